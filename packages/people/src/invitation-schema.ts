import { MATRIX_ROLES } from '@fikrspace/access';
import { z } from 'zod';
import { INVITATION_EMAIL_LIMIT } from './model';

/**
 * The invite form's validation: an e-mail address the database takes (create_invitation), and one
 * of the matrix's roles. The address is sent as typed but trimmed; the database lower-cases it.
 */
export const invitationSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((value) => value.length <= INVITATION_EMAIL_LIMIT && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'invalid.email'),
  role: z.string().refine((value) => (MATRIX_ROLES as readonly string[]).includes(value), 'invalid.option'),
});

export type InvitationFormValues = z.input<typeof invitationSchema>;
export type InvitationFormOutput = z.output<typeof invitationSchema>;
