/**
 * Row level security of an accelerator's programs, cohorts, applications and their review, as
 * supabase-js sees it through the local backend: the reads and writes ../project-rls.test.mjs
 * runs as every persona. Mirrors supabase/tests/programs/. In the seed Launchpad (none of these
 * personas) runs two published programs; Fikr Labs applied to the Growth Programme and sits in its
 * Cohort 7 (eight startups); Nile Robotics graduated from the Hardware & Climate Track (eight
 * startups) and drafts an application to the Growth Programme. The review of the call is
 * Launchpad's and its reviewers': no persona here reads or writes any of it.
 */

const FIKR_LABS_MEMBERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'];
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

const LAUNCHPAD = '00000000-0000-4000-b000-000000000003';
const GROWTH_PROGRAMME = '00000000-0000-4000-f000-000000000002';
const REVIEW_ROUND = '00000000-0000-4000-f000-000000020002';
const NILE_DRAFT = '00000000-0000-4000-f000-000000100002';
const REVIEW_TABLES = ['review_rounds', 'review_criteria', 'round_applications', 'review_assignments', 'reviewer_conflicts', 'reviews', 'review_scores'];

/** Nile Robotics' draft answers, read by the service role before any persona writes. */
export async function fixtures({ ref, service, must }) {
  ref.nileDraftAnswers = (await must(service().from('applications').select('answers').eq('id', NILE_DRAFT).single())).answers;
}

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['programs', 'every signed-in user reads the published programs', expectOutcomes(2, { anon: 'denied' })],
    ['cohorts', 'a cohort is read by its startups', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 1), otherStartup: 1 })],
    ['cohort_startups', 'a startup reads its own row and its cohort companions', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 8), otherStartup: 8 })],
    ['applications', 'a startup’s members read its applications, drafts included', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 1), otherStartup: 1 })],
    ...REVIEW_TABLES.map((table) => [table, 'the review is the accelerator’s and its reviewers’', expectOutcomes(0, { anon: 'denied' })]),
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, ref } = kit;
  const denied = expectOutcomes('denied');
  return [
    ['programs', 'only the accelerator’s members add its programs', (db) => db.from('programs').insert({ organization_id: LAUNCHPAD, name: 'Probe programme' }), denied],
    ['cohorts', 'only the accelerator’s writers add cohorts', (db) => db.from('cohorts').insert({ program_id: GROWTH_PROGRAMME, name: 'Probe cohort' }), denied],
    ['cohort_startups', 'no startup admits itself', (db) => db.from('cohort_startups').insert({ cohort_id: '00000000-0000-4000-f000-000000010003', organization_id: ORG.fikrLabs }), denied],
    [
      'applications',
      'a draft is edited by its startup’s applicants (to what it was)',
      (db) => db.from('applications').update({ answers: ref.nileDraftAnswers }).eq('id', NILE_DRAFT).select('id'),
      expectOutcomes(0, { anon: 'denied', otherStartup: 1 }),
    ],
    ['review_rounds', 'only the accelerator’s writers add rounds', (db) => db.from('review_rounds').insert({ program_id: GROWTH_PROGRAMME, kind: 'interview', name: 'Probe round', position: 9 }), denied],
    ['review_criteria', 'only the accelerator’s writers add criteria', (db) => db.from('review_criteria').insert({ round_id: REVIEW_ROUND, name: 'Probe', weight: 1, position: 9 }), denied],
    ['round_applications', 'only the accelerator’s writers put applications in rounds', (db) => db.from('round_applications').insert({ round_id: REVIEW_ROUND, application_id: '00000000-0000-4000-f000-000000101029' }), denied],
    ['review_assignments', 'only the accelerator’s writers assign reviewers', (db, persona) => db.from('review_assignments').insert({ round_id: REVIEW_ROUND, application_id: '00000000-0000-4000-f000-000000101000', reviewer_id: kit.selfId(persona) }), denied],
    ['reviewer_conflicts', 'a conflict is declared by an assigned reviewer or the accelerator', (db, persona) => db.from('reviewer_conflicts').insert({ application_id: '00000000-0000-4000-f000-000000101000', reviewer_id: kit.selfId(persona) }), denied],
    ['reviews', 'a review is written by its assigned reviewer', (db) => db.from('reviews').insert({ assignment_id: '00000000-0000-4000-f000-000000300101' }), denied],
    ['review_scores', 'a score is written by the review’s reviewer', (db) => db.from('review_scores').insert({ review_id: '00000000-0000-4000-f000-000000400101', criterion_id: '00000000-0000-4000-f000-000000030011', score: 5 }), denied],
  ];
}
