import type { PermissionGrant } from '@fikrspace/access';

export type GrantState = 'granted' | 'revoked' | 'expired';

/** Spec 001 §6.3 step 4: only a granted, unexpired row allows anything. */
export function grantState(grant: Pick<PermissionGrant, 'granted' | 'expiresAt'>, now: Date = new Date()): GrantState {
  if (!grant.granted) return 'revoked';
  if (grant.expiresAt !== null && new Date(grant.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'granted';
}
