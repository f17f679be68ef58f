import { ServiceError } from '@fikrspace/errors';
import { sanitizeText } from '@fikrspace/sanitize';
import { STAKEHOLDER_EMAIL_MAX_LENGTH, STAKEHOLDER_NAME_MAX_LENGTH, STAKEHOLDER_TYPES, type NewStakeholder, type StakeholderField } from './model';

function invalid(message: string, field: StakeholderField): ServiceError {
  return new ServiceError(message, 'VALIDATION_ERROR', { field }, 400);
}

/**
 * Cleans what the form sends before it leaves the browser: markup and injection shapes are
 * stripped from the name (ordinary names in any script pass unchanged) and an empty e-mail is sent
 * as none. The database checks the same limits again; this only saves a round trip and names the
 * field.
 */
export function prepareStakeholder(input: NewStakeholder) {
  const name = sanitizeText(input.name).sanitized.trim();
  if (!name) throw invalid('Enter the stakeholder’s name.', 'name');
  if (name.length > STAKEHOLDER_NAME_MAX_LENGTH) throw invalid(`The name can be at most ${STAKEHOLDER_NAME_MAX_LENGTH} characters.`, 'name');
  if (!STAKEHOLDER_TYPES.includes(input.stakeholderType)) throw invalid('Choose a stakeholder type.', 'stakeholderType');
  const email = input.email.trim();
  if (email && (email.length > STAKEHOLDER_EMAIL_MAX_LENGTH || !/^[^@\s]+@[^@\s]+$/.test(email))) throw invalid('Enter a valid e-mail address, or leave it empty.', 'email');
  return { organization_id: input.organizationId, name, stakeholder_type: input.stakeholderType, email: email || null };
}
