import { z } from 'zod';
import { planDay, planFields, today } from './milestone-schema';
import { ACHIEVEMENT_KINDS, PLAN_LIMITS, type Achievement, type AchievementRow } from './model';

/**
 * The achievement form's validation, the table's checks as for milestones: a title, who gave it
 * (optional), a date neither before 2000 nor after today, and the milestone it marks, if any.
 */

export interface AchievementFormValues {
  kind: string;
  title: string;
  awardedBy: string;
  achievedOn: string;
  description: string;
  milestoneId: string;
}

export type AchievementField = keyof AchievementFormValues;

export const achievementSchema = z.object({
  kind: planFields.choiceOf(ACHIEVEMENT_KINDS),
  title: planFields.title,
  awardedBy: planFields.optional(PLAN_LIMITS.awardedBy, 'invalid.awardedBy'),
  achievedOn: planDay({ earliest: PLAN_LIMITS.earliestDate, latest: today, message: 'invalid.achievedOn' }),
  description: planFields.description,
  milestoneId: z.string().transform((value) => value || null),
});

export type AchievementFormOutput = z.output<typeof achievementSchema>;

export function toAchievementRow(achievement: AchievementFormOutput): AchievementRow {
  return {
    kind: achievement.kind,
    title: achievement.title,
    awarded_by: achievement.awardedBy,
    achieved_on: achievement.achievedOn!,
    description: achievement.description,
    milestone_id: achievement.milestoneId,
  };
}

/** The inputs for a saved achievement, or for a new one: an award, dated today. */
export function toAchievementFormValues(achievement: Achievement | null): AchievementFormValues {
  return {
    kind: achievement?.kind ?? 'award',
    title: achievement?.title ?? '',
    awardedBy: achievement?.awarded_by ?? '',
    achievedOn: achievement?.achieved_on ?? today(),
    description: achievement?.description ?? '',
    milestoneId: achievement?.milestone_id ?? '',
  };
}
