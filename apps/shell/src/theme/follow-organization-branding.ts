import type { AppOrganization, AppState } from '@fikrspace/app-store';
import type { DbClient } from '@fikrspace/db';
import { applyOrganizationBranding, resetOrganizationBranding } from '@fikrspace/theme';
import type { StoreApi } from 'zustand';
import { loadBrandKitColors } from './load-theme-rows';

interface BrandingLogger {
  warn: (message: string, data?: unknown) => void;
}

function brandingKey(organization: AppOrganization | null): string {
  return organization ? `${organization.id}|${organization.themeId ?? ''}|${organization.brandKitId ?? ''}` : '';
}

/**
 * Puts the signed-in organization's theme and brand kit on screen, and takes them off on
 * sign-out. The profile is reloaded every hour or so (token refresh) with the same organization;
 * only a change of organization, theme or brand kit fetches the kit again.
 */
export function followOrganizationBranding({ db, store, logger }: { db: DbClient | Promise<DbClient>; store: StoreApi<AppState>; logger: BrandingLogger }): () => void {
  let current = '';
  let request = 0;

  async function brand(organization: AppOrganization | null): Promise<void> {
    const key = brandingKey(organization);
    if (key === current) return;
    current = key;
    const mine = ++request;
    if (!organization) {
      resetOrganizationBranding();
      return;
    }
    let colors: unknown = null;
    if (organization.brandKitId) {
      try {
        colors = await loadBrandKitColors(await db, organization.brandKitId);
      } catch (error) {
        // The theme still applies; only the kit's colours are missing.
        logger.warn('The brand kit could not be loaded', error);
      }
    }
    if (mine === request) applyOrganizationBranding({ themeId: organization.themeId ?? null, brandKitColors: colors });
  }

  void brand(store.getState().organization);
  return store.subscribe((state) => void brand(state.organization));
}
