/**
 * Row level security of Fikr Score (templates, assessments, answers, improvement plans), as
 * supabase-js sees it through the local backend: the reads and writes ../project-rls.test.mjs runs
 * as every persona. Mirrors supabase/tests/score/. In the seed two templates are published (10
 * sections, 36 questions); Fikr Labs received three scorecards from Launchpad and one readiness
 * check from Mentor Circle, with a plan of five items; Nile Robotics received nothing.
 */

const FIKR_LABS_MEMBERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'];
const FIKR_LABS_WRITERS = { owner: 1, admin: 1, user: 1, startup: 1 };
const LATEST_SCORECARD = '00000000-0000-4000-5c00-000003000000';
const PLAN_ITEM = '00000000-0000-4000-5c00-000003000004';
const DRAFT = '00000000-0000-4000-5c00-00000000d0a1';
const DRAFT_SECTION = '00000000-0000-4000-5c00-00000000d0a2';
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

/** Totals the operators read, and a draft template only they see. */
export async function fixtures({ ref, service, must, ORG }) {
  const count = async (table, filter = (q) => q) => {
    const { count: found, error } = await filter(service().from(table).select('*', { count: 'exact', head: true }));
    if (error) throw new Error(JSON.stringify(error));
    return found;
  };
  ref.total.assessments = await count('assessments');
  ref.total.fikr_labs_assessments = await count('assessments', (q) => q.eq('startup_organization_id', ORG.fikrLabs));
  ref.total.assessment_answers = await count('assessment_answers');
  const fikrLabs = (await must(service().from('assessments').select('id').eq('startup_organization_id', ORG.fikrLabs))).map((row) => row.id);
  ref.total.fikr_labs_answers = await count('assessment_answers', (q) => q.in('assessment_id', fikrLabs));
  await must(service().from('assessment_templates').insert({ id: DRAFT, name: 'Draft probe', kind: 'custom' }));
  await must(service().from('assessment_sections').insert({ id: DRAFT_SECTION, template_id: DRAFT, name: 'Probe section', weight: 1, ordinal: 1 }));
}

export function reads(kit) {
  const { expectOutcomes, ref } = kit;
  return [
    ['assessment_templates', 'the audience reads the published ones, the operators the draft too', expectOutcomes(2, { anon: 'denied', owner: 3, manager: 3 })],
    ['assessment_sections', 'and their sections', expectOutcomes(10, { anon: 'denied', owner: 11, manager: 11 })],
    ['assessment_questions', 'and their questions', expectOutcomes(36, { anon: 'denied' })],
    [
      'assessments',
      'a startup’s members read its assessments, the operators all of them',
      () => expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, ref.total.fikr_labs_assessments), owner: ref.total.assessments, manager: ref.total.assessments }),
    ],
    [
      'assessment_answers',
      'and their answers',
      () => expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, ref.total.fikr_labs_answers), owner: ref.total.assessment_answers, manager: ref.total.assessment_answers }),
    ],
    ['improvement_plan_items', 'and the plans that follow them', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 5) })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, OPERATORS, must, service } = kit;
  return [
    [
      'assessment_templates',
      'the operators add a template',
      (db) => db.from('assessment_templates').insert({ name: 'Probe template', kind: 'custom' }),
      expectOutcomes('denied', OPERATORS),
      { cleanup: () => must(service().from('assessment_templates').delete().eq('name', 'Probe template')) },
    ],
    [
      'assessment_sections',
      'the operators change a draft’s section (to what it was: no clean-up)',
      (db) => db.from('assessment_sections').update({ name: 'Probe section' }).eq('id', DRAFT_SECTION).select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
    ],
    [
      'assessment_questions',
      'the operators add a question to a draft',
      (db) => db.from('assessment_questions').insert({ section_id: DRAFT_SECTION, prompt: 'Probe question', kind: 'yes_no', ordinal: 1 }),
      expectOutcomes('denied', OPERATORS),
      { cleanup: () => must(service().from('assessment_questions').delete().eq('prompt', 'Probe question')) },
    ],
    ['assessments', 'nobody writes an assessment but the functions', (db) => db.from('assessments').update({ due_on: '2030-01-01' }).eq('id', LATEST_SCORECARD), expectOutcomes('denied')],
    [
      'assessment_answers',
      'a submitted assessment’s answers are final',
      (db) => db.from('assessment_answers').delete().eq('assessment_id', LATEST_SCORECARD).select('id'),
      expectOutcomes(0, { anon: 'denied' }),
    ],
    [
      'improvement_plan_items',
      'the startup’s members who may update it move an item (to what it was: no clean-up)',
      (db) => db.from('improvement_plan_items').update({ status: 'open' }).eq('id', PLAN_ITEM).select('id'),
      expectOutcomes(0, { anon: 'denied', ...FIKR_LABS_WRITERS }),
    ],
  ];
}
