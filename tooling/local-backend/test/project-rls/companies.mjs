/**
 * Row level security of startup profiles and of a startup's plan (milestones, achievements), as
 * supabase-js sees it through the local backend: the reads and writes ../project-rls.test.mjs runs
 * as every persona. Ids, expectations and the service-role helpers come in `kit` (see there).
 * Mirrors supabase/tests/companies/.
 */

/** The members of Fikr Labs who may write its profile: the operators and the matrix roles with organizations update. */
const FIKR_LABS_WRITERS = { owner: 1, manager: 1, admin: 1, user: 1, startup: 1 };

/** Fikr Labs' members, who all read its plan; those whose matrix role writes objectives write it. */
const FIKR_LABS_MEMBERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'];
const PLAN_WRITERS = { owner: 1, admin: 1, user: 1, startup: 1 };
const PROBE_TITLE = 'Probe of the plan';

/** Counts, the current tagline and a milestone of Fikr Labs, read by the service role before any persona reads or writes. */
export async function fixtures({ ref, service, must, ORG }) {
  const count = async (filter, table = 'startup_profiles') => {
    const { count: found, error } = await filter(service().from(table).select('*', { count: 'exact', head: true }));
    if (error) throw new Error(JSON.stringify(error));
    return found;
  };
  ref.total.startup_profiles = await count((q) => q);
  ref.total.listed_startup_profiles = await count((q) => q.eq('is_listed', true));
  ref.fikrLabsProfile = await must(service().from('startup_profiles').select('display_name, tagline').eq('organization_id', ORG.fikrLabs).single());
  for (const table of ['milestones', 'achievements']) {
    ref.total[`fikr_labs_${table}`] = await count((q) => q.eq('organization_id', ORG.fikrLabs), table);
    ref.total[`nile_robotics_${table}`] = await count((q) => q.eq('organization_id', ORG.nileRobotics), table);
  }
  ref.fikrLabsMilestone = await must(service().from('milestones').select('id, title').eq('organization_id', ORG.fikrLabs).limit(1).single());
}

export function reads(kit) {
  const { expectOutcomes, ORG, ref } = kit;
  return [
    [
      'startup_profiles',
      'signed-in users read the listed ones and their own; operators all (Nile Robotics’ is unlisted)',
      () => {
        const [all, listed] = [ref.total.startup_profiles, ref.total.listed_startup_profiles];
        return expectOutcomes(listed, { anon: 'denied', owner: all, manager: all, otherStartup: listed + 1 });
      },
    ],
    ['startup_profiles', 'Fikr Labs’ listed profile is read by everyone signed in', expectOutcomes(1, { anon: 'denied' }), (q) => q.eq('organization_id', ORG.fikrLabs)],
    ['startup_profiles', 'Nile Robotics’ unlisted profile by its members and the operators', expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, otherStartup: 1 }), (q) => q.eq('organization_id', ORG.nileRobotics)],
    ...['milestones', 'achievements'].map((table) => [
      table,
      'each startup’s members read its plan, nobody else',
      () => expectOutcomes(0, { anon: 'denied', ...Object.fromEntries(FIKR_LABS_MEMBERS.map((persona) => [persona, ref.total[`fikr_labs_${table}`]])), otherStartup: ref.total[`nile_robotics_${table}`] }),
    ]),
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, ref, must, service } = kit;
  // Unchanged values still pass through the policies, so these writes need no clean-up.
  return [
    [
      'startup_profiles',
      'members whose role may update the organization, and the operators, change it',
      (db) => db.from('startup_profiles').update({ tagline: ref.fikrLabsProfile.tagline }).eq('organization_id', ORG.fikrLabs).select('organization_id'),
      expectOutcomes(0, { anon: 'denied', ...FIKR_LABS_WRITERS }),
    ],
    [
      'startup_profiles',
      'the page saves by upsert, refused to members who may not update the organization',
      (db) =>
        db
          .from('startup_profiles')
          .upsert({ organization_id: ORG.fikrLabs, display_name: ref.fikrLabsProfile.display_name, tagline: ref.fikrLabsProfile.tagline }, { onConflict: 'organization_id' })
          .select('organization_id'),
      expectOutcomes('denied', FIKR_LABS_WRITERS),
    ],
    ['startup_profiles', 'nobody deletes one through the API', (db) => db.from('startup_profiles').delete().eq('organization_id', ORG.fikrLabs), expectOutcomes('denied')],
    [
      'milestones',
      'members who create objectives add milestones',
      (db) => db.from('milestones').insert({ organization_id: ORG.fikrLabs, title: PROBE_TITLE, category: 'product', target_on: '2030-01-15' }).select('id'),
      expectOutcomes('denied', PLAN_WRITERS),
      { cleanup: () => must(service().from('milestones').delete().eq('title', PROBE_TITLE)) },
    ],
    [
      'milestones',
      'members who update objectives change them; everyone else changes nothing',
      (db) => db.from('milestones').update({ title: ref.fikrLabsMilestone.title }).eq('id', ref.fikrLabsMilestone.id).select('id'),
      expectOutcomes(0, { anon: 'denied', ...PLAN_WRITERS }),
    ],
    [
      'achievements',
      'members who create objectives add achievements',
      (db) => db.from('achievements').insert({ organization_id: ORG.fikrLabs, kind: 'award', title: PROBE_TITLE, achieved_on: '2025-05-12' }).select('id'),
      expectOutcomes('denied', PLAN_WRITERS),
      { cleanup: () => must(service().from('achievements').delete().eq('title', PROBE_TITLE)) },
    ],
  ];
}
