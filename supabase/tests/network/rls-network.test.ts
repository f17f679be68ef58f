import { describe, expect, it } from 'vitest';
import { asOwner, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { FIKR_LABS_MEMBERS, ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// A startup's network (the network context). In the seed Fikr Labs has thirteen relationships,
// five of them with platform organizations (Launchpad, Oasis Ventures, Gulf Tech University, the
// Digital Economy Authority, Mentor Circle), and nineteen contacts; Nile Robotics has seven and
// eight. Every member of a startup reads its network; the members whose matrix role may update
// the organization (owner, admin, user: owner, admin, user and startup here) write it; nobody else
// reads or writes any of it, the platform's operators included unless they are such members.

const FL = ORG.fikrLabs;
const LAUNCHPAD_TIE = '00000000-0000-4000-e000-000000000101';
const NILE_TIE = '00000000-0000-4000-e000-000000000202';

/** Fikr Labs' members who may update the organization, each touching one row. */
const WRITERS = { owner: 1, admin: 1, user: 1, startup: 1 } as const;

const countOf = (table: string) => `select count(*) from public.${table} where organization_id = $1`;

describe.each(targets)('the network on $name', (target) => {
  const db = useDatabase(target);

  describe('reading', () => {
    it('every member of the startup reads its relationships and contacts; no other organization, nor anonymous visitors', async () => {
      expect(await readOutcomes(db(), countOf('network_relationships'), [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 13) }));
      expect(await readOutcomes(db(), countOf('network_contacts'), [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 19) }));
    });

    it('each reads its own network only: the operators see no other startup’s', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.network_relationships')).toEqual(
        expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 13), otherStartup: 7 }),
      );
    });

    it('names the platform organizations of the network to its members only', async () => {
      expect(await readOutcomes(db(), 'select count(*) from public.network_counterparts($1)', [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(FIKR_LABS_MEMBERS, 5) }));
      const names = await asUser(db(), claimsOf('viewer'), async (tx) => (await tx.query<{ name: string }>('select name from public.network_counterparts($1)', [FL])).rows.map((row) => row.name));
      expect(names).toEqual(['Digital Economy Authority', 'Gulf Tech University', 'Launchpad Accelerator', 'Mentor Circle', 'Oasis Ventures']);
    });

    it('offers the members who keep the network the platform’s organizations that are not startups, by name', async () => {
      expect(await readOutcomes(db(), "select count(*) from public.network_counterpart_candidates($1, 'oasis')", [FL])).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
      const types = await asUser(db(), claimsOf('startup'), async (tx) => (await tx.query<{ organization_type: string }>('select distinct organization_type from public.network_counterpart_candidates($1, null, 50)', [FL])).rows);
      expect(types.map((row) => row.organization_type).sort()).toEqual(['accelerator', 'government', 'mentor', 'university', 'venture_capital']);
    });
  });

  describe('writing', () => {
    const addRelationship = "insert into public.network_relationships (organization_id, related_name, kind, status) values ($1, 'Qatar Development Bank', 'grant', 'prospect')";
    const addContact = "insert into public.network_contacts (relationship_id, full_name, email) values ($1, 'Huda Al-Marri', 'huda@qdb.example')";

    it('members who may update the organization add, change and remove relationships; another organization none of Fikr Labs’', async () => {
      expect(await writeOutcomes(db(), addRelationship, [FL])).toEqual(expectOutcomes('denied', WRITERS));
      expect(await writeOutcomes(db(), "update public.network_relationships set status = 'past' where id = $1", [LAUNCHPAD_TIE])).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
      expect(await writeOutcomes(db(), 'delete from public.network_relationships where id = $1', [LAUNCHPAD_TIE])).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
      // Nile Robotics' network is its own owner's, whatever Fikr Labs' members may do at home.
      expect(await writeOutcomes(db(), "update public.network_relationships set notes = 'Taken over' where id = $1", [NILE_TIE])).toEqual(expectOutcomes(0, { anon: 'denied', otherStartup: 1 }));
    });

    it('the same members add, change and remove contacts', async () => {
      expect(await writeOutcomes(db(), addContact, [LAUNCHPAD_TIE])).toEqual(expectOutcomes('denied', WRITERS));
      const change = "update public.network_contacts set title = 'Managing Director' where relationship_id = $1 and full_name = 'Rania Khalil'";
      expect(await writeOutcomes(db(), change, [LAUNCHPAD_TIE])).toEqual(expectOutcomes(0, { anon: 'denied', ...WRITERS }));
      expect(await writeOutcomes(db(), 'delete from public.network_contacts where relationship_id = $1', [LAUNCHPAD_TIE])).toEqual(expectOutcomes(0, { anon: 'denied', ...every(Object.keys(WRITERS) as Array<keyof typeof WRITERS>, 2) }));
    });

    it('places a contact in its relationship’s organization: none is written into another tenant, nor named by the caller', async () => {
      expect(await writeOutcomes(db(), addContact, [NILE_TIE])).toEqual(expectOutcomes('denied', { otherStartup: 1 }));
      const misplaced = "insert into public.network_contacts (relationship_id, organization_id, full_name) values ($1, $2, 'Misplaced')";
      expect(await writeOutcomes(db(), misplaced, [LAUNCHPAD_TIE, ORG.nileRobotics])).toEqual(expectOutcomes('denied'));
      const placed = await asUser(db(), claimsOf('startup'), async (tx) => (await tx.query<{ organization_id: string }>(`${addContact} returning organization_id`, [LAUNCHPAD_TIE])).rows[0]?.organization_id);
      expect(placed).toBe(FL);
    });

    it('a relationship stays with its organization, a contact with its relationship', async () => {
      expect(await writeOutcomes(db(), 'update public.network_relationships set organization_id = $2 where id = $1', [LAUNCHPAD_TIE, ORG.nileRobotics])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'update public.network_contacts set relationship_id = $2 where relationship_id = $1', [LAUNCHPAD_TIE, NILE_TIE])).toEqual(expectOutcomes('denied'));
    });

    it('a new primary contact takes the mark from the one before', async () => {
      const primaries = await asUser(db(), claimsOf('startup'), async (tx) => {
        await tx.query("insert into public.network_contacts (relationship_id, full_name, is_primary) values ($1, 'Huda Al-Marri', true)", [LAUNCHPAD_TIE]);
        return (await tx.query<{ full_name: string }>('select full_name from public.network_contacts where relationship_id = $1 and is_primary', [LAUNCHPAD_TIE])).rows;
      });
      expect(primaries).toEqual([{ full_name: 'Huda Al-Marri' }]);
    });

    const asStartup = (sql: string, params: unknown[] = []) => rejectionOf(asUser(db(), claimsOf('startup'), (tx: Queryable) => tx.query(sql, params)));

    it('names another startup only in words: its id would tell a name the member may not read', async () => {
      const refusal = await asStartup("insert into public.network_relationships (organization_id, related_organization_id, kind) values ($1, $2, 'customer')", [FL, ORG.nileRobotics]);
      expect(refusal.code).toBe('23514');
    });

    it.each([
      ['both a platform organization and a name', `related_organization_id = '${ORG.launchpad}', related_name = 'Launchpad'`],
      ['neither', 'related_organization_id = null, related_name = null'],
      ['the organization itself', `related_organization_id = '${FL}', related_name = null`],
      ['a blank name', "related_organization_id = null, related_name = '  '"],
      ['a start in the future', 'since_on = current_date + 1'],
      ['notes over 2,000 characters', "notes = repeat('x', 2001)"],
    ])('refuses a relationship with %s', async (_case, assignment) => {
      const refusal = await rejectionOf(asOwner(db(), (tx) => tx.query(`update public.network_relationships set ${assignment} where id = $1`, [LAUNCHPAD_TIE])));
      expect(refusal.code).toBe('23514');
    });

    it.each([
      ['an e-mail address without a domain', "email = 'rania@launchpad'"],
      ['a phone number with letters', "phone = '+20 2 CALL-NOW'"],
      ['a phone number of three digits', "phone = '(12) 3'"],
      ['a LinkedIn address on another site', "linkedin_url = 'https://linkedin.example/in/rania'"],
      ['a LinkedIn address over plain http', "linkedin_url = 'http://www.linkedin.com/in/rania'"],
      ['a blank name', "full_name = ' '"],
    ])('refuses a contact with %s', async (_case, assignment) => {
      const refusal = await rejectionOf(asOwner(db(), (tx) => tx.query(`update public.network_contacts set ${assignment} where relationship_id = $1`, [LAUNCHPAD_TIE])));
      expect(refusal.code).toBe('23514');
    });

    it('takes the phone numbers people write, and refuses a kind the enum does not list', async () => {
      const phones = await asOwner(db(), async (tx) => {
        await tx.query("update public.network_contacts set phone = '+971 (4) 316-0316' where relationship_id = $1", [LAUNCHPAD_TIE]);
        return (await tx.query<{ phone: string }>('select distinct phone from public.network_contacts where relationship_id = $1', [LAUNCHPAD_TIE])).rows;
      });
      expect(phones).toEqual([{ phone: '+971 (4) 316-0316' }]);
      expect((await asStartup("update public.network_relationships set kind = 'friend' where id = $1", [LAUNCHPAD_TIE])).code).toBe('22P02');
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
