import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName } from './countries';

const MIGRATION = new URL('../../../supabase/migrations/20261128000750_tenancy_country_codes.sql', import.meta.url);

describe('the countries a profile may name', () => {
  it('are exactly the codes the database’s check accepts, so the form offers nothing the database refuses', () => {
    const sql = readFileSync(MIGRATION, 'utf8');
    const checked = [...sql.match(/code in \(([^)]*)\)/)![1]!.matchAll(/'([A-Z]{2})'/g)].map(([, code]) => code);
    expect([...COUNTRY_CODES]).toEqual(checked);
    expect(COUNTRY_CODES).toHaveLength(249);
  });

  it('are named in the page’s language', () => {
    expect(countryName('AE', 'en')).toBe('United Arab Emirates');
    expect(countryName('MA', 'fr')).toBe('Maroc');
    expect(countryName('EG', 'ar')).toBe('مصر');
  });
});
