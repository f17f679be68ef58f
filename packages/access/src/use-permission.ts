import { useAppStore } from '@fikrspace/app-store';
import { useQuery } from '@fikrspace/data';
import { permissionQueryOptions } from './permission-checker';

export interface PermissionState {
  /** True only once the database has said yes; loading, failures and missing ids all read as no. */
  allowed: boolean;
  isLoading: boolean;
}

/**
 * Whether the signed-in user may do the action in their current organization. Answers come from
 * the shared 5-minute cache and refresh when a grant of the organization changes. This only
 * decides what the interface shows: the database checks the same rule on every call.
 */
export function usePermission(resource: string, action: string): PermissionState {
  const userId = useAppStore((state) => state.user?.id ?? null);
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const enabled = !!userId && !!organizationId;
  const query = useQuery({
    ...permissionQueryOptions({ userId: userId ?? '', organizationId: organizationId ?? '', resource, action }),
    enabled,
  });
  return { allowed: enabled && query.data === true, isLoading: enabled && query.isPending };
}
