/**
 * Row level security of startup profiles, as supabase-js sees it through the local backend: the
 * reads and writes ../project-rls.test.mjs runs as every persona. Ids, expectations and the
 * service-role helpers come in `kit` (see there). Mirrors supabase/tests/companies/.
 */

/** The members of Fikr Labs who may write its profile: the operators and the matrix roles with organizations update. */
const FIKR_LABS_WRITERS = { owner: 1, manager: 1, admin: 1, user: 1, startup: 1 };

/** Counts and the current tagline, read by the service role before any persona reads or writes. */
export async function fixtures({ ref, service, must, ORG }) {
  const count = async (filter) => {
    const { count: found, error } = await filter(service().from('startup_profiles').select('*', { count: 'exact', head: true }));
    if (error) throw new Error(JSON.stringify(error));
    return found;
  };
  ref.total.startup_profiles = await count((q) => q);
  ref.total.listed_startup_profiles = await count((q) => q.eq('is_listed', true));
  ref.fikrLabsProfile = await must(service().from('startup_profiles').select('display_name, tagline').eq('organization_id', ORG.fikrLabs).single());
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
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, ref } = kit;
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
  ];
}
