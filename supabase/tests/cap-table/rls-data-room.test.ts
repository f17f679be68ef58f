import { describe, expect, it } from 'vitest';
import { asService, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, ORG, claimsOf, type AccountName } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// The data room (public.data_room_folders, data_room_documents, data_room_access_log and the
// `data-room` bucket). Fikr Labs' members act by the matrix's documents resource: read for owner,
// admin, editor, viewer, stakeholder, user (startup is an owner, multi-org an editor; the operator
// manager holds no matrix role), write for owner, admin, editor, user, and delete for owners. The
// seed gives every startup a private Legal folder (three documents) and a Finance folder open to
// grantees (one document). Another organization opens the Finance folder only while its grant
// includes documents, is not revoked and has not expired; a government body never does.

const FL = ORG.fikrLabs;
const NILE = ORG.nileRobotics;
const FINANCE = `${FL}/finance/financial-statements.pdf`;
const IP = `${FL}/legal/ip-assignment.pdf`;
const READERS = { owner: 1, admin: 1, editor: 1, viewer: 1, stakeholder: 1, user: 1, startup: 1, multiOrg: 1 } as const;
const WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 } as const;
const DELETERS = { owner: 1, startup: 1 } as const;
const scaled = (group: Record<string, number>, count: number) => Object.fromEntries(Object.keys(group).map((persona) => [persona, count]));

interface Grant {
  grantee: string;
  documents?: boolean;
  expires?: string;
  revoked?: boolean;
}

/**
 * One statement, as the test kit runs a fixture: Fikr Labs' seeded grants are replaced by the
 * ones given (reading `cleared` first makes the old ones go before these arrive), and the bucket
 * holds the granted object, a private one and another startup's.
 */
function fixture(grants: Grant[] = [], extra = '') {
  const values = grants
    .map(({ grantee, documents = true, expires, revoked }) => `('${FL}'::uuid, '${grantee}'::uuid, true, ${documents}, (${expires ?? 'null'})::timestamptz, (${revoked ? 'now()' : 'null'})::timestamptz)`)
    .join(', ');
  const granted = grants.length
    ? `, granted as (insert into public.data_shares (organization_id, grantee_organization_id, all_metrics, include_documents, expires_at, revoked_at)
         select * from (values ${values}) as v where (select count(*) from cleared) >= 0 returning 1)`
    : '';
  return `with cleared as (delete from public.data_shares where organization_id = '${FL}' returning 1)${granted}${extra},
    objects as (insert into storage.objects (bucket_id, name)
      select 'data-room', n.object_name from unnest(array['${FINANCE}', '${IP}', '${NILE}/finance/financial-statements.pdf']) as n(object_name)
      where not exists (select 1 from storage.objects o where o.bucket_id = 'data-room' and o.name = n.object_name) returning 1)
    select (select count(*) from cleared), (select count(*) from objects)`;
}

const countDocuments = `select count(*) from public.data_room_documents where organization_id = '${FL}'`;
const countFolders = `select count(*) from public.data_room_folders where organization_id = '${FL}'`;
const documentId = (path: string) => `(select id from public.data_room_documents where object_path = '${path}')`;

