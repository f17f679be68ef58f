import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase, type Queryable } from '../support/database';
import { ORG, OTHER_TENANT_OWNERS, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, every, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Startup profiles (the companies context). In the seed every startup has one: Fikr Labs' is
// listed, Nile Robotics' is not, and about seven in ten of the demo ecosystem's are. Members read
// their organization's; every signed-in user reads the listed ones; the operators read all;
// anonymous visitors read none. Members whose matrix role may update the organization (owner,
// admin, user) write it, as do the operators; nobody deletes one.

const PROFILE = 'select count(*) from public.startup_profiles where organization_id = $1';
const listed = (organization: string, isListed: boolean) => `update public.startup_profiles set is_listed = ${isListed} where organization_id = '${organization}'`;

/** The members of Fikr Labs who may write its profile: the operators and the matrix roles with organizations update. */
const FIKR_LABS_WRITERS = { owner: 1, manager: 1, admin: 1, user: 1, startup: 1 } as const;

describe.each(targets)('startup profiles on $name', (target) => {
  const db = useDatabase(target);
  const total = (where = 'true') =>
    asService(db(), async (tx) => Number((await tx.query<{ count: string }>(`select count(*) from public.startup_profiles where ${where}`)).rows[0]?.count));

  describe('reading', () => {
    it('signed-in users read the listed profiles and their own organization’s; the operators read all; anonymous visitors none', async () => {
      const [all, listedOnes] = [await total(), await total('is_listed')];
      expect(listedOnes).toBeGreaterThan(1);
      expect(all).toBeGreaterThan(listedOnes);
      expect(await readOutcomes(db(), 'select count(*) from public.startup_profiles')).toEqual(
        // Fikr Labs' own profile is listed, so its members see no more than anyone; Nile Robotics' is not.
        expectOutcomes(listedOnes, { anon: 'denied', owner: all, manager: all, otherStartup: listedOnes + 1 }),
      );
    });

    it('everyone signed in reads Fikr Labs’ listed profile', async () => {
      expect(await readOutcomes(db(), PROFILE, [ORG.fikrLabs])).toEqual(expectOutcomes(1, { anon: 'denied' }));
    });

    it('Nile Robotics’ unlisted profile is read by its members and the operators only', async () => {
      expect(await readOutcomes(db(), PROFILE, [ORG.nileRobotics])).toEqual(expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, otherStartup: 1 }));
    });

    it('unlisting takes a profile out of other tenants’ sight; listing brings it in', async () => {
      expect(await readOutcomes(db(), PROFILE, [ORG.fikrLabs], { setup: listed(ORG.fikrLabs, false) })).toEqual(
        expectOutcomes(1, { anon: 'denied', ...every(OTHER_TENANT_OWNERS, 0) }),
      );
      expect(await readOutcomes(db(), PROFILE, [ORG.nileRobotics], { setup: listed(ORG.nileRobotics, true) })).toEqual(expectOutcomes(1, { anon: 'denied' }));
    });
  });

  describe('writing', () => {
    const removeProfile = (organization: string) => `delete from public.startup_profiles where organization_id = '${organization}'`;
    const add = "insert into public.startup_profiles (organization_id, display_name) values ($1, 'New profile')";

    it('members whose role may update the organization, and the operators, change its profile', async () => {
      const change = "update public.startup_profiles set tagline = 'A sharper tagline' where organization_id = $1";
      expect(await writeOutcomes(db(), change, [ORG.fikrLabs])).toEqual(expectOutcomes(0, { anon: 'denied', ...FIKR_LABS_WRITERS }));
      // Another tenant is changed by its own owner, never by Fikr Labs' members, whatever they may do at home.
      expect(await writeOutcomes(db(), change, [ORG.nileRobotics])).toEqual(expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, otherStartup: 1 }));
    });

    it('the same members add the profile their organization lacks, and no one adds another tenant’s', async () => {
      expect(await writeOutcomes(db(), add, [ORG.fikrLabs], { setup: removeProfile(ORG.fikrLabs) })).toEqual(expectOutcomes('denied', FIKR_LABS_WRITERS));
      expect(await writeOutcomes(db(), add, [ORG.nileRobotics], { setup: removeProfile(ORG.nileRobotics) })).toEqual(
        expectOutcomes('denied', { owner: 1, manager: 1, otherStartup: 1 }),
      );
    });

    it('saves by upsert: the insert half is checked first, so a member without the right is refused even when the row exists', async () => {
      const upsert = `insert into public.startup_profiles (organization_id, display_name, tagline) values ($1, 'Fikr Labs', 'Saved again')
        on conflict (organization_id) do update set display_name = excluded.display_name, tagline = excluded.tagline`;
      expect(await writeOutcomes(db(), upsert, [ORG.fikrLabs])).toEqual(expectOutcomes('denied', FIKR_LABS_WRITERS));
    });

    it('nobody deletes a profile through the API, and nobody writes the timestamps', async () => {
      expect(await writeOutcomes(db(), 'delete from public.startup_profiles where organization_id = $1', [ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'update public.startup_profiles set created_at = now() where organization_id = $1', [ORG.fikrLabs])).toEqual(expectOutcomes('denied'));
    });

    it('only a startup has a profile, whoever asks', async () => {
      const forOasis = (tx: Queryable) => tx.query(add, [ORG.oasisVentures]);
      // Oasis Ventures' owner may update their organization, an operator any: neither makes an investor a startup.
      expect((await rejectionOf(asUser(db(), claimsOf('investor'), forOasis))).code).toBe('23514');
      expect((await rejectionOf(asUser(db(), claimsOf('owner'), forOasis))).code).toBe('23514');
      expect((await rejectionOf(asOwner(db(), forOasis))).code).toBe('23514');
    });

    it('a profile stays with its organization, even for an operator who may write both', async () => {
      const move = (tx: Queryable) =>
        tx.query('update public.startup_profiles set organization_id = $2 where organization_id = $1', [ORG.fikrLabs, ORG.nileRobotics]);
      expect((await rejectionOf(asUser(db(), claimsOf('owner'), move, { setup: removeProfile(ORG.nileRobotics) }))).code).toBe('23514');
    });

    it.each([
      ['a tagline over 140 characters', "tagline = repeat('x', 141)"],
      ['a blank tagline', "tagline = '   '"],
      ['a description over 4,000 characters', "description = repeat('x', 4001)"],
      ['a blank display name', "display_name = ''"],
      ['a country code that is not assigned', "country_code = 'UK'"],
      ['a founding date in the future', "founded_on = current_date + 1"],
      ['a website that is not on the web', "website = 'javascript:alert(1)'"],
      ['a website without a host', "website = 'https://localhost'"],
      ['a LinkedIn address over plain http', "linkedin_url = 'http://www.linkedin.com/company/fikr-labs'"],
      ['a LinkedIn address on another site', "linkedin_url = 'https://linkedin.example/company/fikr-labs'"],
      ['an X address on another site', "x_url = 'https://x.example/fikrlabs'"],
      ['a negative team size', 'team_size = -1'],
      ['a team of over 100,000', 'team_size = 100001'],
      ['a listed card without a tagline', 'tagline = null'],
    ])('refuses %s', async (_case, assignment) => {
      const refusal = await rejectionOf(asOwner(db(), (tx) => tx.query(`update public.startup_profiles set ${assignment} where organization_id = $1`, [ORG.fikrLabs])));
      expect(refusal.code).toBe('23514');
    });

    it('takes the https addresses of LinkedIn and X, and any web address as a website', async () => {
      const saved = await asOwner(db(), async (tx) => {
        await tx.query(
          "update public.startup_profiles set website = 'http://fikrlabs.example/about?lang=ar', linkedin_url = 'https://www.linkedin.com/company/fikr-labs', x_url = 'https://x.com/fikrlabs' where organization_id = $1",
          [ORG.fikrLabs],
        );
        return (await tx.query<{ x_url: string }>('select x_url from public.startup_profiles where organization_id = $1', [ORG.fikrLabs])).rows[0]?.x_url;
      });
      expect(saved).toBe('https://x.com/fikrlabs');
    });

    it('refuses a stage the startup_stage enum does not list', async () => {
      const refusal = await rejectionOf(asOwner(db(), (tx) => tx.query("update public.startup_profiles set stage = 'series_z' where organization_id = $1", [ORG.fikrLabs])));
      expect(refusal.code).toBe('22P02');
    });
  });
}, PERSONA_SWEEP_TIMEOUT);
