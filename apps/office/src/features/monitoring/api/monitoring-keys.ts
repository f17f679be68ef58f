const ALL = ['monitoring'] as const;

/**
 * The monitoring screens' queries. They show the whole platform to its operators (row level
 * security lets owners and managers read every tenant's events, visits and jobs), so, like the
 * office's organization list and themes, they sit outside ['org', orgId, ...]: switching
 * organization does not change them.
 */
export const monitoringKeys = {
  all: ALL,
  analytics: (days: number) => [...ALL, 'analytics', days] as const,
  routes: (days: number) => [...ALL, 'routes', days] as const,
  jobStats: () => [...ALL, 'jobs', 'stats'] as const,
  jobs: (status: string) => [...ALL, 'jobs', 'list', status] as const,
  health: () => [...ALL, 'health'] as const,
  clientErrors: () => [...ALL, 'logs', 'client-errors'] as const,
  mailOutbox: () => [...ALL, 'logs', 'mail'] as const,
  visits: (filters: object) => [...ALL, 'routes', 'visits', filters] as const,
  geolocation: () => [...ALL, 'geolocation'] as const,
};
