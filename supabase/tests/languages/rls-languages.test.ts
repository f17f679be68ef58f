import { describe, expect, it } from 'vitest';
import { asUser, targets, useDatabase } from '../support/database';
import { ACCOUNTS, AUDIENCE_OWNERS, ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, selfId, writeOutcomes } from '../support/outcomes';

// Languages, translations and each user's language preference. translation_usage shares the
// append-only rules of the analytics tables and is tested with them (analytics/rls-analytics).
// Languages are the same for every signed-in persona; the audience owners have no preference and
// no translation of their own organization in the fixtures.

const language = (code: string) => `(select id from public.languages where code = '${code}')`;

const OPERATORS = { owner: 1, manager: 1 } as const;

describe.each(targets)('languages and translations on $name', (target) => {
  const db = useDatabase(target);

  describe('languages', () => {
    const withInactive = {
      setup: "insert into public.languages (code, name, native_name, is_active, display_order) values ('tr', 'Turkish', 'Türkçe', false, 14)",
    };
    it('everyone reads the active languages; owners and managers also the inactive ones', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.languages', [], withInactive)).toEqual(expectOutcomes(13, { owner: 14, manager: 14, ...every(AUDIENCE_OWNERS, 13) }));
    });
    it('owners and managers add, change and delete languages', async () => {
      expect(await writeOutcomes(db(), "insert into public.languages (code, name, native_name) values ('tr', 'Turkish', 'Türkçe')")).toEqual(expectOutcomes('denied', OPERATORS));
      expect(await writeOutcomes(db(), "update public.languages set completion_percentage = 72 where code = 'pl'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
      expect(await writeOutcomes(db(), "delete from public.languages where code = 'pl'")).toEqual(expectOutcomes(0, { anon: 'denied', ...OPERATORS }));
    });
  });

  describe('user_language_preferences', () => {
    // viewer prefers Arabic in Fikr Labs; other-startup French in Nile Robotics.
    const fixtures = {
      setup: `insert into public.user_language_preferences (user_id, primary_language_id, organization_id) values
        ('${ACCOUNTS.viewer.id}', ${language('ar')}, '${ORG.fikrLabs}'),
        ('${ACCOUNTS.otherStartup.id}', ${language('fr')}, '${ORG.nileRobotics}')`,
    };

    it('users read only their own preferences', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.user_language_preferences', [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', viewer: 1, otherStartup: 1, ...every(AUDIENCE_OWNERS, 0) }),
      );
    });

    it('users add preferences for themselves, in no organization or one of theirs', async () => {
      const add = `insert into public.user_language_preferences (user_id, primary_language_id, organization_id) values ($1, ${language('de')}, $2)`;
      expect(await writeOutcomes(db(), add, (persona) => [selfId(persona), null], fixtures)).toEqual(expectOutcomes(1, { anon: 'denied' }));
      expect(await writeOutcomes(db(), add, [ACCOUNTS.viewer.id, null], fixtures)).toEqual(expectOutcomes('denied', { viewer: 1 }));
      expect(await writeOutcomes(db(), add, (persona) => [selfId(persona), ORG.mentorCircle], fixtures)).toEqual(expectOutcomes('denied', { multiOrg: 1, mentor: 1 }));
    });

    it('the upsert on user and organization (spec 000 §7) updates the existing preference', async () => {
      const upsert = `insert into public.user_language_preferences (user_id, primary_language_id, organization_id) values ($1, ${language('de')}, $2)
        on conflict (user_id, organization_id) do update
        set user_id = excluded.user_id, primary_language_id = excluded.primary_language_id, organization_id = excluded.organization_id`;
      expect(await writeOutcomes(db(), upsert, [ACCOUNTS.viewer.id, ORG.fikrLabs], fixtures)).toEqual(expectOutcomes('denied', { viewer: 1 }));
    });

    it('the upsert also finds the one preference outside any organization', async () => {
      const languages = await asUser(
        db(),
        claimsOf('viewer'),
        async (tx) => {
          for (const code of ['de', 'it']) {
            await tx.query(
              `insert into public.user_language_preferences (user_id, primary_language_id, organization_id) values ($1, ${language(code)}, null)
               on conflict (user_id, organization_id) do update set primary_language_id = excluded.primary_language_id`,
              [ACCOUNTS.viewer.id],
            );
          }
          const result = await tx.query<{ code: string }>(
            'select l.code from public.user_language_preferences p join public.languages l on l.id = p.primary_language_id where p.organization_id is null',
          );
          return result.rows.map((row) => row.code);
        },
      );
      expect(languages).toEqual(['it']);
    });

    it('users change and delete only their own preferences', async () => {
      expect(await writeOutcomes(db(), `update public.user_language_preferences set primary_language_id = ${language('en')} where user_id = $1`, [ACCOUNTS.viewer.id], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', viewer: 1, ...every(AUDIENCE_OWNERS, 0) }),
      );
      expect(await writeOutcomes(db(), 'delete from public.user_language_preferences', [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', viewer: 1, otherStartup: 1, ...every(AUDIENCE_OWNERS, 0) }),
      );
    });
  });

  describe('translation_values', () => {
    const fixtures = {
      setup: `insert into public.translation_values (namespace, key_path, language_id, value, is_approved, organization_id, company_id, product_id) values
        ('common', 'greeting', ${language('ar')}, 'مرحبا', true, null, null, null),
        ('common', 'farewell', ${language('ar')}, 'مع السلامة', false, null, null, null),
        ('common', 'greeting', ${language('ar')}, 'أهلا بفريق فكر', true, '${ORG.fikrLabs}', null, null),
        ('common', 'greeting', ${language('ar')}, 'أهلا بفريق النيل', true, '${ORG.nileRobotics}', null, null),
        ('portal', 'title', ${language('ar')}, 'فكر سكور', true, null, null, (select id from public.fikr_products where product_key = 'score')),
        ('portal', 'title', ${language('ar')}, 'لوحة الشركة', true, null, '${ORG.fikrLabs}', null)`,
    };

    it('approved values in scope for everyone; owners and managers see all', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.translation_values', [], fixtures)).toEqual(
        // Fikr Labs' members also see its own two; the audience owners only what everyone sees.
        expectOutcomes(4, { anon: 2, owner: 6, manager: 6, otherStartup: 3, ...every(AUDIENCE_OWNERS, 2) }),
      );
    });

    it('only owners and managers add, change and delete translations', async () => {
      expect(await writeOutcomes(db(), `insert into public.translation_values (namespace, key_path, language_id, value) values ('common', 'hello', ${language('fr')}, 'Bonjour')`)).toEqual(
        expectOutcomes('denied', { owner: 1, manager: 1 }),
      );
      expect(await writeOutcomes(db(), 'update public.translation_values set is_approved = true', [], fixtures)).toEqual(expectOutcomes(0, { anon: 'denied', owner: 6, manager: 6 }));
      expect(await writeOutcomes(db(), 'delete from public.translation_values', [], fixtures)).toEqual(expectOutcomes(0, { anon: 'denied', owner: 6, manager: 6 }));
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
