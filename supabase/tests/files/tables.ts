/**
 * The public tables of this context: none. Its rows are Storage's own (`storage.buckets`,
 * `storage.objects`); its migrations add the buckets and the policies on `storage.objects`.
 */
export const TABLES = [] as const;
