import Papa from 'papaparse';
import { BUDGET_CATEGORIES, flowOf, sumLines, varianceOf, type BudgetLine, type BudgetRange } from './budget-model';
import type { MetricDefinition, MetricPeriod } from './model';
import { monthText, periodOfMonthText } from './months';
import { parseMetricValue, westernDigits } from './numbers';

/**
 * The metrics file: one row per month and metric, columns `month` (YYYY-MM), `metric` (the key)
 * and `value`. Reading one gives the rows to save and, line by line, the ones refused and why; a
 * refusal never drops another line. Pure (no page, no database), so the import shows exactly what
 * the unit tests prove. The page loads this module when a file is chosen or written, so papaparse
 * downloads only then.
 */

export const CSV_COLUMNS = ['month', 'metric', 'value'] as const;

/** Why a line is not imported; the page words each in the reader's language. */
export const CSV_REASONS = [
  'missingHeader',
  'missingFields',
  'badMonth',
  'futureMonth',
  'unknownMetric',
  'derivedMetric',
  'submittedMonth',
  'emptyValue',
  'notANumber',
  'outOfRange',
  'notWhole',
  'duplicate',
] as const;

export type CsvReason = (typeof CSV_REASONS)[number];

export interface CsvRefusal {
  /** The line of the file, counting from 1 (the header). */
  line: number;
  reason: CsvReason;
  /** What the line said, for the message: the month or metric as written, or the line it repeats. */
  detail?: string;
}

export interface CsvRow {
  line: number;
  period: string;
  metricKey: string;
  value: number;
}

export interface CsvReport {
  /** The rows to save, in the file's order. */
  accepted: CsvRow[];
  refused: CsvRefusal[];
  /** The accepted rows by month, oldest month first. */
  months: Array<{ period: string; rows: CsvRow[] }>;
}

export interface CsvContext {
  /** Every metric the company may report or read (the catalogue and its own). */
  definitions: readonly MetricDefinition[];
  /** The company's months with their state. */
  periods: readonly Pick<MetricPeriod, 'period' | 'status'>[];
  /** The month it is now (`YYYY-MM-01`): a later one has no value yet. */
  currentMonth: string;
  /** The reader's decimal separator, for the one ambiguous number (`1,234`). */
  languageDecimal?: string;
}

const BOM = '\ufeff';
const DELIMITERS = [',', ';', '\t'] as const;

/** The header names the columns; its separator (a comma, or a semicolon or tab from a spreadsheet) is the file's. */
function delimiterOf(header: string): string {
  return DELIMITERS.map((delimiter) => ({ delimiter, count: header.split(delimiter).length })).sort((a, b) => b.count - a.count)[0]!.delimiter;
}

const cell = (value: string | undefined) => westernDigits(value ?? '').trim();

/** Newlines inside a row's quoted fields: the lines the row takes beyond its first. */
const extraLines = (fields: string[]) => fields.reduce((total, field) => total + (field.match(/\n/g)?.length ?? 0), 0);

type Check = { ok: true; row: Omit<CsvRow, 'line'> } | { ok: false; reason: CsvReason; detail?: string };

type Columns = Record<(typeof CSV_COLUMNS)[number], number>;

/** What every line is read against: the file's columns and separator, and the company's metrics and locked months. */
interface Reading {
  columns: Columns;
  headerLength: number;
  delimiter: string;
  context: CsvContext;
  definitions: Map<string, MetricDefinition>;
  submitted: Set<string>;
}

function checkLine(fields: string[], { columns, headerLength, delimiter, context, definitions, submitted }: Reading): Check {
  if (fields.length <= Math.max(columns.month, columns.metric, columns.value)) return { ok: false, reason: 'missingFields' };
  const monthCell = cell(fields[columns.month]);
  const period = periodOfMonthText(monthCell);
  if (!period) return { ok: false, reason: 'badMonth', detail: monthCell };
  if (period > context.currentMonth) return { ok: false, reason: 'futureMonth', detail: monthText(period) };
  const metricCell = cell(fields[columns.metric]);
  const definition = definitions.get(metricCell.toLowerCase());
  if (!definition) return { ok: false, reason: 'unknownMetric', detail: metricCell };
  if (definition.is_derived) return { ok: false, reason: 'derivedMetric', detail: definition.key };
  if (submitted.has(period)) return { ok: false, reason: 'submittedMonth', detail: monthText(period) };
  // The value is the last column of the usual file: a value whose thousands separator is the
  // file's own delimiter (`2026-01,revenue,1,234,567` unquoted) is put back together.
  const valueText = columns.value === headerLength - 1 ? fields.slice(columns.value).join(delimiter) : fields[columns.value];
  const parsed = parseMetricValue(valueText ?? '', definition.unit, { languageDecimal: context.languageDecimal });
  if (!parsed.ok) return { ok: false, reason: parsed.problem === 'empty' ? 'emptyValue' : parsed.problem };
  return { ok: true, row: { period, metricKey: definition.key, value: parsed.value } };
}

