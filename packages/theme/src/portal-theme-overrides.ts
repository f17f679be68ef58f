import type { BrandColors } from './brand-colors';

/**
 * Colours a portal sets over whatever theme is active. Spec 001 §1: the mentor portal's primary
 * colour is #1e40af. A portal applies its entry with `setPortalThemeOverride` while it is shown.
 */
export const portalThemeOverrides = {
  mentor: { primary: '#1e40af' },
} as const satisfies Record<string, BrandColors>;

export type PortalWithThemeOverride = keyof typeof portalThemeOverrides;
