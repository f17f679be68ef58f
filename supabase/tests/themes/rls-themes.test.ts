import { describe, expect, it } from 'vitest';
import { targets, useDatabase } from '../support/database';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Themes and brand kits: reference data the whole platform reads; only the platform operators
// (owner and manager) change it. Every other signed-in persona, the tenant owners included, is
// alike here and gets the default of each expectation.

const OPERATORS = { owner: 1, manager: 1 } as const;

describe.each(targets)('themes and brand kits on $name', (target) => {
  const db = useDatabase(target);

  describe('cms_themes', () => {
    it('everyone reads the built-in themes and their dark variants', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.cms_themes')).toEqual(expectOutcomes(8));
      expect(await readOutcomes(db(), "select count(*) from public.cms_themes where id like '%-dark' and is_dark and base_theme_id is not null")).toEqual(expectOutcomes(4));
    });
    it('owners and managers add themes; anonymous visitors and members cannot', async () => {
      expect(await writeOutcomes(db(), "insert into public.cms_themes (id, name) values ('sand', 'Sand')")).toEqual(expectOutcomes('denied', OPERATORS));
    });
    it('owners and managers change and delete themes; for everyone else nothing matches', async () => {
      expect(await writeOutcomes(db(), "update public.cms_themes set description = 'Greys' where id = 'minimal'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
      expect(await writeOutcomes(db(), "delete from public.cms_themes where id = 'minimal-dark'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
    });
  });

  describe('cms_brand_kits', () => {
    it('everyone reads brand kits', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.cms_brand_kits')).toEqual(expectOutcomes(1));
    });
    it('owners and managers add, change and delete brand kits', async () => {
      expect(await writeOutcomes(db(), "insert into public.cms_brand_kits (name) values ('Nile')")).toEqual(expectOutcomes('denied', OPERATORS));
      expect(await writeOutcomes(db(), "update public.cms_brand_kits set description = 'Updated'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
      expect(await writeOutcomes(db(), 'delete from public.cms_brand_kits')).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
