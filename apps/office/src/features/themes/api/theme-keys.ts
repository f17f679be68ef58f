const ALL = ['themes'] as const;

/**
 * The theme screen's queries. Themes are platform reference data that every organization reads
 * alike (policy "anyone reads themes"), so, like the office's organization list, they sit outside
 * ['org', orgId, ...]: switching organization leaves them valid. Saving a theme invalidates `all`.
 */
export const themeKeys = {
  all: ALL,
  custom: () => [...ALL, 'custom'] as const,
};