/** Reads a metrics file against the company's metrics and months. */
export function parseMetricsCsv(text: string, context: CsvContext): CsvReport {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = delimiterOf(firstLine);
  const rows = Papa.parse<string[]>(source, { delimiter, skipEmptyLines: false }).data;
  const header = (rows[0] ?? []).map((name) => name.trim().toLowerCase());
  const columns = Object.fromEntries(CSV_COLUMNS.map((name) => [name, header.indexOf(name)])) as Columns;
  if (Object.values(columns).some((index) => index < 0)) return { accepted: [], refused: [{ line: 1, reason: 'missingHeader' }], months: [] };

  const reading: Reading = {
    columns,
    headerLength: header.length,
    delimiter,
    context,
    definitions: new Map(context.definitions.map((definition) => [definition.key, definition])),
    submitted: new Set(context.periods.filter((period) => period.status === 'submitted').map((period) => period.period)),
  };
  const accepted: CsvRow[] = [];
  const refused: CsvRefusal[] = [];
  const firstLineOf = new Map<string, number>();
  let line = 1 + extraLines(rows[0] ?? []);
  for (const fields of rows.slice(1)) {
    line += 1;
    const lineOfRow = line;
    line += extraLines(fields);
    if (fields.every((field) => field.trim() === '')) continue;
    const checked = checkLine(fields, reading);
    if (!checked.ok) {
      refused.push({ line: lineOfRow, reason: checked.reason, ...(checked.detail !== undefined ? { detail: checked.detail } : {}) });
      continue;
    }
    const key = `${checked.row.period}|${checked.row.metricKey}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      refused.push({ line: lineOfRow, reason: 'duplicate', detail: String(first) });
      continue;
    }
    firstLineOf.set(key, lineOfRow);
    accepted.push({ line: lineOfRow, ...checked.row });
  }
  const byMonth = new Map<string, CsvRow[]>();
  for (const row of accepted) byMonth.set(row.period, [...(byMonth.get(row.period) ?? []), row]);
  const months = [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, monthRows]) => ({ period, rows: monthRows }));
  return { accepted, refused, months };
}

/** A value as a file writes it: plain digits and a dot, never an exponent. */
function plainNumber(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

/** A metrics file of the rows given, header first, lines ended by CRLF as spreadsheets expect. */
export function metricsCsv(rows: ReadonlyArray<{ period: string; metricKey: string; value: number }>): string {
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: rows.map((row) => [monthText(row.period), row.metricKey, plainNumber(row.value)]) }, { newline: '\r\n' });
}

/** A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) kept as text. */
const safeText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The budget file: one row per month and category, with the variance as the page shows it. */
export const BUDGET_CSV_COLUMNS = ['month', 'category', 'flow', 'budgeted', 'actual', 'variance', 'variance_percent', 'note'] as const;

/**
 * A budget against actuals as a file, oldest month first and categories in their order; actual,
 * variance and its percentage are empty until the month's actual is known (the percentage also
 * when the budget is zero), the percentage to one decimal.
 */
export function budgetCsv(lines: readonly BudgetLine[]): string {
  const ordered = [...lines].sort((a, b) => a.month.localeCompare(b.month) || BUDGET_CATEGORIES.indexOf(a.category) - BUDGET_CATEGORIES.indexOf(b.category));
  const data = ordered.map((line) => {
    const variance = varianceOf(sumLines([line]), flowOf(line.category));
    return [
      monthText(line.month),
      line.category,
      flowOf(line.category),
      plainNumber(Number(line.budgeted)),
      line.actual === null ? '' : plainNumber(Number(line.actual)),
      variance ? plainNumber(variance.amount) : '',
      variance?.percent == null ? '' : variance.percent.toFixed(1),
      safeText(line.note ?? ''),
    ];
  });
  return Papa.unparse({ fields: [...BUDGET_CSV_COLUMNS], data }, { newline: '\r\n' });
}

/** `budget-<organization>-<first month>-<last month>.csv`, the organization's name in any script, with hyphens for the rest. */
export function budgetFileName(organizationName: string, range: BudgetRange): string {
  const name = organizationName.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'organization';
  return `budget-${name}-${monthText(range.from)}-${monthText(range.to)}.csv`;
}
