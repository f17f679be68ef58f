import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '../calendar';
import type { MilestoneRow } from '../model';
import { deleteAchievement } from './delete-achievement';
import { deleteMilestone } from './delete-milestone';
import { getAchievements } from './get-achievements';
import { getMilestones } from './get-milestones';
import { getOrganizationMembers } from './get-organization-members';
import { getUpcomingMilestones } from './get-upcoming-milestones';
import { saveAchievement } from './save-achievement';
import { saveMilestone } from './save-milestone';

/**
 * The plan's fetchers against the local backend and its seed (supabase/seeds/45_companies_milestones.sql),
 * signed in as demo accounts: startup@ owns Fikr Labs and writes its plan; viewer@ reads it;
 * other-startup@ (Nile Robotics) reads and writes none of it. What each gets is row level
 * security's answer; the persona tests (supabase/tests/companies) hold the policies for everyone.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();
const FL = ORG.fikrLabs;
const TODAY = localDay(new Date());

const NEW_MILESTONE: MilestoneRow = { title: 'Open the Cairo office', description: null, category: 'operations', status: 'planned', target_on: addDays(TODAY, 40), completed_on: null, owner_user_id: ACCOUNTS.admin.id };

describe(`the plan’s fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    await Promise.all([ACCOUNTS.startup, ACCOUNTS.viewer, ACCOUNTS.otherStartup].map(as));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('gives startup@ Fikr Labs’ seeded plan: milestones by date, achievements newest first, members by name, and what is due soon', async () => {
    const db = await as(ACCOUNTS.startup);
    const milestones = await getMilestones(db, { organizationId: FL });
    expect(milestones.length).toBe(14);
    expect(milestones.map((milestone) => milestone.target_on)).toEqual(milestones.map((milestone) => milestone.target_on).sort());
    expect(milestones.find((milestone) => milestone.title === 'Raise the $6M Series A')).toMatchObject({ category: 'fundraising', status: 'planned', owner_user_id: ACCOUNTS.startup.id });

    const achievements = await getAchievements(db, { organizationId: FL });
    expect(achievements.map((achievement) => achievement.achieved_on)).toEqual(achievements.map((achievement) => achievement.achieved_on).sort().reverse());
    expect(achievements.find((achievement) => achievement.awarded_by === 'Misk Foundation')).toMatchObject({ kind: 'award' });

    const members = await getOrganizationMembers(db, { organizationId: FL });
    expect(members).toContainEqual({ userId: ACCOUNTS.startup.id, name: 'Sara Startup' });
    expect(members.map((member) => member.name)).toEqual([...members.map((member) => member.name)].sort((a, b) => a.localeCompare(b)));

    const upcoming = await getUpcomingMilestones(db, { organizationId: FL, today: TODAY, days: 120, limit: 3 });
    expect(upcoming).toHaveLength(3);
    expect(upcoming.every((milestone) => ['planned', 'in_progress', 'at_risk'].includes(milestone.status) && milestone.target_on <= addDays(TODAY, 120))).toBe(true);
    // The seed's late milestones of last quarter come first.
    expect(upcoming[0]!.target_on < TODAY).toBe(true);
  });

  it('lets startup@ add a milestone, mark it done, record the achievement it earned, and remove both', async () => {
    const db = await as(ACCOUNTS.startup);
    const added = await saveMilestone(db, { organizationId: FL, milestoneId: null, milestone: NEW_MILESTONE });
    expect(added).toMatchObject({ organization_id: FL, ...NEW_MILESTONE });
    try {
      const done = await saveMilestone(db, { organizationId: FL, milestoneId: added.id, milestone: { ...NEW_MILESTONE, status: 'done', completed_on: TODAY } });
      expect(done).toMatchObject({ id: added.id, status: 'done', completed_on: TODAY });
      const achievement = await saveAchievement(db, {
        organizationId: FL,
        achievementId: null,
        achievement: { kind: 'milestone', title: 'Cairo office opened', awarded_by: null, achieved_on: TODAY, description: null, milestone_id: added.id },
      });
      expect(achievement).toMatchObject({ organization_id: FL, milestone_id: added.id });
      await deleteMilestone(db, { organizationId: FL, milestoneId: added.id });
      // The achievement stays, without the link.
      expect((await getAchievements(db, { organizationId: FL })).find((entry) => entry.id === achievement.id)).toMatchObject({ milestone_id: null });
      await deleteAchievement(db, { organizationId: FL, achievementId: achievement.id });
      expect((await getAchievements(db, { organizationId: FL })).some((entry) => entry.id === achievement.id)).toBe(false);
    } finally {
      await deleteMilestone(db, { organizationId: FL, milestoneId: added.id }).catch(() => undefined);
    }
  });

  it('refuses a milestone whose owner is not a member, and a completion date in the future', async () => {
    const db = await as(ACCOUNTS.startup);
    await expect(saveMilestone(db, { organizationId: FL, milestoneId: null, milestone: { ...NEW_MILESTONE, owner_user_id: ACCOUNTS.investor.id } })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(saveMilestone(db, { organizationId: FL, milestoneId: null, milestone: { ...NEW_MILESTONE, status: 'done', completed_on: addDays(TODAY, 3) } })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('lets viewer@ read the plan but change none of it, and gives other-startup@ none of Fikr Labs’ plan', async () => {
    const [seeded] = await getMilestones(await as(ACCOUNTS.startup), { organizationId: FL });
    const viewer = await as(ACCOUNTS.viewer);
    expect((await getMilestones(viewer, { organizationId: FL })).length).toBe(14);
    await expect(saveMilestone(viewer, { organizationId: FL, milestoneId: seeded!.id, milestone: { ...NEW_MILESTONE, title: 'Taken over' } })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(deleteMilestone(viewer, { organizationId: FL, milestoneId: seeded!.id })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });

    const stranger = await as(ACCOUNTS.otherStartup);
    expect(await getMilestones(stranger, { organizationId: FL })).toEqual([]);
    expect(await getAchievements(stranger, { organizationId: FL })).toEqual([]);
    expect(await getOrganizationMembers(stranger, { organizationId: FL })).toEqual([]);
    await expect(saveMilestone(stranger, { organizationId: FL, milestoneId: null, milestone: NEW_MILESTONE })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await getMilestones(await as(ACCOUNTS.startup), { organizationId: FL })).length).toBe(14);
  });
});
