import { queryKeys } from '@fikrspace/data';

/** Whose metrics, read by whom: the viewer's organization keys the cache, the company is read. */
export interface MetricsScope {
  /** The organization the reader is signed in to. */
  viewerOrganizationId: string;
  /** The company whose metrics are read (the viewer's own on a startup's page). */
  organizationId: string;
}

/** The months a series read covers, first days of months (`YYYY-MM-01`), oldest first. */
export interface SeriesQuery {
  from: string;
  to: string;
}

/**
 * The only place the metrics context's query keys are spelled. The viewer's organization comes
 * first: row level security answers differently depending on who asks (a member reads every
 * metric, a grantee what it was granted, anyone else nothing), and an organization switch drops
 * the viewer's whole tree. A key is a contract between every app that bundles this package, which
 * may run different versions in one tab and one cache: a key always holds the same shape, and a
 * change of shape takes a new key segment (`'series'` → `'series-v2'`).
 */
export const metricKeys = {
  all: (viewerOrganizationId: string) => queryKeys.orgScoped(viewerOrganizationId, 'metrics'),
  company: (viewerOrganizationId: string, companyId: string) => [...metricKeys.all(viewerOrganizationId), 'company', companyId] as const,
  /** The catalogue and the company's own metrics (`MetricDefinition[]`). */
  definitions: (viewerOrganizationId: string, companyId: string) => [...metricKeys.company(viewerOrganizationId, companyId), 'definitions'] as const,
  /** Everything a value's change can alter: the series and the months' states. */
  values: (viewerOrganizationId: string, companyId: string) => [...metricKeys.company(viewerOrganizationId, companyId), 'values'] as const,
  /** Reported and derived values of the months asked (`MetricPoint[]`). */
  series: (viewerOrganizationId: string, companyId: string, query: SeriesQuery) => [...metricKeys.values(viewerOrganizationId, companyId), 'series', query] as const,
  /** The company's months and whether each is submitted (`MetricPeriod[]`). */
  periods: (viewerOrganizationId: string, companyId: string) => [...metricKeys.values(viewerOrganizationId, companyId), 'periods'] as const,
  /** The company's marketing channels (`MarketingChannel[]`); a channel's change alters its metrics too. */
  channels: (viewerOrganizationId: string, companyId: string) => [...metricKeys.company(viewerOrganizationId, companyId), 'marketing-channels'] as const,
  /** The channels' months with conversion and cost per lead (`MarketingMonth[]`), changed by any value's change. */
  channelMonths: (viewerOrganizationId: string, companyId: string, query: SeriesQuery) => [...metricKeys.values(viewerOrganizationId, companyId), 'marketing-months', query] as const,
  /** Everything a grant's change can alter: the live grants, their log and the grantees' names. */
  consent: (viewerOrganizationId: string, companyId: string) => [...metricKeys.company(viewerOrganizationId, companyId), 'consent'] as const,
  /** The live grants (`DataShare[]`). */
  shares: (viewerOrganizationId: string, companyId: string) => [...metricKeys.consent(viewerOrganizationId, companyId), 'shares'] as const,
  /** The log of grants, newest first (`DataShareEvent[]`). */
  shareEvents: (viewerOrganizationId: string, companyId: string) => [...metricKeys.consent(viewerOrganizationId, companyId), 'events'] as const,
  /** The organizations the company has granted, by name (`GranteeCandidate[]`). */
  grantees: (viewerOrganizationId: string, companyId: string) => [...metricKeys.consent(viewerOrganizationId, companyId), 'grantees'] as const,
  /** The companies that grant the viewer's organization their metrics (`SharedCompany[]`). */
  sharedWithMe: (viewerOrganizationId: string) => [...metricKeys.all(viewerOrganizationId), 'shared-with-me'] as const,
  /** Organizations the company may grant its metrics to, by name (`GranteeCandidate[]`). */
  candidates: (viewerOrganizationId: string, companyId: string, search: string) => [...metricKeys.consent(viewerOrganizationId, companyId), 'candidates', search] as const,
  /** Everything a budget line's change can alter. */
  budget: (viewerOrganizationId: string, companyId: string) => [...metricKeys.company(viewerOrganizationId, companyId), 'budget'] as const,
  /** The budget lines of the months asked (`BudgetLine[]`). */
  budgetLines: (viewerOrganizationId: string, companyId: string, range: SeriesQuery) => [...metricKeys.budget(viewerOrganizationId, companyId), 'lines', range] as const,
};

/** Mutation keys, so `useIsMutating` and mutation defaults can name a metrics write. */
export const metricMutationKeys = {
  saveValues: ['metrics', 'save-metric-values'],
  submitPeriod: ['metrics', 'submit-metric-period'],
  correctValue: ['metrics', 'correct-metric-value'],
  share: ['metrics', 'share-metrics'],
  revokeShare: ['metrics', 'revoke-data-share'],
  addCustomMetric: ['metrics', 'add-custom-metric'],
  updateCustomMetric: ['metrics', 'update-custom-metric'],
  removeCustomMetric: ['metrics', 'remove-custom-metric'],
  addChannel: ['metrics', 'add-marketing-channel'],
  renameChannel: ['metrics', 'rename-marketing-channel'],
  removeChannel: ['metrics', 'remove-marketing-channel'],
  saveBudgetLines: ['metrics', 'save-budget-lines'],
} as const;
