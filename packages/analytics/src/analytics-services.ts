import type { ConsentStore } from './consent';
import type { Geolocation } from './geolocation';
import type { RouteMonitor } from './route-monitor';
import type { Tracker } from './tracker';

/** What the shell starts once and every remote reads (this package is a federation singleton). */
export interface AnalyticsServices {
  tracker: Tracker;
  consent: ConsentStore;
  routes: RouteMonitor;
  /** Where get-geolocation places this browser (cached for an hour with consent). */
  geolocation: () => Promise<Geolocation>;
}

let services: AnalyticsServices | null = null;

export function provideAnalytics(started: AnalyticsServices): void {
  services = started;
}

/** The shell's analytics, or null where none was started (a remote run on its own, a test). */
export function getAnalytics(): AnalyticsServices | null {
  return services;
}
