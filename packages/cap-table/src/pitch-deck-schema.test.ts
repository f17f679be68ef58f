import { describe, expect, it } from 'vitest';
import { pitchDeckLinkSchema, pitchDeckRenewalSchema, pitchDeckShareSchema } from './pitch-deck-schema';

/** The pitch deck's forms refuse what the tables would, with the code each field's problem is worded from. */

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => (result.error?.issues ?? []).map((issue) => issue.message);

describe('the pitch deck’s forms', () => {
  it('refuses a link without a label or with one longer than the table keeps, and trims it', () => {
    expect(messages(pitchDeckLinkSchema.safeParse({ label: '  ', lifetimeDays: 7 }))).toEqual(['labelRequired']);
    expect(messages(pitchDeckLinkSchema.safeParse({ label: 'a'.repeat(121), lifetimeDays: 7 }))).toEqual(['labelLong']);
    expect(pitchDeckLinkSchema.parse({ label: ' Gulf Angels ', lifetimeDays: 30 })).toEqual({ label: 'Gulf Angels', lifetimeDays: 30 });
  });

  it('takes only the lifetimes offered, to make or to renew a link', () => {
    expect(messages(pitchDeckLinkSchema.safeParse({ label: 'Gulf Angels', lifetimeDays: 90 }))).toEqual(['lifetimeInvalid']);
    expect(messages(pitchDeckRenewalSchema.safeParse({ lifetimeDays: Number.NaN }))).toEqual(['lifetimeInvalid']);
    expect(pitchDeckRenewalSchema.safeParse({ lifetimeDays: 1 }).success).toBe(true);
  });

  it('asks for an organization to share with', () => {
    expect(messages(pitchDeckShareSchema.safeParse({ granteeOrganizationId: '' }))).toEqual(['granteeRequired']);
  });
});