describe.each(targets)('the data room on $name', (target) => {
  const db = useDatabase(target);
  const as = <T>(account: AccountName, fn: (tx: Queryable) => Promise<T>, setup?: string) => asUser(db(), claimsOf(account), fn, setup ? { setup } : {});

  describe('consent', () => {
    it(
      'before any grant only Fikr Labs’ members who read documents read its folders and documents',
      async () => {
        const setup = fixture();
        expect(await readOutcomes(db(), countDocuments, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...scaled(READERS, 4) }));
        expect(await readOutcomes(db(), countFolders, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...scaled(READERS, 2) }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'a grant with documents opens the shared folder and its document to the grantee, never the private folder, never to a government body',
      async () => {
        const setup = fixture([{ grantee: ORG.oasisVentures }, { grantee: ORG.launchpad }, { grantee: ORG.digitalEconomy }]);
        expect(await readOutcomes(db(), countDocuments, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...scaled(READERS, 4), investor: 1, accelerator: 1 }));
        expect(await readOutcomes(db(), countFolders, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...scaled(READERS, 2), investor: 1, accelerator: 1 }));
        const legal = `select count(*) from public.data_room_documents d join public.data_room_folders f on f.id = d.folder_id where f.organization_id = '${FL}' and f.name = 'Legal'`;
        expect(await readOutcomes(db(), legal, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...scaled(READERS, 3) }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'a grant without documents, an expired one and a revoked one open nothing',
      async () => {
        for (const grant of [
          { grantee: ORG.oasisVentures, documents: false },
          { grantee: ORG.oasisVentures, expires: "now() - interval '1 minute'" },
          { grantee: ORG.oasisVentures, revoked: true },
        ]) {
          expect(await readOutcomes(db(), countDocuments, [], { setup: fixture([grant]) }), JSON.stringify(grant)).toEqual(expectOutcomes(0, { anon: 'denied', ...scaled(READERS, 4) }));
        }
      },
      PERSONA_SWEEP_TIMEOUT * 2,
    );

    it('a folder the startup opens to grantees opens at once, and closes at once', async () => {
      const opened = fixture([{ grantee: ORG.oasisVentures }], `, opened as (update public.data_room_folders set shared_with_grantees = true where organization_id = '${FL}' and name = 'Legal' returning 1)`);
      const count = async (tx: Queryable) => Number((await tx.query<{ count: string }>(countDocuments)).rows[0]?.count);
      expect(await as('investor', count, opened)).toBe(4);
      const closed = fixture([{ grantee: ORG.oasisVentures }], `, closed as (update public.data_room_folders set shared_with_grantees = false where organization_id = '${FL}' returning 1)`);
      expect(await as('investor', count, closed)).toBe(0);
    });

    it(
      'names the grantees who may open the room to the startup’s readers, and the rooms opened to the grantee’s members',
      async () => {
        const setup = fixture([{ grantee: ORG.oasisVentures }, { grantee: ORG.launchpad, documents: false }, { grantee: ORG.digitalEconomy }]);
        expect(await readOutcomes(db(), `select count(*) from public.data_room_grantees('${FL}')`, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...READERS }));
        expect(await readOutcomes(db(), `select count(*) from public.data_rooms_shared_with_me() where organization_id = '${FL}'`, [], { setup })).toEqual(
          expectOutcomes(0, { anon: 'denied', investor: 1 }),
        );
        const rooms = await as('investor', async (tx) => (await tx.query('select organization_name, grantee_organization_id from public.data_rooms_shared_with_me()')).rows, setup);
        expect(rooms).toEqual([{ organization_name: 'Fikr Labs', grantee_organization_id: ORG.oasisVentures }]);
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('storage', () => {
    const countObject = (name: string) => `select count(*) from storage.objects where bucket_id = 'data-room' and name = '${name}'`;

    it(
      'a grantee reads the object of a granted document, not a private one, not another startup’s',
      async () => {
        const setup = fixture([{ grantee: ORG.oasisVentures }]);
        expect(await readOutcomes(db(), countObject(FINANCE), [], { setup })).toEqual(expectOutcomes(0, { ...READERS, investor: 1 }));
        expect(await readOutcomes(db(), countObject(IP), [], { setup })).toEqual(expectOutcomes(0, READERS));
        expect(await readOutcomes(db(), countObject(`${NILE}/finance/financial-statements.pdf`), [], { setup })).toEqual(expectOutcomes(0, { otherStartup: 1 }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('closes the object with the grant', async () => {
      const count = async (tx: Queryable) => Number((await tx.query<{ count: string }>(countObject(FINANCE))).rows[0]?.count);
      expect(await as('investor', count, fixture([{ grantee: ORG.oasisVentures, revoked: true }]))).toBe(0);
      expect(await as('investor', count, fixture([{ grantee: ORG.oasisVentures, documents: false }]))).toBe(0);
    });
  });

  describe('writing', () => {
    it(
      'folders are added and changed by members who write documents, removed by those who delete them, each in their own organization',
      async () => {
        expect(await writeOutcomes(db(), 'insert into public.data_room_folders (organization_id, name) values ($1, $2)', [FL, 'Commercial'])).toEqual(expectOutcomes('denied', WRITERS));
        expect(await writeOutcomes(db(), 'insert into public.data_room_folders (organization_id, name) values ($1, $2)', [NILE, 'Commercial'])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
        const rename = `update public.data_room_folders set name = 'Finance and tax' where organization_id = '${FL}' and name = 'Finance'`;
        expect(await writeOutcomes(db(), rename)).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
        const empty = `insert into public.data_room_folders (id, organization_id, name) values ('00000000-0000-4000-9000-0000000000d1', '${FL}', 'Empty')`;
        expect(await writeOutcomes(db(), "delete from public.data_room_folders where id = '00000000-0000-4000-9000-0000000000d1'", [], { setup: empty })).toEqual(
          expectOutcomes(0, { anon: 'denied', ...DELETERS }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'documents are added and changed by members who write documents, removed by those who delete them; a grantee changes nothing',
      async () => {
        const add = `insert into public.data_room_documents (organization_id, folder_id, object_path, name, category)
          select organization_id, id, organization_id || '/finance/forecast.xlsx', 'Forecast', 'financial' from public.data_room_folders where organization_id = $1 and name = 'Finance'`;
        // Those who see a folder and may not write are refused; the rest find no folder to add to.
        expect(await writeOutcomes(db(), add, [FL])).toEqual(expectOutcomes(0, { anon: 'denied', viewer: 'denied', stakeholder: 'denied', investor: 'denied', ...WRITERS }));
        const change = `update public.data_room_documents set expires_at = current_date + 400 where object_path = '${FINANCE}'`;
        expect(await writeOutcomes(db(), change, [], { setup: fixture([{ grantee: ORG.oasisVentures }]) })).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
        expect(await writeOutcomes(db(), `delete from public.data_room_documents where object_path = '${FINANCE}'`, [], { setup: fixture([{ grantee: ORG.oasisVentures }]) })).toEqual(
          expectOutcomes(0, { anon: 'denied', ...DELETERS }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('keeps a document’s object in its organization’s folder, in a folder of its organization, and a folder with documents in place', async () => {
      const outside = await rejectionOf(
        as('startup', (tx) => tx.query(`insert into public.data_room_documents (organization_id, folder_id, object_path, name) select organization_id, id, '${NILE}/x.pdf', 'X' from public.data_room_folders where organization_id = $1 limit 1`, [FL])),
      );
      expect(outside.code).toBe('23514');
      const climbing = await rejectionOf(
        as('startup', (tx) => tx.query(`insert into public.data_room_documents (organization_id, folder_id, object_path, name) select organization_id, id, '${FL}/../${NILE}/x.pdf', 'X' from public.data_room_folders where organization_id = $1 limit 1`, [FL])),
      );
      expect(climbing.code).toBe('23514');
      const nileFolder = `insert into public.data_room_folders (id, organization_id, name) values ('00000000-0000-4000-9000-0000000000d2', '${NILE}', 'Elsewhere')`;
      const moved = await rejectionOf(as('startup', (tx) => tx.query(`update public.data_room_documents set folder_id = '00000000-0000-4000-9000-0000000000d2' where object_path = $1`, [FINANCE]), nileFolder));
      expect(moved.code).toBe('23503');
      const notEmpty = await rejectionOf(as('startup', (tx) => tx.query(`delete from public.data_room_folders where organization_id = $1 and name = 'Legal'`, [FL])));
      expect(notEmpty.code).toBe('23503');
    });

    it(
      'nobody writes the database’s own columns or moves a row to another organization',
      async () => {
        expect(await writeOutcomes(db(), `update public.data_room_documents set organization_id = '${NILE}' where object_path = '${FINANCE}'`)).toEqual(expectOutcomes('denied'));
        expect(await writeOutcomes(db(), `update public.data_room_documents set object_path = '${FL}/finance/other.pdf' where object_path = '${FINANCE}'`)).toEqual(expectOutcomes('denied'));
        expect(await writeOutcomes(db(), `update public.data_room_documents set uploaded_by = null where object_path = '${FINANCE}'`)).toEqual(expectOutcomes('denied'));
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('access log', () => {
    it(
      'is written only through record_data_room_access, by whoever may open the document now',
      async () => {
        const insert = `insert into public.data_room_access_log (organization_id, document_id, action) select organization_id, id, 'viewed' from public.data_room_documents where object_path = '${FINANCE}'`;
        expect(await writeOutcomes(db(), insert)).toEqual(expectOutcomes('denied'));
        const setup = fixture([{ grantee: ORG.oasisVentures }, { grantee: ORG.digitalEconomy }]);
        expect(await readOutcomes(db(), `select count(*) from public.record_data_room_access(${documentId(FINANCE)})`, [], { setup })).toEqual(expectOutcomes('denied', { ...READERS, investor: 1 }));
        expect(await readOutcomes(db(), `select count(*) from public.record_data_room_access(${documentId(IP)}, 'downloaded')`, [], { setup })).toEqual(expectOutcomes('denied', READERS));
        expect(await readOutcomes(db(), `select count(*) from public.record_data_room_access(${documentId(FINANCE)})`, [], { setup: fixture([{ grantee: ORG.oasisVentures, revoked: true }]) })).toEqual(
          expectOutcomes('denied', READERS),
        );
      },
      PERSONA_SWEEP_TIMEOUT * 2,
    );

    it('records who opened it and for which organization', async () => {
      const record = async (tx: Queryable) => {
        const id = (await tx.query<{ id: string }>(`select public.record_data_room_access(${documentId(FINANCE)}, 'downloaded') as id`)).rows[0]?.id;
        return tx.query<{ viewer_user_id: string; viewer_organization_id: string; action: string }>('select viewer_user_id, viewer_organization_id, action from public.data_room_access_log where id = $1', [id]);
      };
      const setup = fixture([{ grantee: ORG.oasisVentures }]);
      // The grantee may not read the log back: the startup's member reads the grantee's entry.
      const byInvestor = await as('investor', async (tx) => (await tx.query<{ id: string }>(`select public.record_data_room_access(${documentId(FINANCE)}) as id`)).rows[0]?.id, setup);
      expect(byInvestor).toBeTruthy();
      expect((await as('startup', record, setup)).rows).toEqual([{ viewer_user_id: ACCOUNTS.startup.id, viewer_organization_id: FL, action: 'downloaded' }]);
      const seen = await as(
        'startup',
        async (tx) => {
          await asInvestorWithin(tx);
          return (await tx.query<{ viewer_email: string; viewer_organization_name: string; document_name: string }>(`select viewer_email, viewer_organization_name, document_name from public.data_room_access_entries('${FL}', 1)`)).rows;
        },
        setup,
      );
      expect(seen).toEqual([{ viewer_email: ACCOUNTS.investor.email, viewer_organization_name: 'Oasis Ventures', document_name: 'Financial statements' }]);
    });

    it(
      'is read by the startup’s members who read documents; a grantee reads nothing of it',
      async () => {
        const setup = fixture([{ grantee: ORG.oasisVentures }]);
        // The seed has investor@ open Fikr Labs' financial statements three times.
        expect(await readOutcomes(db(), `select count(*) from public.data_room_access_log where organization_id = '${FL}'`, [], { setup })).toEqual(
          expectOutcomes(0, { anon: 'denied', ...scaled(READERS, 3) }),
        );
        expect(await readOutcomes(db(), `select count(*) from public.data_room_access_entries('${FL}')`, [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', ...scaled(READERS, 3) }));
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });

  describe('expiry reminders', () => {
    it(
      'are sent by the worker only, to the members who write the startup’s documents, once per document and threshold',
      async () => {
        expect(await writeOutcomes(db(), 'select public.remind_expiring_data_room_documents()')).toEqual(expectOutcomes('denied'));
        const reminded = await asService(db(), async (tx) => {
          const run = async () => Number((await tx.query<{ count: number }>('select public.remind_expiring_data_room_documents() as count')).rows[0]?.count);
          const recipients = async () =>
            (
              await tx.query<{ recipient_id: string; threshold: string }>(
                "select recipient_id, data ->> 'threshold' as threshold from public.notifications where organization_id = $1 and type = 'data_room_document_expiring' order by 2, 1",
                [FL],
              )
            ).rows;
          const first = await run();
          const again = await run();
          const at30 = await recipients();
          // A week before the day, the same members hear it once more.
          await tx.query("update public.data_room_documents set expires_at = current_date + 5 where object_path = $1", [IP]);
          const atWeek = await run();
          const closer = await run();
          return { first: first > 0, again, at30, atWeek, closer, all: (await recipients()).length };
        });
        const writers = [ACCOUNTS.owner.id, ACCOUNTS.admin.id, ACCOUNTS.editor.id, ACCOUNTS.user.id, ACCOUNTS.startup.id, ACCOUNTS.multiOrg.id].sort();
        expect(reminded).toEqual({ first: true, again: 0, at30: writers.map((id) => ({ recipient_id: id, threshold: '30' })), atWeek: 6, closer: 0, all: 12 });
      },
      PERSONA_SWEEP_TIMEOUT,
    );
  });
}, PERSONA_SWEEP_TIMEOUT);

/** The grantee's member opens the financial statements within the startup member's transaction. */
async function asInvestorWithin(tx: Queryable): Promise<void> {
  const claims = JSON.stringify(claimsOf('investor'));
  await tx.query("select set_config('request.jwt.claims', $1, true)", [claims]);
  await tx.query(`select public.record_data_room_access(${documentId(FINANCE)})`);
  await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf('startup'))]);
}
