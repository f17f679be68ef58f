import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_FILE } from './cli.mjs';
import { createEcosystem } from './model.mjs';
import { SEEDED_STARTUP_PROFILES } from './profiles.mjs';
import { literal, renderSeedSql } from './sql-writer.mjs';

describe('supabase/seeds/20_ecosystem.sql', () => {
  it('is what the generator writes (run pnpm seed:generate after changing it)', () => {
    expect(readFileSync(SEED_FILE, 'utf8')).toBe(renderSeedSql(createEcosystem()));
  });

  it('gives every startup a profile, the platform seed’s two included', () => {
    const sql = readFileSync(SEED_FILE, 'utf8');
    const profiles = sql.slice(sql.indexOf('insert into public.startup_profiles'));
    const ids = [...profiles.matchAll(/^ {2}\('([0-9a-f-]{36})'/gm)].map(([, id]) => id);
    const ecosystem = createEcosystem();
    expect(ids).toEqual([...SEEDED_STARTUP_PROFILES.map((profile) => profile.organizationId), ...ecosystem.startups.map((startup) => startup.id)]);
  });

  it('quotes names as SQL literals', () => {
    expect(literal("Cercle d'Or")).toBe("'Cercle d''Or'");
    expect(literal(null)).toBe('null');
  });
});
