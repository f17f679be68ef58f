import { describe, expect, it } from 'vitest';
import { metricsCsv, parseMetricsCsv, type CsvContext } from './csv';
import type { MetricDefinition } from './model';
import { parseNumber } from './numbers';

/**
 * The metrics file as founders' spreadsheets write it: separators of every convention, Arabic
 * digits, a byte order mark and Windows line ends, and each line a file can get wrong, refused
 * with its line number while the others still go in.
 */

const definition = (key: string, unit: MetricDefinition['unit'], extra: Partial<MetricDefinition> = {}): MetricDefinition => ({
  id: `d-${key}`,
  organization_id: null,
  key,
  name: key,
  description: null,
  unit,
  currency_code: unit === 'currency' ? 'USD' : null,
  aggregation: 'sum',
  is_derived: false,
  position: 10,
  ...extra,
});

const CONTEXT: CsvContext = {
  definitions: [definition('revenue', 'currency'), definition('customers', 'count'), definition('gross_margin', 'percent'), definition('runway_months', 'months', { is_derived: true })],
  periods: [
    { period: '2026-09-01', status: 'submitted' },
    { period: '2026-10-01', status: 'draft' },
  ],
  currentMonth: '2026-11-01',
  languageDecimal: '.',
};

const read = (lines: string[], context: CsvContext = CONTEXT) => parseMetricsCsv(['month,metric,value', ...lines].join('\n'), context);

describe('numbers as spreadsheets write them', () => {
  it.each([
    ['1,234,567', '.', 1234567],
    ['1 234 567', '.', 1234567],
    ['1\u202f234\u202f567', ',', 1234567],
    ['1.234.567,5', '.', 1234567.5],
    ['1,234.5', ',', 1234.5],
    ['12,5', '.', 12.5],
    ['1,234', '.', 1234],
    ['1,234', ',', 1.234],
    ['-1,000', '.', -1000],
    ['\u2212250', '.', -250],
    ['١٬٢٣٤٬٥٦٧٫٥', '.', 1234567.5],
    ['٣٫٥', ',', 3.5],
    ['۱۲۰۰', '.', 1200],
    ['\u200f٤٥\u200f', '.', 45],
  ])('%s (decimal %s) is %d', (text, languageDecimal, expected) => {
    expect(parseNumber(text, { languageDecimal })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['1e5', 'notANumber'],
    ['1,23,456', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['$100', 'notANumber'],
    ['2000000000000000', 'outOfRange'],
  ])('%j is refused as %s', (text, problem) => {
    expect(parseNumber(text)).toEqual({ ok: false, problem });
  });
});

describe('reading a metrics file', () => {
  it('takes a byte order mark, Windows line ends, quoted and unquoted separators, and Arabic digits', () => {
    const text = '\ufeffmonth,metric,value\r\n2026-10,revenue,"1,234,567"\r\n2026-09,gross_margin,48%\r\n٢٠٢٦-٠٨,customers,١٬٢٠٠\r\n2026-07,revenue,1,500\r\n';
    const report = parseMetricsCsv(text, { ...CONTEXT, periods: [] });
    expect(report.refused).toEqual([]);
    expect(report.accepted).toEqual([
      { line: 2, period: '2026-10-01', metricKey: 'revenue', value: 1234567 },
      { line: 3, period: '2026-09-01', metricKey: 'gross_margin', value: 48 },
      { line: 4, period: '2026-08-01', metricKey: 'customers', value: 1200 },
      { line: 5, period: '2026-07-01', metricKey: 'revenue', value: 1500 },
    ]);
    expect(report.months.map((month) => month.period)).toEqual(['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01']);
  });

  it('reads a semicolon file with decimal commas, columns in any order and a header in capitals', () => {
    const report = parseMetricsCsv('Value;Month;Metric\n1.234.567,5;2026-10;Revenue\n', CONTEXT);
    expect(report.accepted).toEqual([{ line: 2, period: '2026-10-01', metricKey: 'revenue', value: 1234567.5 }]);
  });

  it.each([
    ['an unknown metric', '2026-10,profit,10', { reason: 'unknownMetric', detail: 'profit' }],
    ['a derived metric', '2026-10,runway_months,12', { reason: 'derivedMetric', detail: 'runway_months' }],
    ['a month that is not one', '2026-13,revenue,10', { reason: 'badMonth', detail: '2026-13' }],
    ['a month written otherwise', 'Oct 2026,revenue,10', { reason: 'badMonth', detail: 'Oct 2026' }],
    ['a month to come', '2026-12,revenue,10', { reason: 'futureMonth', detail: '2026-12' }],
    ['a submitted month', '2026-09,revenue,10', { reason: 'submittedMonth', detail: '2026-09' }],
    ['an empty value', '2026-10,revenue,', { reason: 'emptyValue' }],
    ['a value that is not a number', '2026-10,revenue,twelve', { reason: 'notANumber' }],
    ['a count that is not whole', '2026-10,customers,2.5', { reason: 'notWhole' }],
    ['a line too short', '2026-10,revenue', { reason: 'missingFields' }],
  ])('refuses %s and keeps the other lines', (_case, line, refusal) => {
    const report = read(['2026-10,customers,40', line, '2026-08,revenue,900']);
    expect(report.refused).toEqual([{ line: 3, ...refusal }]);
    expect(report.accepted.map((row) => row.line)).toEqual([2, 4]);
  });

  it('keeps the first of two lines for one month and metric, and names it in the refusal of the second', () => {
    const report = read(['2026-10,revenue,10', '', '2026-10,Revenue,12']);
    expect(report.accepted).toEqual([{ line: 2, period: '2026-10-01', metricKey: 'revenue', value: 10 }]);
    expect(report.refused).toEqual([{ line: 4, reason: 'duplicate', detail: '2' }]);
  });

  it('counts the lines a quoted value spans', () => {
    const report = read(['2026-10,"reve\nnue",10', '2026-10,nothing,1']);
    expect(report.refused).toEqual([
      { line: 2, reason: 'unknownMetric', detail: 'reve\nnue' },
      { line: 4, reason: 'unknownMetric', detail: 'nothing' },
    ]);
  });

  it('refuses a file without the three columns as a whole', () => {
    expect(parseMetricsCsv('date,key,amount\n2026-10,revenue,1\n', CONTEXT)).toEqual({ accepted: [], refused: [{ line: 1, reason: 'missingHeader' }], months: [] });
  });

  it('writes a file that reads back to the same rows', () => {
    const rows = [
      { period: '2026-08-01', metricKey: 'revenue', value: 1234567.5 },
      { period: '2026-08-01', metricKey: 'customers', value: 120 },
      { period: '2026-09-01', metricKey: 'gross_margin', value: 0.0000001 },
    ];
    const text = metricsCsv(rows);
    expect(text.split('\r\n')[0]).toBe('month,metric,value');
    expect(parseMetricsCsv(text, { ...CONTEXT, periods: [] }).accepted.map(({ line: _line, ...row }) => row)).toEqual(rows);
  });
});
