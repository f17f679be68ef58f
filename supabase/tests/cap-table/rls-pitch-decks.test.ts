import { describe, expect, it } from 'vitest';
import { asService, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// A startup's pitch deck (the cap table context): public.pitch_deck_versions, public.pitch_deck_shares,
// public.pitch_deck_links and public.pitch_deck_views, and the grantee's read of the current
// version's object in storage.objects. The seed gives every startup two versions (v2 current);
// Fikr Labs shares its deck with Oasis Ventures (investor@) and has a live and an expired link.
// In Fikr Labs the matrix's documents resource is read by every role (owner, admin, editor,
// viewer, stakeholder, user; startup is an owner, multiOrg an editor), written by owner, admin,
// editor and user, deleted by owner only, shared by owner, admin and user; manager holds no
// matrix role. Each other tenant's owner holds every right in their own organization only.

const FL = ORG.fikrLabs;
const NILE = ORG.nileRobotics;
const versionId = (organization: string, n: 1 | 2) => `md5('${organization}:pitch-deck:${n}')::uuid`;
const LIVE_LINK = '00000000-0000-4000-9d00-000000000001';
const LIVE_TOKEN = 'b2c5d8e1f4a7b0c3d6e9f2a5b8c1d4e7f0a3b6c9d2e5f8a1b4c7d0e3f6a9b2c5';
const EXPIRED_TOKEN = 'e7a1c4f8b2d5a9c3e6f0b4d7a1c5e8f2b6d9a3c7e0f4b8d1a5c9e2f6b0d3a7c4';

const READERS = ['owner', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'] as const;
const WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 } as const;
const DELETERS = { owner: 1, startup: 1 } as const;
const SHARERS = { owner: 1, admin: 1, user: 1, startup: 1 } as const;
const SHARER_NAMES = ['owner', 'admin', 'user', 'startup'] as const;

/** The seeded decks' objects, put in place for a test (the seed writes table rows only). */
const DECK_OBJECTS = `insert into storage.objects (bucket_id, name) values
  ('pitch-decks', '${FL}/pitch-deck-v1.pdf'), ('pitch-decks', '${FL}/pitch-deck-v2.pdf'), ('pitch-decks', '${NILE}/pitch-deck-v2.pdf')`;
const deckObjects = DECK_OBJECTS;
/** The objects, then one more change as the database owner, in one statement. */
const deckObjectsThen = (change: string) => `with objects as (${DECK_OBJECTS} returning 1) ${change}`;
/** A function's call as a count of the rows it answered: a refusal is 'denied'. */
const called = (call: string) => `select count(*) from (select ${call}) as answered`;

describe.each(targets)('pitch decks on $name', (target) => {
  const db = useDatabase(target);
  const asStartup = <T>(fn: (tx: Queryable) => Promise<T>, setup?: string) => asUser(db(), claimsOf('startup'), fn, setup ? { setup } : {});

  describe('public.pitch_deck_versions', () => {
    it('is read by its organization’s document readers, and by a grantee for the current version only', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.pitch_deck_versions')).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(READERS, 2), otherStartup: 2, investor: 1 }),
      );
      expect(await readOutcomes(db(), `select count(*) from public.pitch_deck_versions where id = ${versionId(FL, 1)}`)).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(READERS, 1) }),
      );
    });

    it('is added by document writers in their own organization, in its own folder only', async () => {
      const add = "insert into public.pitch_deck_versions (organization_id, object_path, title) values ($1::uuid, $1::text || '/deck-new.pdf', 'Series A deck')";
      expect(await writeOutcomes(db(), add, [FL])).toEqual(expectOutcomes('denied', WRITERS));
      expect(await writeOutcomes(db(), add, [NILE])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
      const elsewhere = asStartup((tx) => tx.query(`insert into public.pitch_deck_versions (organization_id, object_path, title) values ('${FL}', '${NILE}/deck.pdf', 'Borrowed')`));
      expect((await rejectionOf(elsewhere)).code).toBe('23514');
      const climbing = asStartup((tx) => tx.query(`insert into public.pitch_deck_versions (organization_id, object_path, title) values ('${FL}', '${FL}/../${NILE}/deck.pdf', 'Borrowed')`));
      expect((await rejectionOf(climbing)).code).toBe('23514');
      // The current mark is set by set_current_pitch_deck only.
      expect(await writeOutcomes(db(), `insert into public.pitch_deck_versions (organization_id, object_path, title, is_current) values ('${FL}', '${FL}/x.pdf', 'x', true)`)).toEqual(expectOutcomes('denied'));
    });

    it('is marked current by document writers, which unmarks the other version in one step', async () => {
      const mark = `select public.set_current_pitch_deck(${versionId(FL, 1)})`;
      expect(await readOutcomes(db(), called(`public.set_current_pitch_deck(${versionId(FL, 1)})`))).toEqual(expectOutcomes('denied', WRITERS));
      expect(await readOutcomes(db(), called(`public.set_current_pitch_deck(${versionId(NILE, 1)})`))).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
      const current = await asStartup(async (tx) => {
        await tx.query(mark);
        return (await tx.query<{ object_path: string }>('select object_path from public.pitch_deck_versions where organization_id = $1 and is_current', [FL])).rows;
      });
      expect(current).toEqual([{ object_path: `${FL}/pitch-deck-v1.pdf` }]);
      expect(await writeOutcomes(db(), `update public.pitch_deck_versions set is_current = true where id = ${versionId(FL, 1)}`)).toEqual(expectOutcomes('denied'));
    });

    it('is removed by document deleters only', async () => {
      expect(await writeOutcomes(db(), `delete from public.pitch_deck_versions where id = ${versionId(FL, 1)}`)).toEqual(expectOutcomes(0, { anon: 'denied', ...DELETERS }));
      expect(await writeOutcomes(db(), `delete from public.pitch_deck_versions where id = ${versionId(NILE, 1)}`)).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
    });
  }, PERSONA_SWEEP_TIMEOUT);

  describe('public.pitch_deck_shares', () => {
    const share = 'insert into public.pitch_deck_shares (organization_id, grantee_organization_id) values ($1, $2)';

    it('is read by the startup’s document readers and the grantee’s members', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.pitch_deck_shares')).toEqual(expectOutcomes(0, { anon: 'denied', ...every(READERS, 1), investor: 1 }));
    });

    it('is added by document sharers, with an accelerator or an investor only', async () => {
      expect(await writeOutcomes(db(), share, [FL, ORG.launchpad])).toEqual(expectOutcomes('denied', SHARERS));
      for (const refused of [ORG.digitalEconomy, ORG.gulfTech, ORG.mentorCircle, NILE]) {
        expect(await writeOutcomes(db(), share, [FL, refused])).toEqual(expectOutcomes('denied'));
      }
      expect(await writeOutcomes(db(), share, [NILE, ORG.oasisVentures])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
    });

    it('is removed (unshared) by document sharers only', async () => {
      expect(await writeOutcomes(db(), 'delete from public.pitch_deck_shares where organization_id = $1', [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...SHARERS }));
    });

    it('stops the grantee’s reads when it is removed', async () => {
      const unshared = `delete from public.pitch_deck_shares where organization_id = '${FL}'`;
      expect(await readOutcomes(db(), 'select count(*) from public.pitch_deck_versions where organization_id = $1', [FL], { setup: unshared })).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(READERS, 2) }),
      );
    });
  }, PERSONA_SWEEP_TIMEOUT);

  describe('public.pitch_deck_links', () => {
    const create = `insert into public.pitch_deck_links (organization_id, version_id, label, expires_at) values ('${FL}', ${versionId(FL, 2)}, 'Dubai angels', now() + interval '7 days')`;

    it('is read, made, renewed and revoked by document sharers only', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.pitch_deck_links')).toEqual(expectOutcomes(0, { anon: 'denied', ...every(SHARER_NAMES, 2) }));
      expect(await writeOutcomes(db(), create)).toEqual(expectOutcomes('denied', SHARERS));
      expect(await writeOutcomes(db(), `update public.pitch_deck_links set expires_at = now() + interval '30 days' where id = '${LIVE_LINK}'`)).toEqual(expectOutcomes(0, { anon: 'denied', ...SHARERS }));
      expect(await writeOutcomes(db(), `update public.pitch_deck_links set revoked_at = now() where id = '${LIVE_LINK}'`)).toEqual(expectOutcomes(0, { anon: 'denied', ...SHARERS }));
      expect(await writeOutcomes(db(), `delete from public.pitch_deck_links where id = '${LIVE_LINK}'`)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), `update public.pitch_deck_links set token = 'x' where id = '${LIVE_LINK}'`)).toEqual(expectOutcomes('denied'));
    });

    it.each([
      ['an expiry over 90 days ahead', `insert into public.pitch_deck_links (organization_id, version_id, label, expires_at) values ('${FL}', ${versionId(FL, 2)}, 'Far', now() + interval '91 days')`],
      ['an expiry in the past', `insert into public.pitch_deck_links (organization_id, version_id, label, expires_at) values ('${FL}', ${versionId(FL, 2)}, 'Past', now() - interval '1 minute')`],
      ['another organization’s version', `insert into public.pitch_deck_links (organization_id, version_id, label, expires_at) values ('${FL}', ${versionId(NILE, 2)}, 'Borrowed', now() + interval '1 day')`],
      ['an address that is not its deck’s signed address', `insert into public.pitch_deck_links (organization_id, version_id, label, expires_at, signed_url) values ('${FL}', ${versionId(FL, 2)}, 'Phish', now() + interval '1 day', 'https://example.com/storage/v1/object/sign/pitch-decks/${NILE}/pitch-deck-v2.pdf?token=x')`],
      ['a renewal of a revoked link', `update public.pitch_deck_links set expires_at = now() + interval '1 day' where id = '${LIVE_LINK}'`, `update public.pitch_deck_links set revoked_at = now() where id = '${LIVE_LINK}'`],
      ['taking back a revocation', `update public.pitch_deck_links set revoked_at = null where id = '${LIVE_LINK}'`, `update public.pitch_deck_links set revoked_at = now() where id = '${LIVE_LINK}'`],
    ])('refuses %s', async (_case, sql, setup?: string) => {
      expect((await rejectionOf(asStartup((tx) => tx.query(sql), setup))).code).toBe('23514');
    });

    it('takes a signed address of the link’s own deck', async () => {
      const address = `http://127.0.0.1:54321/storage/v1/object/sign/pitch-decks/${FL}/pitch-deck-v2.pdf?token=abc`;
      const stored = await asStartup(async (tx) => (await tx.query<{ signed_url: string }>(`update public.pitch_deck_links set signed_url = $1 where id = '${LIVE_LINK}' returning signed_url`, [address])).rows);
      expect(stored).toEqual([{ signed_url: address }]);
    });
  }, PERSONA_SWEEP_TIMEOUT);

  describe('open_pitch_deck_link', () => {
    const open = (token: string) => `select count(*) from public.open_pitch_deck_link('${token}')`;

    it('answers a live link to anyone, signed in or not, and logs a view', async () => {
      expect(await readOutcomes(db(), open(LIVE_TOKEN))).toEqual(expectOutcomes(1));
      const answer = await asUser(db(), null, async (tx) => (await tx.query('select title, company_name, signed_url from public.open_pitch_deck_link($1)', [LIVE_TOKEN])).rows);
      // The seed stores no signed address: the link page asks for the link to be renewed.
      expect(answer).toEqual([{ title: 'Seed deck, updated', company_name: 'Fikr Labs', signed_url: null }]);
      const logged = await asUser(db(), null, async (tx) => {
        await tx.query('select * from public.open_pitch_deck_link($1)', [LIVE_TOKEN]);
        // Read back as the owner of the same transaction: anonymous visitors read no log.
        await tx.query("select set_config('role', 'postgres', true)");
        return (await tx.query<{ viewer_user_id: string | null; link_id: string }>('select viewer_user_id, link_id from public.pitch_deck_views order by viewed_at desc limit 1')).rows;
      });
      expect(logged).toEqual([{ viewer_user_id: null, link_id: LIVE_LINK }]);
    });

    it('answers nothing for an expired, revoked or unknown link', async () => {
      expect(await readOutcomes(db(), open(EXPIRED_TOKEN))).toEqual(expectOutcomes(0));
      expect(await readOutcomes(db(), open(LIVE_TOKEN), [], { setup: `update public.pitch_deck_links set revoked_at = now() where id = '${LIVE_LINK}'` })).toEqual(expectOutcomes(0));
      expect(await readOutcomes(db(), open('0'.repeat(64)))).toEqual(expectOutcomes(0));
      expect(await readOutcomes(db(), open(''))).toEqual(expectOutcomes(0));
    });
  }, PERSONA_SWEEP_TIMEOUT);

  describe('public.pitch_deck_views', () => {
    it('is read by the startup’s document readers only, and written by nobody directly', async () => {
      const seeded = await asService(db(), async (tx) => Number((await tx.query<{ count: string }>('select count(*) from public.pitch_deck_views where organization_id = $1', [FL])).rows[0]?.count));
      expect(seeded).toBeGreaterThanOrEqual(4);
      expect(await readOutcomes(db(), 'select count(*) from public.pitch_deck_views')).toEqual(expectOutcomes(0, { anon: 'denied', ...every(READERS, seeded) }));
      expect(await readOutcomes(db(), 'select count(*) from public.pitch_deck_view_log($1)', [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(READERS, seeded) }));
      expect(await writeOutcomes(db(), `insert into public.pitch_deck_views (organization_id, version_id) values ('${FL}', ${versionId(FL, 2)})`)).toEqual(expectOutcomes('denied'));
    });

    it('is written by record_pitch_deck_view for a member, or a grantee opening the current version only', async () => {
      expect(await readOutcomes(db(), called(`public.record_pitch_deck_view(${versionId(FL, 2)})`))).toEqual(expectOutcomes('denied', { ...every(READERS, 1), investor: 1 }));
      expect(await readOutcomes(db(), called(`public.record_pitch_deck_view(${versionId(FL, 1)})`))).toEqual(expectOutcomes('denied', every(READERS, 1)));
      const logged = await asUser(db(), claimsOf('investor'), async (tx) => {
        await tx.query(`select public.record_pitch_deck_view(${versionId(FL, 2)})`);
        await tx.query("select set_config('role', 'postgres', true)");
        return (await tx.query('select viewer_user_id, viewer_organization_id, link_id from public.pitch_deck_views order by viewed_at desc limit 1')).rows;
      });
      expect(logged).toEqual([{ viewer_user_id: ACCOUNTS.investor.id, viewer_organization_id: ORG.oasisVentures, link_id: null }]);
    });
  }, PERSONA_SWEEP_TIMEOUT);

  describe('the shared deck’s object in storage.objects', () => {
    const objectCount = (name: string) => `select count(*) from storage.objects where bucket_id = 'pitch-decks' and name = '${name}'`;

    it('is read by the grantee for the current version only; another organization’s deck by nobody else', async () => {
      expect(await readOutcomes(db(), objectCount(`${FL}/pitch-deck-v2.pdf`), [], { setup: deckObjects })).toEqual(expectOutcomes(0, { ...every(READERS, 1), investor: 1 }));
      expect(await readOutcomes(db(), objectCount(`${FL}/pitch-deck-v1.pdf`), [], { setup: deckObjects })).toEqual(expectOutcomes(0, every(READERS, 1)));
      expect(await readOutcomes(db(), objectCount(`${NILE}/pitch-deck-v2.pdf`), [], { setup: deckObjects })).toEqual(expectOutcomes(0, { otherStartup: 1 }));
    });

    it('follows the current mark, and the share', async () => {
      expect(await readOutcomes(db(), objectCount(`${FL}/pitch-deck-v1.pdf`), [], {
        setup: deckObjectsThen(
          `, unmarked as (update public.pitch_deck_versions set is_current = false where id = ${versionId(FL, 2)} returning 1)
           update public.pitch_deck_versions set is_current = true where id = ${versionId(FL, 1)} and exists (select 1 from unmarked)`,
        ),
      })).toEqual(
        expectOutcomes(0, { ...every(READERS, 1), investor: 1 }),
      );
      expect(await readOutcomes(db(), objectCount(`${FL}/pitch-deck-v2.pdf`), [], { setup: deckObjectsThen(`delete from public.pitch_deck_shares where organization_id = '${FL}'`) })).toEqual(
        expectOutcomes(0, every(READERS, 1)),
      );
    });
  }, PERSONA_SWEEP_TIMEOUT);

  describe('the functions that name organizations', () => {
    it('offers accelerators and investors not yet shared with, to document sharers only', async () => {
      const eligible = await asService(db(), async (tx) =>
        Number((await tx.query<{ count: string }>("select count(*) from public.organizations o join public.organization_types t on t.id = o.organization_type_id where t.name in ('accelerator', 'venture_capital') and o.id <> $1", [ORG.oasisVentures])).rows[0]?.count),
      );
      expect(eligible).toBeGreaterThanOrEqual(1);
      expect(await readOutcomes(db(), 'select count(*) from public.pitch_deck_grantee_candidates($1)', [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(SHARER_NAMES, eligible) }));
      const types = await asStartup(async (tx) => (await tx.query<{ organization_type: string }>('select distinct organization_type from public.pitch_deck_grantee_candidates($1) order by 1', [FL])).rows);
      expect(types.map((row) => row.organization_type).every((type) => ['accelerator', 'venture_capital'].includes(type))).toBe(true);
    });

    it('names the grantees to the startup’s readers, and the shared decks to the grantee', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.pitch_deck_grantees($1)', [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(READERS, 1) }));
      expect(await readOutcomes(db(), 'select count(*) from public.shared_pitch_decks()')).toEqual(expectOutcomes(0, { anon: 'denied', investor: 1 }));
    });
  }, PERSONA_SWEEP_TIMEOUT);
}, PERSONA_SWEEP_TIMEOUT);
