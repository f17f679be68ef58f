import { describe, expect, it } from 'vitest';
import { startupProfileSchema, toFormValues, toProfileRow, type ProfileFormValues } from './profile-schema';

/** The form's rules on their own; the page's test shows them beside the fields, the persona tests the table's. */

const valid: ProfileFormValues = { ...toFormValues(null, 'Fikr Labs'), tagline: ' Cap tables for MENA founders. ', sector: 'enterprise_saas', stage: 'seed', countryCode: 'AE' };

const messages = (values: Partial<ProfileFormValues>) => {
  const result = startupProfileSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the profile form’s validation', () => {
  it('turns what was typed into the row: trimmed, empty as null, a number of people, a website with its scheme', () => {
    const parsed = startupProfileSchema.parse({ ...valid, teamSize: ' 14 ', website: 'fikrlabs.example', city: '  ' });
    expect(toProfileRow('org-1', parsed)).toMatchObject({
      organization_id: 'org-1',
      display_name: 'Fikr Labs',
      tagline: 'Cap tables for MENA founders.',
      legal_name: null,
      city: null,
      team_size: 14,
      website: 'https://fikrlabs.example',
      is_listed: false,
    });
  });

  it('refuses what the table refuses, naming the field', () => {
    expect(
      messages({
        displayName: ' ',
        tagline: 'x'.repeat(141),
        teamSize: '-3',
        foundedOn: '2999-01-01',
        website: 'javascript:alert(1)',
        linkedinUrl: 'http://www.linkedin.com/company/fikr-labs',
        xUrl: 'https://x.example/fikrlabs',
        sector: 'crypto',
      }),
    ).toEqual({
      displayName: 'invalid.displayName',
      tagline: 'invalid.tagline',
      teamSize: 'invalid.teamSize',
      foundedOn: 'invalid.foundedOn',
      website: 'invalid.website',
      linkedinUrl: 'invalid.linkedinUrl',
      xUrl: 'invalid.xUrl',
      sector: 'invalid.option',
    });
  });

  it('asks a listed card for its tagline, sector, stage and country', () => {
    expect(messages({ isListed: true, tagline: '', sector: '', stage: '', countryCode: '' })).toEqual({
      tagline: 'invalid.requiredForListing',
      sector: 'invalid.requiredForListing',
      stage: 'invalid.requiredForListing',
      countryCode: 'invalid.requiredForListing',
    });
    expect(messages({ isListed: false, tagline: '', sector: '' })).toEqual({});
  });
});
