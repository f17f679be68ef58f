import { describe, expect, it } from 'vitest';
import { exitWaterfall, type ShareClass, type WaterfallInput } from './waterfall';

const preferred: ShareClass = { id: 'series-a', kind: 'preferred', seniority: 1, issuePrice: 1, preferenceMultiple: 1, participating: true, participationCapMultiple: 3 };
const valid: WaterfallInput = {
  exitValue: 10_000_000,
  classes: [{ id: 'common', kind: 'common' }, preferred],
  holdings: [
    { stakeholderId: 'founders', classId: 'common', shares: 8_000_000 },
    { stakeholderId: 'fund', classId: 'series-a', shares: 2_000_000 },
  ],
};
const withPreferred = (changes: Partial<ShareClass>): WaterfallInput => ({ ...valid, classes: [{ id: 'common', kind: 'common' }, { ...preferred, ...changes } as ShareClass] });

describe('a waterfall the maths refuses', () => {
  it.each([
    ['a negative exit value', { ...valid, exitValue: -1 }, 'negativeAmount'],
    ['an exit value that is not a number', { ...valid, exitValue: Number.NaN }, 'notANumber'],
    ['a zero issue price', withPreferred({ issuePrice: 0 }), 'notPositive'],
    ['a negative preference multiple', withPreferred({ preferenceMultiple: -1 }), 'negativeAmount'],
    ['a participation cap below the preference', withPreferred({ preferenceMultiple: 2, participationCapMultiple: 1.5 }), 'participationCapBelowPreference'],
    ['a negative exercise price', { ...valid, classes: [...valid.classes, { id: 'options', kind: 'option', exercisePrice: -0.1 }] }, 'negativeAmount'],
    ['part shares', { ...valid, holdings: [{ stakeholderId: 'founders', classId: 'common', shares: 0.5 }] }, 'notWholeShares'],
    ['a holding in a class that does not exist', { ...valid, holdings: [{ stakeholderId: 'founders', classId: 'series-z', shares: 1 }] }, 'unknownClass'],
    ['two classes with one id', { ...valid, classes: [{ id: 'common', kind: 'common' }, { id: 'common', kind: 'common' }] }, 'duplicateId'],
    ['proceeds and no shareholders', { ...valid, holdings: [] }, 'nobodyToPay'],
  ] as const)('%s', (_case, input, code) => {
    const result = exitWaterfall(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.code).toBe(code);
  });

  it('pays nothing at an exit of nothing, and pays a lone preferred class everything above its preference', () => {
    expect(exitWaterfall({ ...valid, exitValue: 0 })).toMatchObject({ ok: true, value: { stakeholders: [{ amount: 0 }, { amount: 0 }] } });
    // Only non-participating preferred exists: it converts, as common is the only way to the rest.
    const alone = exitWaterfall({ exitValue: 5_000_000, classes: [{ ...preferred, participating: false }], holdings: [{ stakeholderId: 'fund', classId: 'series-a', shares: 2_000_000 }] });
    expect(alone).toMatchObject({ ok: true, value: { stakeholders: [{ stakeholderId: 'fund', amount: 5_000_000 }] } });
  });
});
