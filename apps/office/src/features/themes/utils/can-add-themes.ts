import type { AppUser } from '@fikrspace/app-store';

/**
 * Whether the database will take a new theme from this person: the policy "owners and managers
 * add themes" checks `app.is_owner_or_manager()`, an enterprise role named owner or manager
 * (spec 000 §6, lowercased). The screen only decides what to offer; the policy decides.
 */
export function canAddThemes(user: Pick<AppUser, 'enterpriseRole'> | null | undefined): boolean {
  const role = user?.enterpriseRole?.name.toLowerCase();
  return role === 'owner' || role === 'manager';
}
