export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Spec 001 §9: up to 768 px wide is mobile, up to 1024 tablet, wider desktop. */
export function deviceTypeForWidth(width: number): DeviceType {
  if (width <= 768) return 'mobile';
  if (width <= 1024) return 'tablet';
  return 'desktop';
}
