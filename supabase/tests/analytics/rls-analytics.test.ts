import { describe, expect, it } from 'vitest';
import { asService, targets, useDatabase } from '../support/database';
import { ACCOUNTS, AUDIENCE_OWNERS, ORG, homeOrganization } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, selfId, writeOutcomes } from '../support/outcomes';

const language = (code: string) => `(select id from public.languages where code = '${code}')`;


describe.each(targets)('analytics tables on $name', (target) => {
  const db = useDatabase(target);

  // The three append-only tables share one rule set. Analytics rows arrive only through the edge
  // functions (service role), and the platform operators read every tenant's.
  const analyticsTables = [
    {
      table: 'translation_usage',
      throughFunctions: false,
      columns: 'language_id, user_id, organization_id, page_url',
      values: (user: string, organization: string) => `${language('en')}, ${user}, ${organization}, '/fikrspace/portal'`,
    },
    {
      table: 'route_analytics',
      throughFunctions: true,
      columns: 'route, user_id, organization_id, domain',
      values: (user: string, organization: string) => `'/fikrspace/portal', ${user}, ${organization}, 'localhost'`,
    },
    {
      table: 'analytics_events',
      throughFunctions: true,
      columns: 'event_type, event_name, user_id, organization_id, page_path',
      values: (user: string, organization: string) => `'page_view', 'Page view', ${user}, ${organization}, '/fikrspace/portal'`,
    },
  ];

  describe.each(analyticsTables)('$table', ({ table, throughFunctions, columns, values }) => {
    const quoted = (id: string | null) => (id ? `'${id}'::uuid` : 'null::uuid');
    // viewer's and editor's rows in Fikr Labs, one anonymous row, other-startup's in Nile Robotics;
    // none of the audience owners or their organizations.
    const fixtures = {
      setup: `insert into public.${table} (${columns}) values
        (${values(quoted(ACCOUNTS.viewer.id), quoted(ORG.fikrLabs))}),
        (${values(quoted(ACCOUNTS.editor.id), quoted(ORG.fikrLabs))}),
        (${values(quoted(null), quoted(null))}),
        (${values(quoted(ACCOUNTS.otherStartup.id), quoted(ORG.nileRobotics))})`,
    };
    const insert = `insert into public.${table} (${columns}) values (${values('$1::uuid', '$2::uuid')})`;

    it("users read their own rows, access viewers their organization's, nobody another organization's", async () => {
      const total = await asService(db(), async (tx) => Number((await tx.query<{ count: string }>(`select count(*) from public.${table}`)).rows[0]?.count), fixtures);
      const operators = throughFunctions ? { owner: total, manager: total } : { owner: 2, manager: 2 };
      expect(await readOutcomes(db(), `select count(*) from public.${table}`, [], fixtures)).toEqual(
        expectOutcomes(0, { anon: 'denied', ...operators, admin: 2, editor: 1, viewer: 1, startup: 2, otherStartup: 1, ...every(AUDIENCE_OWNERS, 0) }),
      );
    });

    if (throughFunctions) {
      it('nobody inserts directly through the API, not even as themselves: the edge function is the way in', async () => {
        expect(await writeOutcomes(db(), insert, [null, null])).toEqual(expectOutcomes('denied'));
        expect(await writeOutcomes(db(), insert, (persona) => [selfId(persona), homeOrganization(persona)])).toEqual(expectOutcomes('denied'));
      });
    } else {
      it('everyone, anonymous included, records an anonymous row', async () => {
        expect(await writeOutcomes(db(), insert, [null, null])).toEqual(expectOutcomes(1));
      });

      it('signed-in users record rows as themselves in their own organization', async () => {
        // For anon "themselves" is no user and no organization.
        expect(await writeOutcomes(db(), insert, (persona) => [selfId(persona), homeOrganization(persona)])).toEqual(expectOutcomes(1));
      });

      it('nobody records a row as someone else or for an organization they do not belong to', async () => {
        expect(await writeOutcomes(db(), insert, [ACCOUNTS.viewer.id, null])).toEqual(expectOutcomes('denied', { viewer: 1 }));
        expect(await writeOutcomes(db(), insert, [null, ORG.nileRobotics])).toEqual(expectOutcomes('denied', { otherStartup: 1, ...every(AUDIENCE_OWNERS, 'denied') }));
      });
    }

    it('rows are never changed or deleted through the API', async () => {
      expect(await writeOutcomes(db(), `update public.${table} set created_at = now()`, [], fixtures)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), `delete from public.${table}`, [], fixtures)).toEqual(expectOutcomes('denied'));
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
