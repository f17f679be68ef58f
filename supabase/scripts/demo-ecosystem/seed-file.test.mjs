import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_FILE } from './cli.mjs';
import { createEcosystem } from './model.mjs';
import { literal, renderSeedSql } from './sql-writer.mjs';

describe('supabase/seeds/20_ecosystem.sql', () => {
  it('is what the generator writes (run pnpm seed:generate after changing it)', () => {
    expect(readFileSync(SEED_FILE, 'utf8')).toBe(renderSeedSql(createEcosystem()));
  });

  it('quotes names as SQL literals', () => {
    expect(literal("Cercle d'Or")).toBe("'Cercle d''Or'");
    expect(literal(null)).toBe('null');
  });
});
