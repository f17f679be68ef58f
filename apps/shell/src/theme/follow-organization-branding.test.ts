import { createAppStore, type AppOrganization } from '@fikrspace/app-store';
import { createFakeDb } from '@fikrspace/db/testing';
import { getThemeState } from '@fikrspace/theme';
import { describe, expect, it, vi } from 'vitest';
import { followOrganizationBranding } from './follow-organization-branding';

const organization = (overrides: Partial<AppOrganization> = {}): AppOrganization => ({
  id: 'org-1',
  name: 'Fikr Labs',
  logoUrl: null,
  organizationType: 'startup',
  themeId: 'corporate',
  brandKitId: 'kit-1',
  ...overrides,
});

/** The brand kit kit-1 with `colors`. */
const brandKits = (colors: Record<string, string>) => createFakeDb({ tables: { cms_brand_kits: [{ id: 'kit-1', colors }] } });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the organization's theme and brand kit", () => {
  it('apply after sign-in and go on sign-out', async () => {
    const store = createAppStore();
    const fake = brandKits({ primary: '#c2410c' });
    const { db } = fake;
    const stop = followOrganizationBranding({ db, store, logger: { warn: vi.fn() } });

    store.getState().setOrganization(organization());
    await settle();
    expect(getThemeState().organizationThemeId).toBe('corporate');
    // Brand colours are read with the theme manager's colour maths, which loads on first use.
    await vi.waitFor(() => expect(getThemeState().brandColors).toEqual({ primary: '#c2410c' }));

    // A profile reload brings the same organization again: nothing is fetched twice.
    store.getState().setOrganization(organization());
    await settle();
    expect(fake.calls.filter((call) => call.table === 'cms_brand_kits')).toHaveLength(1);

    store.getState().setOrganization(null);
    await settle();
    expect(getThemeState().organizationThemeId).toBeNull();
    expect(getThemeState().brandColors).toBeNull();
    stop();
  });

  it('still applies the theme when the brand kit cannot be read', async () => {
    const store = createAppStore();
    const fake = brandKits({ primary: '#c2410c' });
    fake.failNext('cms_brand_kits', { message: 'denied' });
    const { db } = fake;
    const warn = vi.fn();
    const stop = followOrganizationBranding({ db, store, logger: { warn } });
    store.getState().setOrganization(organization({ id: 'org-2', themeId: 'minimal' }));
    await settle();
    expect(getThemeState().organizationThemeId).toBe('minimal');
    expect(getThemeState().brandColors).toBeNull();
    expect(warn).toHaveBeenCalledWith('The brand kit could not be loaded', { message: 'denied' });
    store.getState().setOrganization(null);
    await settle();
    stop();
  });
});
