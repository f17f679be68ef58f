import { z } from './zod';
import { PITCH_DECK_LINK_LABEL_MAX_LENGTH, PITCH_DECK_LINK_LIFETIMES_DAYS } from './pitch-deck-model';

/**
 * The pitch deck's forms (zod, with react-hook-form), checked as the tables check them. A message
 * is a problem code the form words in the reader's language (`pitchDeck.problems.*`); what was
 * typed stays in the field.
 */

export type PitchDeckProblem = 'labelRequired' | 'labelLong' | 'lifetimeInvalid' | 'granteeRequired';

const lifetimeDays = z.number({ error: 'lifetimeInvalid' }).refine((days) => (PITCH_DECK_LINK_LIFETIMES_DAYS as readonly number[]).includes(days), 'lifetimeInvalid');

/** A new link: who it is for (the table keeps 1 to 120 characters) and one of the lifetimes offered. */
export const pitchDeckLinkSchema = z.object({
  label: z.string().trim().min(1, 'labelRequired').max(PITCH_DECK_LINK_LABEL_MAX_LENGTH, 'labelLong'),
  lifetimeDays,
});
export type PitchDeckLinkInput = z.input<typeof pitchDeckLinkSchema>;
export type PitchDeckLinkValues = z.output<typeof pitchDeckLinkSchema>;

/** A renewal: the link's new lifetime, counted from now. */
export const pitchDeckRenewalSchema = z.object({ lifetimeDays });
export type PitchDeckRenewalValues = z.output<typeof pitchDeckRenewalSchema>;

/** Sharing the deck: the accelerator or investor chosen. */
export const pitchDeckShareSchema = z.object({ granteeOrganizationId: z.string().min(1, 'granteeRequired') });
export type PitchDeckShareValues = z.output<typeof pitchDeckShareSchema>;
