import type { CompensationType, ConvertibleType } from '../ledger-model';
import type { Report } from './import-ocf';
import type { OcfItem } from './ocf-types';
import { readComments, readDate, readNumber, readPercent } from './ocf-values';

/** The fields of OCF transactions the importer reads into a ledger row's columns. */

const COMPENSATION: Record<string, CompensationType> = { OPTION_ISO: 'option_iso', OPTION_NSO: 'option_nso', RSU: 'rsu' };

export const positive = (value: number | null) => (value !== null && value > 0 ? value : null);

/** The row's note: the package's comments, else the text OCF requires (a reason). */
export function noteOr(item: OcfItem, text: unknown): string | null {
  const { note } = readComments(item.comments);
  return note ?? (typeof text === 'string' && text.trim() ? text.trim().slice(0, 2000) : null);
}

export function acceleration(tags: Map<string, string>, vesting: { vesting_terms_ref: string | null }) {
  const [trigger, percent] = (tags.get('acceleration') ?? '').split(':');
  const value = readNumber(percent, 2);
  if (!vesting.vesting_terms_ref || (trigger !== 'single' && trigger !== 'double') || value === null || value <= 0 || value > 100) return {};
  return { acceleration_trigger: trigger, acceleration_percent: value } as const;
}

export function compensationOf(item: OcfItem): CompensationType | null {
  const type = String(item.compensation_type ?? '');
  if (type in COMPENSATION) return COMPENSATION[type] as CompensationType;
  if (type === 'OPTION') return item.option_grant_type === 'ISO' ? 'option_iso' : 'option_nso';
  return null;
}

type ConvertibleRow = {
  convertible_type: ConvertibleType;
  amount: number;
  valuation_cap: number | null;
  discount_percent: number | null;
  interest_rate_percent: number | null;
  matures_on: string | null;
  mfn: boolean | null;
};

/** A convertible's terms, or the field (or `convertibleType`) that keeps it out. */
export function convertibleOf(item: OcfItem, report: Report): ConvertibleRow | string {
  const triggers = Array.isArray(item.conversion_triggers) ? (item.conversion_triggers as { type?: unknown; trigger_date?: unknown; conversion_right?: { conversion_mechanism?: Record<string, unknown> } }[]) : [];
  const mechanisms = triggers.map((trigger) => trigger?.conversion_right?.conversion_mechanism).filter((mechanism): mechanism is Record<string, unknown> => !!mechanism);
  const safe = mechanisms.find((mechanism) => mechanism.type === 'SAFE_CONVERSION');
  const note = mechanisms.find((mechanism) => mechanism.type === 'CONVERTIBLE_NOTE_CONVERSION');
  let type: ConvertibleType;
  if (item.convertible_type === 'SAFE') {
    type = safe?.conversion_timing === 'PRE_MONEY' ? 'safe_pre_money' : 'safe_post_money';
    if (safe?.conversion_timing !== 'PRE_MONEY' && safe?.conversion_timing !== 'POST_MONEY') report.warn(item, 'safeTiming');
  } else if (item.convertible_type === 'NOTE') type = 'convertible_note';
  else return 'convertibleType';
  const amount = report.money(item, item.investment_amount, 2);
  if (amount === null || amount <= 0) return 'investment_amount';
  const terms = safe ?? note ?? {};
  const cap = report.money(item, terms.conversion_valuation_cap, 2);
  const discount = readPercent(terms.conversion_discount, 2);
  const rates = Array.isArray(note?.interest_rates) ? (note.interest_rates as { rate?: unknown }[]) : [];
  const interest = readPercent(rates[0]?.rate, 3);
  if ((cap !== null && cap <= 0) || (discount !== null && (discount < 0 || discount >= 100)) || (interest !== null && (interest < 0 || interest >= 1000))) return 'conversion_terms';
  const maturity = triggers.find((trigger) => trigger?.type === 'AUTOMATIC_ON_DATE');
  return {
    convertible_type: type,
    amount,
    valuation_cap: cap,
    discount_percent: discount,
    interest_rate_percent: interest,
    matures_on: readDate(maturity?.trigger_date),
    mfn: typeof terms.conversion_mfn === 'boolean' ? terms.conversion_mfn : null,
  };
}
