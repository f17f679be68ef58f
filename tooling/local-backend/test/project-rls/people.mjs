/**
 * Row level security of the team's profiles, as supabase-js sees it through the local backend:
 * the reads and writes ../project-rls.test.mjs runs as every persona. Mirrors
 * supabase/tests/people/. In the seed Fikr Labs' nine members and Nile Robotics' one have a
 * profile; every member reads their startup's team, keeps their own title, LinkedIn page and
 * bio, and the members whose role may update the organization keep everyone's.
 */

const FIKR_LABS_MEMBERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'];
const FIKR_LABS_WRITERS = { owner: 1, admin: 1, user: 1, startup: 1 };
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

/** Each persona's own title in Fikr Labs, read by the service role before any persona writes. */
export async function fixtures({ ref, service, must, ORG }) {
  ref.teamTitle = Object.fromEntries((await must(service().from('team_member_profiles').select('user_id, title').eq('organization_id', ORG.fikrLabs))).map((row) => [row.user_id, row.title]));
}

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [['team_member_profiles', 'each startup’s members read its team, nobody else', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 9), otherStartup: 1 })]];
}

export function writes(kit) {
  const { expectOutcomes, ORG, ACCOUNT_IDS, ref, selfId } = kit;
  // Unchanged values still pass through the policies and the trigger, so these need no clean-up.
  return [
    [
      'team_member_profiles',
      'each member changes their own title (to what it was)',
      (db, persona) => db.from('team_member_profiles').update({ title: ref.teamTitle[selfId(persona)] ?? null }).eq('organization_id', ORG.fikrLabs).eq('user_id', selfId(persona)).select('user_id'),
      expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 1) }),
    ],
    [
      'team_member_profiles',
      'only the members who may update the organization change someone else’s',
      (db) => db.from('team_member_profiles').update({ title: ref.teamTitle[ACCOUNT_IDS.startup] }).eq('organization_id', ORG.fikrLabs).eq('user_id', ACCOUNT_IDS.startup).select('user_id'),
      expectOutcomes(0, { anon: 'denied', ...FIKR_LABS_WRITERS }),
    ],
  ];
}
