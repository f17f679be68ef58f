import { STAKEHOLDER_EMAIL_MAX_LENGTH, STAKEHOLDER_NAME_MAX_LENGTH, type StakeholderType } from '../model';
import { importTransactions } from './import-ocf-transactions';
import type { OcfPackageContent } from './ocf-package';
import type { ImportPlan, OcfImport, ReportEntry, ReportReason } from './ocf-plan';
import { supportOf } from './ocf-transaction-types';
import type { OcfItem } from './ocf-types';
import { readComments, readDate, readFraction, readMonetary, readNumber, readWhole } from './ocf-values';
import { ocfToSchedule } from './ocf-vesting';

/**
 * An OCF package (read by ocf-package.ts) as an import plan: the rows to create in the cap table's
 * tables, and a report of every object and transaction left out with the reason, and of what was
 * applied with an adjustment. Nothing is thrown for what a package holds: a malformed object is a
 * line of the report. Pure; public.cap_table_import applies the plan in one transaction.
 */

export interface ImportOptions {
  /** How a name read from the package is cleaned before it is kept (the page strips markup as its forms do). */
  cleanName?: (raw: string) => string;
}

const NAME_MAX = 120;
/** Control characters as spaces, runs of space as one. */
const basicClean = (raw: string) =>
  [...raw]
    .map((character) => (character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127 ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** An OCF relationship as the ledger's stakeholder type, in order of precedence. */
const RELATIONSHIPS: [StakeholderType, string[]][] = [
  ['founder', ['FOUNDER']],
  ['investor', ['INVESTOR']],
  ['employee', ['EMPLOYEE', 'EXECUTIVE', 'OFFICER', 'NON_US_EMPLOYEE', 'EX_EMPLOYEE']],
  ['advisor', ['ADVISOR', 'BOARD_MEMBER', 'CONSULTANT', 'EX_ADVISOR', 'EX_CONSULTANT']],
  ['other', ['OTHER']],
];
const EMAIL = /^[^@\s]+@[^@\s]+$/;

export class Report {
  readonly notApplied: ReportEntry[] = [];
  readonly warnings: ReportEntry[] = [];
  skip(item: { object_type?: unknown; id?: unknown }, reason: ReportReason, detail?: string) {
    this.notApplied.push(entry(item, reason, detail));
  }
  warn(item: { object_type?: unknown; id?: unknown }, reason: ReportReason, detail?: string) {
    const warning = entry(item, reason, detail);
    const same = (other: ReportEntry) => other.objectType === warning.objectType && other.id === warning.id && other.reason === warning.reason && other.detail === warning.detail;
    if (!this.warnings.some(same)) this.warnings.push(warning);
  }
  /** A money value's amount, warning when it is in another currency than the ledger's. */
  money(item: OcfItem, value: unknown, places: number): number | null {
    const read = readMonetary(value, places);
    if (read?.foreign) this.warn(item, 'currency', read.foreign);
    return read?.amount ?? null;
  }
}

function entry(item: { object_type?: unknown; id?: unknown }, reason: ReportReason, detail?: string): ReportEntry {
  return { objectType: typeof item.object_type === 'string' ? item.object_type : '?', id: typeof item.id === 'string' ? item.id : '?', reason, ...(detail === undefined ? {} : { detail }) };
}

export function importOcf(content: OcfPackageContent, { cleanName = basicClean }: ImportOptions = {}): OcfImport {
  const report = new Report();
  for (const note of content.notes) report.warnings.push(note);
  const plan: ImportPlan = { share_classes: [], equity_plans: [], vesting_terms: [], stakeholders: [], transactions: [] };
  const seen = new Set<string>();
  const byType = new Map<string, OcfItem[]>();
  for (const raw of content.items) {
    if (!raw || typeof raw !== 'object' || typeof (raw as OcfItem).object_type !== 'string' || typeof (raw as OcfItem).id !== 'string' || !(raw as OcfItem).id) {
      report.skip((raw ?? {}) as OcfItem, 'malformed');
      continue;
    }
    const item = raw as OcfItem;
    const key = `${item.object_type.startsWith('TX_') || item.object_type.startsWith('CE_') ? 'tx' : item.object_type}:${item.id}`;
    if (seen.has(key)) {
      report.skip(item, 'duplicateId');
      continue;
    }
    seen.add(key);
    byType.set(item.object_type, [...(byType.get(item.object_type) ?? []), item]);
  }
  const of = (type: string) => byType.get(type) ?? [];
  const name = (raw: unknown, max: number) => {
    const cleaned = typeof raw === 'string' ? cleanName(raw).slice(0, max).trim() : '';
    return cleaned || null;
  };
  const unique = (names: Set<string>, item: OcfItem, value: string) => {
    if (names.has(value)) {
      report.skip(item, 'duplicateName', value);
      return false;
    }
    names.add(value);
    return true;
  };

  const stakeholders = new Set<string>();
  for (const item of of('STAKEHOLDER')) {
    const legal = name((item.name as { legal_name?: unknown } | undefined)?.legal_name, STAKEHOLDER_NAME_MAX_LENGTH);
    if (!legal) {
      report.skip(item, 'invalidField', 'name');
      continue;
    }
    const relationships = [...(Array.isArray(item.current_relationships) ? item.current_relationships : []), item.current_relationship];
    const type = RELATIONSHIPS.find(([, names]) => names.some((relationship) => relationships.includes(relationship)))?.[0] ?? 'other';
    plan.stakeholders.push({ ref: item.id, name: legal, stakeholder_type: type, email: emailOf(item, report) });
    stakeholders.add(item.id);
  }

  const classes = new Map<string, { type: 'common' | 'preferred' }>();
  const classNames = new Set<string>();
  for (const item of of('STOCK_CLASS')) {
    const className = name(item.name, NAME_MAX);
    if (!className) {
      report.skip(item, 'invalidField', 'name');
      continue;
    }
    const shareClass = readStockClass(item, report, content.items);
    if (!shareClass) continue;
    if (!unique(classNames, item, className)) continue;
    plan.share_classes.push({ ref: item.id, name: className, ...shareClass });
    classes.set(item.id, { type: shareClass.class_type });
  }

  const plans = new Map<string, { classRef: string }>();
  const planNames = new Set<string>();
  for (const item of of('STOCK_PLAN')) {
    const planName = name(item.plan_name, NAME_MAX);
    const classIds = Array.isArray(item.stock_class_ids) ? (item.stock_class_ids as unknown[]) : [item.stock_class_id];
    const classRef = classIds.find((id): id is string => typeof id === 'string' && classes.has(id));
    const reserved = readWhole(item.initial_shares_reserved);
    if (!planName) report.skip(item, 'invalidField', 'plan_name');
    else if (!classRef) report.skip(item, 'unknownStockClass', String(classIds[0] ?? ''));
    else if (reserved === null) report.skip(item, 'invalidField', 'initial_shares_reserved');
    else if (unique(planNames, item, planName)) {
      if (classIds.length > 1) report.warn(item, 'planClasses', classRef);
      if (item.default_cancellation_behavior !== undefined && item.default_cancellation_behavior !== 'RETURN_TO_POOL') report.warn(item, 'cancellationBehavior', String(item.default_cancellation_behavior));
      plan.equity_plans.push({ ref: item.id, name: planName, share_class_ref: classRef, shares_reserved: reserved, board_approved_on: readDate(item.board_approval_date) });
      plans.set(item.id, { classRef });
    }
  }

  const terms = new Map<string, 'applied' | 'notApplied'>();
  const termsNames = new Set<string>();
  for (const item of of('VESTING_TERMS')) {
    const termsName = name(item.name, NAME_MAX);
    const cliff = Number(readComments(item.comments).tags.get('cliff_length'));
    const reading = ocfToSchedule(item, Number.isInteger(cliff) ? cliff : null);
    if (!termsName) report.skip(item, 'invalidField', 'name');
    else if ('problem' in reading) report.skip(item, reading.problem);
    else if (unique(termsNames, item, termsName)) {
      if (reading.rounding) report.warn(item, 'rounding', reading.rounding);
      plan.vesting_terms.push({ ref: item.id, name: termsName, ...reading.schedule });
      terms.set(item.id, 'applied');
      continue;
    }
    terms.set(item.id, 'notApplied');
  }

  const transactions: OcfItem[] = [];
  for (const [type, items] of byType) {
    const support = supportOf(type);
    if (type === 'ISSUER' || ['STAKEHOLDER', 'STOCK_CLASS', 'STOCK_PLAN', 'VESTING_TERMS'].includes(type)) continue;
    if (support.status === 'reported') for (const item of items) report.skip(item, support.reason);
    else transactions.push(...items);
  }
  importTransactions(transactions, { plan, report, stakeholders, classes, plans, terms });

  const issuer = (content.manifest.issuer ?? {}) as { legal_name?: unknown };
  return {
    plan,
    report: { notApplied: report.notApplied, warnings: report.warnings },
    issuer: {
      legalName: typeof issuer.legal_name === 'string' ? issuer.legal_name : '',
      asOf: readDate(content.manifest.as_of),
      ocfVersion: typeof content.manifest.ocf_version === 'string' ? content.manifest.ocf_version : null,
    },
  };
}

function emailOf(item: OcfItem, report: Report): string | null {
  const lists = [(item.contact_info as { emails?: unknown } | undefined)?.emails, (item.primary_contact as { emails?: unknown } | undefined)?.emails];
  const addresses = lists.flatMap((list) => (Array.isArray(list) ? list : [])).map((email) => (email as { email_address?: unknown })?.email_address);
  const valid = addresses.find((address): address is string => typeof address === 'string' && address.length <= STAKEHOLDER_EMAIL_MAX_LENGTH && EMAIL.test(address.trim()));
  if (!valid && addresses.length > 0) report.warn(item, 'emailDropped');
  return valid?.trim() ?? null;
}

function readStockClass(item: OcfItem, report: Report, everything: readonly unknown[]) {
  const classType = item.class_type === 'PREFERRED' ? 'preferred' : item.class_type === 'COMMON' ? 'common' : null;
  if (!classType) {
    report.skip(item, 'invalidField', 'class_type');
    return null;
  }
  let authorized = readWhole(item.initial_shares_authorized);
  if (authorized === null) {
    // "UNLIMITED", "NOT APPLICABLE" or a fraction: as many as the package issues of the class, at least one.
    const issued = everything
      .filter((other) => (other as OcfItem)?.stock_class_id === item.id)
      .reduce((sum: number, other) => sum + (readWhole((other as OcfItem).quantity) ?? 0), 0);
    const fraction = readFraction(item.initial_shares_authorized);
    authorized = Math.max(fraction ? Number(fraction.floor().toString()) : 0, issued, 1);
    report.warn(item, 'authorizedShares', String(authorized));
  }
  const tags = readComments(item.comments).tags;
  let seniority = readNumber(item.seniority, 0) ?? 1;
  if (seniority < 0 || seniority > 100 || !readFraction(item.seniority)?.equals(seniority)) {
    seniority = Math.min(Math.max(seniority, 0), 100);
    report.warn(item, 'seniority', String(seniority));
  }
  const preference = readNumber(item.liquidation_preference_multiple, 4) ?? 1;
  const cap = readNumber(item.participation_cap_multiple, 4);
  const participating = tags.has('participating') ? tags.get('participating') === 'true' : cap !== null;
  if (classType === 'common' && (participating || cap !== null)) report.warn(item, 'commonPreference');
  const rights = Array.isArray(item.conversion_rights) ? (item.conversion_rights as { conversion_mechanism?: { type?: unknown; ratio?: { numerator?: unknown; denominator?: unknown } } }[]) : [];
  const ratio = rights.map((right) => right?.conversion_mechanism).find((mechanism) => mechanism?.type === 'RATIO_CONVERSION')?.ratio;
  const numerator = readFraction(ratio?.numerator);
  const denominator = readFraction(ratio?.denominator);
  const conversion = numerator && denominator && !denominator.equals(0) ? Number(numerator.div(denominator).round(6).toString(6)) : 1;
  const price = report.money(item, item.price_per_share, 8);
  const par = report.money(item, item.par_value, 8);
  const valid =
    preference >= 0 && preference < 10_000 && (cap === null || (cap > 0 && cap < 10_000)) && conversion > 0 && conversion < 1_000_000 && (price ?? 0) >= 0 && (par ?? 0) >= 0 && (price ?? 0) < 1e12 && (par ?? 0) < 1e12;
  if (!valid) {
    report.skip(item, 'invalidField', 'terms');
    return null;
  }
  const preferred = classType === 'preferred';
  return {
    class_type: classType,
    authorized_shares: authorized,
    price_per_share: price,
    par_value: par,
    seniority,
    liquidation_preference_multiple: preference,
    is_participating: preferred && participating,
    participation_cap_multiple: preferred && participating ? cap : null,
    conversion_ratio: conversion,
    board_approved_on: readDate(item.board_approval_date),
  } as const;
}
