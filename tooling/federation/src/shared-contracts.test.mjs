import { describe, expect, it } from 'vitest';
import { bumpBetween, contractProblems, currentContracts, readRecord } from './shared-contracts.mjs';

describe('shared singletons version their contracts', () => {
  it('every shared workspace package matches its recorded contract and version', () => {
    expect(contractProblems(readRecord(), currentContracts())).toEqual([]);
  }, 60_000);

  it.each([
    ['1.0.0', '2.0.0', 'major'],
    ['1.0.0', '1.1.0', 'minor'],
    ['1.0.0', '1.0.1', 'patch'],
    ['1.2.3', '1.2.3', 'none'],
    ['2.0.0', '1.9.0', 'none'],
  ])('%s to %s is a %s bump', (from, to, bump) => {
    expect(bumpBetween(from, to)).toBe(bump);
  });

  const recorded = { '@fikrspace/ui': { version: '1.0.0', exports: ['Button', 'Card'] } };
  it.each([
    ['an unchanged contract and version', '1.0.0', ['Button', 'Card'], null],
    ['a removed export without a major bump', '1.1.0', ['Button'], "@fikrspace/ui's contract changed (removed Card) but its version went from 1.0.0 to 1.1.0, which is not a major bump"],
    ['an added export without any bump', '1.0.0', ['Button', 'Card', 'Dialog'], "@fikrspace/ui's contract changed (added Dialog) but its version went from 1.0.0 to 1.0.0, which is not a minor bump"],
    ['an added export with a minor bump, not yet recorded', '1.1.0', ['Button', 'Card', 'Dialog'], '@fikrspace/ui is now 1.1.0 (added Dialog), but the record still says 1.0.0'],
    ['a patch bump, not yet recorded', '1.0.1', ['Button', 'Card'], '@fikrspace/ui is now 1.0.1, but the record still says 1.0.0'],
  ])('%s', (_case, version, exports, problem) => {
    const problems = contractProblems(recorded, { '@fikrspace/ui': { version, exports } });
    if (problem === null) expect(problems).toEqual([]);
    else expect(problems).toEqual([expect.stringContaining(problem)]);
  });

  it('a package shared without a record, or recorded but no longer shared, is named', () => {
    expect(contractProblems({ '@fikrspace/old': { version: '1.0.0', exports: [] } }, { '@fikrspace/new': { version: '1.0.0', exports: [] } })).toEqual([
      '@fikrspace/new is shared but has no recorded contract: run `pnpm contracts:record`',
      '@fikrspace/old is no longer shared: run `pnpm contracts:record`',
    ]);
  });
});
