import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { userWithRole } from '@fikrspace/portal-host/testing';
import { afterEach, beforeEach, vi } from 'vitest';
import { FL, registerPageFrame } from '../../../lib/testing/page-frame';

/**
 * The plan of Fikr Labs as the fake client holds it, for the roadmap, progress and achievements
 * pages' tests: the clock stands on 15 November 2026 (Date only), in the fourth quarter, so one
 * milestone of the third quarter is late and one of this quarter is at risk.
 */

export const TODAY = '2026-11-15';

const MEMBERS = [
  { id: 'u-sara', first_name: 'Sara', last_name: 'Startup', email: 'startup@fikrspace.test' },
  { id: 'u-amira', first_name: 'Amira', last_name: 'Admin', email: 'admin@fikrspace.test' },
  { id: 'u-elias', first_name: 'Elias', last_name: 'Editor', email: 'editor@fikrspace.test' },
];

const milestone = (id: string, title: string, fields: Partial<FakeRow<'milestones'>>): FakeRow<'milestones'> => ({
  id,
  organization_id: FL,
  title,
  description: null,
  category: 'product',
  status: 'planned',
  completed_on: null,
  owner_user_id: null,
  created_at: '2026-06-01T10:00:00Z',
  updated_at: '2026-06-01T10:00:00Z',
  ...fields,
});

export const MILESTONES: FakeRow<'milestones'>[] = [
  milestone('m-customers', 'Reach 150 paying customers', { category: 'growth', status: 'done', target_on: '2026-09-23', completed_on: '2026-09-17', owner_user_id: 'u-elias' }),
  milestone('m-soc2', 'SOC 2 Type I readiness', { category: 'legal', status: 'in_progress', target_on: '2026-09-08', owner_user_id: 'u-amira' }),
  milestone('m-sharing', 'Launch metrics sharing', { status: 'done', target_on: '2026-10-20', completed_on: '2026-10-24', owner_user_id: 'u-sara' }),
  milestone('m-pilots', 'Sign three enterprise pilots', { category: 'growth', status: 'at_risk', target_on: '2026-12-14', owner_user_id: 'u-elias' }),
  milestone('m-series-a', 'Raise the Series A', { category: 'fundraising', target_on: '2027-03-26', owner_user_id: 'u-gone' }),
];

const achievement = (id: string, fields: Partial<FakeRow<'achievements'>>): FakeRow<'achievements'> => ({
  id,
  organization_id: FL,
  awarded_by: null,
  description: null,
  milestone_id: null,
  created_at: '2026-10-01T10:00:00Z',
  ...fields,
});

export const ACHIEVEMENTS: FakeRow<'achievements'>[] = [
  achievement('a-customers', { kind: 'milestone', title: '150 paying customers', achieved_on: '2026-09-17', milestone_id: 'm-customers' }),
  achievement('a-misk', { kind: 'award', title: 'Winner of the Misk Innovation Challenge', awarded_by: 'Misk Foundation', achieved_on: '2026-04-24' }),
  achievement('a-flat6', { kind: 'award', title: 'Best B2B SaaS startup', awarded_by: 'Flat6Labs Demo Day', achieved_on: '2025-11-02' }),
];

/** The database the pages read; the member's matrix role decides whether they may write the plan. */
export function planDatabase(
  matrixRole: string,
  { milestones = MILESTONES, achievements = ACHIEVEMENTS, answer }: { milestones?: FakeRow<'milestones'>[]; achievements?: FakeRow<'achievements'>[]; answer?: FakeDbOptions['answer'] } = {},
): FakeDb {
  const member = userWithRole(matrixRole);
  appStore.getState().setUser(member);
  const fake = createFakeDb({
    answer,
    tables: {
      milestones,
      achievements,
      organization_members: MEMBERS.map((user) => ({ organization_id: FL, user_id: user.id, user })),
      organisation_roles: [{ user_id: member.id, organization_id: FL, role: matrixRole, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      // No product in the catalogue: the product gate lets the page through (it has tests of its own).
      fikr_products: [],
    },
  });
  setDb(fake.db);
  return fake;
}

/** The writes a test made to a table. */
export const writesTo = (fake: FakeDb, table: string) => fake.calls.filter((call) => call.table === table && call.method !== 'select');

/** The set-up every page test of the plan shares: the portal's page frame, and the clock on TODAY. */
export function setUpPlanPages(): void {
  registerPageFrame();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
