/**
 * The part of the Open Cap Table Format (OCF) the ledger reads and writes, typed by hand from the
 * coalition's JSON schemas vendored in packages/cap-table/ocf/schema (see its README for the
 * version). Only the fields the mapping touches are named; an object read from a package may carry
 * more, which the importer ignores. The schemas themselves validate in tests (ocf-schema.test.ts),
 * never in the browser.
 */

/** The OCF version the vendored schemas pin (the manifest's `ocf_version` is a const there). */
export const OCF_VERSION = '1.2.1-alpha+main';

/** OCF's number: a decimal string, up to ten decimals. */
export type OcfNumeric = string;

export interface OcfMonetary {
  amount: OcfNumeric;
  currency: string;
}

export interface OcfObject {
  object_type: string;
  id: string;
  comments?: string[];
}

/** Any object of a file, as read: its type and id are all the importer can count on. */
export type OcfItem = OcfObject & Record<string, unknown>;

export interface OcfFileReference {
  filepath: string;
  md5: string;
}

export const OCF_FILE_TYPES = {
  stakeholders: 'OCF_STAKEHOLDERS_FILE',
  stockClasses: 'OCF_STOCK_CLASSES_FILE',
  stockPlans: 'OCF_STOCK_PLANS_FILE',
  vestingTerms: 'OCF_VESTING_TERMS_FILE',
  transactions: 'OCF_TRANSACTIONS_FILE',
  stockLegendTemplates: 'OCF_STOCK_LEGEND_TEMPLATES_FILE',
  valuations: 'OCF_VALUATIONS_FILE',
  financings: 'OCF_FINANCINGS_FILE',
  documents: 'OCF_DOCUMENTS_FILE',
} as const;
export type OcfFileKind = keyof typeof OCF_FILE_TYPES;

/** The manifest's list of each kind of file, in the manifest's words. */
export const MANIFEST_LISTS: Record<OcfFileKind, string> = {
  stakeholders: 'stakeholders_files',
  stockClasses: 'stock_classes_files',
  stockPlans: 'stock_plans_files',
  vestingTerms: 'vesting_terms_files',
  transactions: 'transactions_files',
  stockLegendTemplates: 'stock_legend_templates_files',
  valuations: 'valuations_files',
  financings: 'financings_files',
  documents: 'documents_files',
};

export interface OcfIssuer extends OcfObject {
  object_type: 'ISSUER';
  legal_name: string;
  formation_date: string;
  country_of_formation: string;
}

export interface OcfManifest {
  ocf_version: string;
  file_type: 'OCF_MANIFEST_FILE';
  issuer: OcfIssuer;
  as_of: string;
  generated_at: string;
  comments?: string[];
  stakeholders_files: OcfFileReference[];
  stock_classes_files: OcfFileReference[];
  stock_plans_files: OcfFileReference[];
  vesting_terms_files: OcfFileReference[];
  transactions_files: OcfFileReference[];
  stock_legend_templates_files: OcfFileReference[];
  valuations_files: OcfFileReference[];
  financings_files?: OcfFileReference[];
  documents_files?: OcfFileReference[];
}

export interface OcfListFile<T extends OcfObject = OcfItem> {
  file_type: string;
  items: T[];
}

/** One file of a package: where the manifest puts it and what it holds. */
export interface OcfPackageFile {
  path: string;
  content: OcfManifest | OcfListFile;
}

/** A vesting condition of OCF vesting terms, as far as the ledger's schedules go. */
export interface OcfVestingCondition {
  id: string;
  description?: string;
  portion?: { numerator: OcfNumeric; denominator: OcfNumeric; remainder?: boolean };
  quantity?: OcfNumeric;
  trigger:
    | { type: 'VESTING_START_DATE' }
    | { type: 'VESTING_EVENT' }
    | { type: 'VESTING_SCHEDULE_ABSOLUTE'; date: string }
    | {
        type: 'VESTING_SCHEDULE_RELATIVE';
        period: { length: number; type: 'MONTHS' | 'DAYS'; occurrences: number; day_of_month?: string; cliff_installment?: number };
        relative_to_condition_id: string;
      };
  next_condition_ids: string[];
}
