import { ServiceError } from '@fikrspace/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses anything but an organization id where one is written into a request's filter. */
export function requireOrganizationId(organizationId: string): void {
  if (!UUID.test(organizationId)) throw new ServiceError('Not an organization id', 'VALIDATION_ERROR', { organizationId }, 400);
}
