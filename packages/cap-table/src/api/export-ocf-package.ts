import { type MutationConfig, mutationOptions, toServiceError, useMutation, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { toastFailure } from '@fikrspace/ui';
import { EQUITY_PLAN_COLUMNS, SHARE_CLASS_COLUMNS, VESTING_TERMS_COLUMNS, type EquityPlan, type ShareClass, type VestingTerms } from '../ledger-model';
import type { OmittedReversal } from '../ocf/export-ocf-transactions';
import { OCF_ORGANIZATION_COLUMNS, OCF_STAKEHOLDER_COLUMNS, OCF_TRANSACTION_COLUMNS, type LedgerOrganization, type LedgerStakeholder, type LedgerTransaction, type OcfLedger } from '../ocf/ocf-ledger';

/** Rows a request asks for at once: PostgREST answers at most a thousand. */
const PAGE = 1000;

async function rows<T>(request: PromiseLike<{ data: T[] | null; error: unknown }>, table: string, organizationId: string): Promise<T[]> {
  const { data, error } = await request;
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table, organizationId });
  return data ?? [];
}

/**
 * Everything an export needs of an organization's cap table, as the caller may read it: the
 * organization, its classes, plans, terms and stakeholders, and the whole ledger in the order it
 * was recorded (a page of a thousand rows at a time).
 */
export async function readOcfLedger(db: DbClient, organizationId: string): Promise<OcfLedger> {
  const organization = await db.from('organizations').select(OCF_ORGANIZATION_COLUMNS.join(', ')).eq('id', organizationId).single<LedgerOrganization>();
  if (organization.error) throw toServiceError(organization.error, 'DATABASE_ERROR', { table: 'organizations', organizationId });
  const [classes, plans, terms, stakeholders] = await Promise.all([
    rows<ShareClass>(db.from('share_classes').select(SHARE_CLASS_COLUMNS.join(', ')).eq('organization_id', organizationId).order('seniority', { ascending: false }).order('name').returns<ShareClass[]>(), 'share_classes', organizationId),
    rows<EquityPlan>(db.from('equity_plans').select(EQUITY_PLAN_COLUMNS.join(', ')).eq('organization_id', organizationId).order('name').returns<EquityPlan[]>(), 'equity_plans', organizationId),
    rows<VestingTerms>(db.from('vesting_terms').select(VESTING_TERMS_COLUMNS.join(', ')).eq('organization_id', organizationId).order('name').returns<VestingTerms[]>(), 'vesting_terms', organizationId),
    rows<LedgerStakeholder>(db.from('stakeholders').select(OCF_STAKEHOLDER_COLUMNS.join(', ')).eq('organization_id', organizationId).order('created_at').order('id').returns<LedgerStakeholder[]>(), 'stakeholders', organizationId),
  ]);
  const transactions: LedgerTransaction[] = [];
  for (let from = 0; ; from += PAGE) {
    const page = await rows<LedgerTransaction>(
      db
        .from('cap_table_transactions')
        .select(OCF_TRANSACTION_COLUMNS.join(', '))
        .eq('organization_id', organizationId)
        .order('effective_on')
        .order('created_at')
        .order('id')
        .range(from, from + PAGE - 1)
        .returns<LedgerTransaction[]>(),
      'cap_table_transactions',
      organizationId,
    );
    transactions.push(...page);
    if (page.length < PAGE) break;
  }
  return { organization: organization.data, classes, plans, terms, stakeholders, transactions };
}

export interface OcfDownload {
  fileName: string;
  zip: Uint8Array;
  omitted: OmittedReversal[];
}

/** The download's name: the organization's name in letters and digits (any script), then `-ocf.zip`. */
export function ocfFileStem(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'cap-table'}-ocf`;
}

/**
 * The organization's cap table as an OCF package, zipped. The export and the zip library load when
 * a member exports, not with the page; no schema validator ships to the browser (tests validate).
 */
export async function exportOcfPackage(db: DbClient, { organizationId, asOf, now = new Date() }: { organizationId: string; asOf: string; now?: Date }): Promise<OcfDownload> {
  const [ledger, { exportOcf }, { zipOcf }] = await Promise.all([readOcfLedger(db, organizationId), import('../ocf/export-ocf'), import('../ocf/ocf-zip')]);
  const { files, omitted } = exportOcf(ledger, { asOf, generatedAt: now.toISOString() });
  const stem = ocfFileStem(ledger.organization.name);
  return { fileName: `${stem}.zip`, zip: zipOcf(files, stem), omitted };
}

export const exportOcfPackageMutationOptions = () =>
  mutationOptions({
    mutationKey: ['cap-table', 'export-ocf'],
    mutationFn: async (input: { organizationId: string; asOf: string }) => exportOcfPackage(await whenDb(), input),
  });

export function useExportOcfPackage({ mutationConfig }: { mutationConfig?: MutationConfig<OcfDownload, { organizationId: string; asOf: string }> } = {}) {
  return useMutation(withCallerConfig(exportOcfPackageMutationOptions(), mutationConfig, toastFailure));
}
