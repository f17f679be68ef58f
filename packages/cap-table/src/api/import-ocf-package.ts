import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient, type Json } from '@fikrspace/db';
import { sanitizeText } from '@fikrspace/sanitize';
import { capTableKeys, stakeholderKeys } from '../keys';
import type { ImportPlan, OcfImport } from '../ocf/ocf-plan';
import type { OcfReadProblem } from '../ocf/ocf-package';

/** What public.cap_table_import created, per table. */
export type ImportCounts = Record<keyof ImportPlan, number>;

/**
 * Applies an import plan: the database inserts every row as the caller, all or nothing, and
 * refuses a name the cap table already uses or a row the ledger does not accept, naming the OCF
 * object. The page shows the refusal beside the preview, which stays.
 */
export async function importOcfPackage(db: DbClient, { organizationId, plan }: { organizationId: string; plan: ImportPlan }, signal?: AbortSignal): Promise<ImportCounts> {
  let request = db.rpc('cap_table_import', { p_organization_id: organizationId, p_plan: plan as unknown as Json });
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { rpc: 'cap_table_import', organizationId });
  return data as ImportCounts;
}

export const importOcfPackageMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['cap-table', 'import-ocf'],
    mutationFn: async (input: { organizationId: string; plan: ImportPlan }) => importOcfPackage(await whenDb(), input),
    onSuccess: async (_counts, input) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: capTableKeys.all(input.organizationId) }), queryClient.invalidateQueries({ queryKey: stakeholderKeys.all(input.organizationId) })]);
    },
  });

/** A refusal is shown beside the preview it refuses, so it is not toasted as well. */
export function useImportOcfPackage({ mutationConfig }: { mutationConfig?: MutationConfig<ImportCounts, { organizationId: string; plan: ImportPlan }> } = {}) {
  return useMutation(withCallerConfig(importOcfPackageMutationOptions(useQueryClient()), mutationConfig, () => undefined));
}

export type OcfPreview = { preview: OcfImport } | { problems: OcfReadProblem[] };

/**
 * Reads what was chosen (a zip, or the package's JSON files) into the preview of an import: what
 * it will create and the report of what it will not. Names are cleaned as the page's forms clean
 * them. The reading code and the zip library load with the first file chosen, not with the page.
 */
export async function prepareOcfImport(files: readonly File[]): Promise<OcfPreview> {
  const [{ sourcesFromFiles }, { readOcfPackage }, { importOcf }] = await Promise.all([import('../ocf/ocf-zip'), import('../ocf/ocf-package'), import('../ocf/import-ocf')]);
  const sources = await sourcesFromFiles(files);
  if ('problems' in sources) return sources;
  const read = readOcfPackage(sources.sources);
  if ('problems' in read) return read;
  return { preview: importOcf(read.content, { cleanName: (raw) => sanitizeText(raw).sanitized.replace(/\s+/g, ' ').trim() }) };
}
