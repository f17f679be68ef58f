import type { StakeholderType } from '../model';
import { transactionsToOcf, type OmittedReversal } from './export-ocf-transactions';
import { md5 } from './md5';
import type { LedgerStakeholder, OcfLedger } from './ocf-ledger';
import { MANIFEST_LISTS, OCF_FILE_TYPES, OCF_VERSION, type OcfFileKind, type OcfItem, type OcfManifest } from './ocf-types';
import { toMonetary, toNumeric, tag } from './ocf-values';
import { termsToOcf } from './ocf-vesting';

/**
 * A cap table as an OCF package: the manifest (the organization as issuer) and one file each of
 * stakeholders, stock classes, stock plans, vesting terms and transactions. Our ids are the OCF ids,
 * so a package exported twice names everything alike; dates are ISO days, numbers OCF's decimal
 * strings. Pure: the page reads the rows (api/export-ocf-package.ts) and zips the files
 * (ocf-zip.ts); tests validate every file against the coalition's schemas.
 */

export interface OcfExportFile {
  path: string;
  /** The file's JSON, exactly as the manifest's MD5 was taken of it. */
  text: string;
}

export interface OcfExport {
  files: OcfExportFile[];
  /** Reversed transactions OCF cannot express, left out with their reversals (also in the manifest's comments). */
  omitted: OmittedReversal[];
}

/** The type OCF gives a stakeholder, and the relationship our type is. */
const STAKEHOLDERS: Record<StakeholderType, { type: 'INDIVIDUAL' | 'INSTITUTION'; relationship: string }> = {
  founder: { type: 'INDIVIDUAL', relationship: 'FOUNDER' },
  employee: { type: 'INDIVIDUAL', relationship: 'EMPLOYEE' },
  advisor: { type: 'INDIVIDUAL', relationship: 'ADVISOR' },
  investor: { type: 'INSTITUTION', relationship: 'INVESTOR' },
  other: { type: 'INSTITUTION', relationship: 'OTHER' },
};

/** The e-mail format OCF's schema checks (ajv-formats' `email`); an address it would refuse is left out. */
const OCF_EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** CLDR's code for an unknown region, for an organization that has not said where it was formed. */
const UNKNOWN_COUNTRY = 'ZZ';

const FILE_NAMES: Partial<Record<OcfFileKind, string>> = {
  stakeholders: 'Stakeholders.ocf.json',
  stockClasses: 'StockClasses.ocf.json',
  stockPlans: 'StockPlans.ocf.json',
  vestingTerms: 'VestingTerms.ocf.json',
  transactions: 'Transactions.ocf.json',
};

