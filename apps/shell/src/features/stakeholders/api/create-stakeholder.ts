import { mutationOptions, toServiceError, useMutation, useQueryClient, type QueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { sanitizeNumber, sanitizeText } from '@fikrspace/sanitize';
import { stakeholderKeys, STAKEHOLDER_TYPES, type Stakeholder, type StakeholderType } from './stakeholder-keys';

export interface NewStakeholder {
  organizationId: string;
  name: string;
  stakeholderType: StakeholderType;
  email: string;
  shares: string | number;
}

/** The database's limits (supabase/migrations/20261123000300_cap_stakeholders.sql). */
export const STAKEHOLDER_NAME_MAX_LENGTH = 200;
export const MAX_SHARES = Number.MAX_SAFE_INTEGER;

/**
 * Cleans what the form sends before it leaves the browser: markup and injection shapes are
 * stripped from the name (ordinary names in any script pass unchanged), shares become a whole
 * number. The database checks the same limits again.
 */
export function prepareStakeholder(input: NewStakeholder) {
  const name = sanitizeText(input.name).sanitized.trim();
  if (!name) throw new ServiceError('Enter the stakeholder’s name.', 'VALIDATION_ERROR', { field: 'name' }, 400);
  if (name.length > STAKEHOLDER_NAME_MAX_LENGTH) throw new ServiceError(`The name can be at most ${STAKEHOLDER_NAME_MAX_LENGTH} characters.`, 'VALIDATION_ERROR', { field: 'name' }, 400);
  if (!STAKEHOLDER_TYPES.includes(input.stakeholderType)) throw new ServiceError('Choose a stakeholder type.', 'VALIDATION_ERROR', { field: 'stakeholderType' }, 400);
  const email = input.email.trim();
  if (email && !/^[^@\s]+@[^@\s]+$/.test(email)) throw new ServiceError('Enter a valid e-mail address, or leave it empty.', 'VALIDATION_ERROR', { field: 'email' }, 400);
  const shares = sanitizeNumber(input.shares, { min: 0, max: MAX_SHARES, decimals: 0 });
  return { organization_id: input.organizationId, name, stakeholder_type: input.stakeholderType, email: email || null, shares };
}

export async function createStakeholder(db: DbClient, input: NewStakeholder): Promise<Stakeholder> {
  const { data, error } = await db.from('stakeholders').insert(prepareStakeholder(input)).select('id, organization_id, name, stakeholder_type, email, shares, created_at').single();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'stakeholders' });
  return data as Stakeholder;
}

export const createStakeholderMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['stakeholders', 'create'],
    mutationFn: async (input: NewStakeholder) => createStakeholder(await whenDb(), input),
    onSuccess: (_row, input) => queryClient.invalidateQueries({ queryKey: stakeholderKeys.all(input.organizationId) }),
  });

export function useCreateStakeholder() {
  return useMutation(createStakeholderMutationOptions(useQueryClient()));
}
