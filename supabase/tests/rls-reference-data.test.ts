import { describe, expect, it } from 'vitest';
import { targets, useDatabase } from './support/database';
import { expectOutcomes, readOutcomes, writeOutcomes } from './support/outcomes';

// Organization types, themes, brand kits, languages, products and enterprise roles: reference
// data the whole platform reads; only owners and managers (or the service) change it.

const OPERATORS = { owner: 1, manager: 1 } as const;

describe.each(targets)('reference data on $name', (target) => {
  const db = useDatabase(target);

  describe('organization_types', () => {
    it('everyone, anonymous included, reads every type', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.organization_types')).toEqual(expectOutcomes(6));
    });
    it('nobody changes types through the API', async () => {
      expect(await writeOutcomes(db(), "insert into public.organization_types (name, display_name) values ('club', 'Club')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.organization_types set display_name = 'Startups'")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "delete from public.organization_types where name = 'university'")).toEqual(expectOutcomes('denied'));
    });
  });

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

  describe('languages', () => {
    const withInactive = {
      setup: "insert into public.languages (code, name, native_name, is_active, display_order) values ('tr', 'Turkish', 'Türkçe', false, 14)",
    };
    it('everyone reads the active languages; owners and managers also the inactive ones', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.languages', [], withInactive)).toEqual(expectOutcomes(13, { owner: 14, manager: 14 }));
    });
    it('owners and managers add, change and delete languages', async () => {
      expect(await writeOutcomes(db(), "insert into public.languages (code, name, native_name) values ('tr', 'Turkish', 'Türkçe')")).toEqual(expectOutcomes('denied', OPERATORS));
      expect(await writeOutcomes(db(), "update public.languages set completion_percentage = 72 where code = 'pl'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
      expect(await writeOutcomes(db(), "delete from public.languages where code = 'pl'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
    });
  });

  describe('fikr_products', () => {
    const withInactive = {
      setup: "insert into public.fikr_products (product_key, name, product_slug, is_active) values ('academy', 'Fikr Academy', 'fikr-academy', false)",
    };
    it('everyone reads the active products; owners and managers also the inactive ones', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.fikr_products', [], withInactive)).toEqual(expectOutcomes(11, { owner: 12, manager: 12 }));
    });
    it('owners and managers add, change and delete products', async () => {
      expect(await writeOutcomes(db(), "insert into public.fikr_products (product_key, name, product_slug) values ('academy', 'Fikr Academy', 'fikr-academy')")).toEqual(expectOutcomes('denied', OPERATORS));
      expect(await writeOutcomes(db(), "update public.fikr_products set display_order = 20 where product_key = 'lab'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
      expect(await writeOutcomes(db(), "delete from public.fikr_products where product_key = 'lab'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
    });
  });

  describe('enterprise_roles', () => {
    it('signed-in users read the role definitions; anonymous visitors cannot', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.enterprise_roles')).toEqual(expectOutcomes(7, { anon: 'denied' }));
    });
    it('nobody changes roles through the API', async () => {
      expect(await writeOutcomes(db(), "insert into public.enterprise_roles (name, display_name) values ('auditor', 'Auditor')")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.enterprise_roles set display_name = 'Boss' where name = 'owner'")).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "delete from public.enterprise_roles where name = 'viewer'")).toEqual(expectOutcomes('denied'));
    });
  });
});