export function exportOcf(ledger: OcfLedger, { asOf, generatedAt }: { asOf: string; generatedAt: string }): OcfExport {
  const { items: transactions, omitted } = transactionsToOcf(ledger);
  const common = ledger.classes.find((shareClass) => shareClass.class_type === 'common');
  const lists: Partial<Record<OcfFileKind, OcfItem[]>> = {
    stakeholders: ledger.stakeholders.map(stakeholder),
    stockClasses: ledger.classes.map((shareClass): OcfItem => {
      const preferred = shareClass.class_type === 'preferred';
      const converts = preferred || shareClass.conversion_ratio !== 1;
      return {
        object_type: 'STOCK_CLASS',
        id: shareClass.id,
        name: shareClass.name,
        class_type: preferred ? 'PREFERRED' : 'COMMON',
        default_id_prefix: preferred ? 'PS-' : 'CS-',
        initial_shares_authorized: toNumeric(shareClass.authorized_shares),
        ...(shareClass.board_approved_on ? { board_approval_date: shareClass.board_approved_on } : {}),
        votes_per_share: '1',
        ...(shareClass.par_value !== null ? { par_value: toMonetary(shareClass.par_value) } : {}),
        ...(shareClass.price_per_share !== null ? { price_per_share: toMonetary(shareClass.price_per_share) } : {}),
        seniority: toNumeric(shareClass.seniority),
        conversion_rights: converts
          ? [
              {
                type: 'STOCK_CLASS_CONVERSION_RIGHT',
                conversion_mechanism: { type: 'RATIO_CONVERSION', conversion_price: toMonetary(shareClass.price_per_share ?? 0), ratio: { numerator: toNumeric(shareClass.conversion_ratio), denominator: '1' }, rounding_type: 'FLOOR' },
                ...(common && common.id !== shareClass.id ? { converts_to_stock_class_id: common.id } : { converts_to_future_round: false }),
              },
            ]
          : [],
        liquidation_preference_multiple: toNumeric(shareClass.liquidation_preference_multiple),
        ...(shareClass.participation_cap_multiple !== null ? { participation_cap_multiple: toNumeric(shareClass.participation_cap_multiple) } : {}),
        // OCF has no word for participation without a cap, so the flag travels as a tag.
        comments: [tag('participating', String(shareClass.is_participating))],
      };
    }),
    stockPlans: ledger.plans.map(
      (plan): OcfItem => ({
        object_type: 'STOCK_PLAN',
        id: plan.id,
        plan_name: plan.name,
        ...(plan.board_approved_on ? { board_approval_date: plan.board_approved_on } : {}),
        initial_shares_reserved: toNumeric(plan.shares_reserved),
        // public.cap_table_fully_diluted counts a cancelled grant back into its plan's pool.
        default_cancellation_behavior: 'RETURN_TO_POOL',
        stock_class_ids: [plan.share_class_id],
      }),
    ),
    vestingTerms: ledger.terms.map(termsToOcf),
    transactions,
  };

  const files: OcfExportFile[] = Object.entries(FILE_NAMES).map(([kind, path]) => ({
    path: path as string,
    text: json({ file_type: OCF_FILE_TYPES[kind as OcfFileKind], items: lists[kind as OcfFileKind] ?? [] }),
  }));
  const encoder = new TextEncoder();
  const reference = (kind: OcfFileKind) => {
    const file = files.find((entry) => entry.path === FILE_NAMES[kind]);
    return file ? [{ filepath: `./${file.path}`, md5: md5(encoder.encode(file.text)) }] : [];
  };
  const manifest: OcfManifest = {
    ocf_version: OCF_VERSION,
    file_type: 'OCF_MANIFEST_FILE',
    issuer: {
      object_type: 'ISSUER',
      id: ledger.organization.id,
      legal_name: ledger.organization.name,
      formation_date: formationDate(ledger),
      country_of_formation: ledger.organization.country_code ?? UNKNOWN_COUNTRY,
    },
    as_of: asOf,
    generated_at: generatedAt,
    comments: omitted.map((entry) => `Left out: ${entry.kind} ${entry.transactionId} of ${entry.effectiveOn}, reversed on ${entry.reversedOn} by ${entry.reversalId} (OCF cannot express that reversal).`),
    stakeholders_files: [],
    stock_classes_files: [],
    stock_plans_files: [],
    vesting_terms_files: [],
    transactions_files: [],
    stock_legend_templates_files: [],
    valuations_files: [],
  };
  for (const kind of Object.keys(FILE_NAMES) as OcfFileKind[]) (manifest as unknown as Record<string, unknown>)[MANIFEST_LISTS[kind]] = reference(kind);
  return { files: [{ path: 'Manifest.ocf.json', text: json(manifest) }, ...files], omitted };
}

function stakeholder(row: LedgerStakeholder): OcfItem {
  const { type, relationship } = STAKEHOLDERS[row.stakeholder_type];
  return {
    object_type: 'STAKEHOLDER',
    id: row.id,
    name: { legal_name: row.name },
    stakeholder_type: type,
    current_relationships: [relationship],
    ...(row.email && OCF_EMAIL.test(row.email) ? { contact_info: { emails: [{ email_type: 'OTHER', email_address: row.email }] } } : {}),
  };
}

/** The issuer's formation: the earliest day the cap table knows of, the organization's creation at the latest. */
function formationDate(ledger: OcfLedger): string {
  const days = [
    ledger.organization.created_at.slice(0, 10),
    ...ledger.classes.map((row) => row.board_approved_on),
    ...ledger.plans.map((row) => row.board_approved_on),
    ...ledger.transactions.flatMap((row) => [row.effective_on, row.vesting_starts_on]),
  ].filter((day): day is string => !!day);
  return days.sort()[0] as string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
