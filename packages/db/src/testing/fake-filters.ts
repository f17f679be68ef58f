import type { FakeFilter, FakeOrder } from './fake-types';

type Row = Record<string, unknown>;

/** A column's value; `user.email` reads into an embedded relation. */
function valueAt(row: Row, column: string): unknown {
  return column.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Row)[key] : undefined), row);
}

/** PostgREST sends every value as text and PostgreSQL casts it to the column's type. */
const same = (a: unknown, b: unknown) => (typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : String(a) === String(b));

/** Numbers as numbers, timestamps as instants, other text as text (the C collation). */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number' || typeof b === 'number') {
    const [x, y] = [Number(a), Number(b)];
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  }
  const [x, y] = [String(a), String(b)];
  if (/^\d{4}-\d\d-\d\d/.test(x) && /^\d{4}-\d\d-\d\d/.test(y)) {
    const [t, u] = [Date.parse(x), Date.parse(y)];
    if (!Number.isNaN(t) && !Number.isNaN(u)) return t - u;
  }
  return x < y ? -1 : x > y ? 1 : 0;
}

const likePattern = (pattern: string, flags: string) =>
  new RegExp(`^${String(pattern).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[%*]/g, '.*').replace(/_/g, '.')}$`, flags);

function contains(value: unknown, wanted: unknown): boolean {
  if (Array.isArray(value)) return (Array.isArray(wanted) ? wanted : [wanted]).every((item) => value.some((entry) => same(entry, item)));
  if (value && typeof value === 'object' && wanted && typeof wanted === 'object')
    return Object.entries(wanted).every(([key, item]) => contains((value as Row)[key], item) || same((value as Row)[key], item));
  return same(value, wanted);
}

/** SQL's three-valued logic, folded: a comparison with NULL never holds. */
function holds(row: Row, filter: FakeFilter): boolean {
  if (filter.anyOf) return filter.anyOf.some((branch) => branch.every((inner) => matches(row, inner)));
  const value = valueAt(row, filter.column);
  const wanted = filter.value;
  switch (filter.operator) {
    case 'is':
      return wanted === null || wanted === 'null' ? value === null || value === undefined : same(value, wanted);
    case 'in':
      return value !== null && value !== undefined && (wanted as unknown[]).some((item) => same(value, item));
    case 'cs':
      return value !== null && value !== undefined && contains(value, wanted);
    case 'cd':
      return value !== null && value !== undefined && contains(wanted, value);
  }
  if (value === null || value === undefined) return false;
  switch (filter.operator) {
    case 'eq':
      return same(value, wanted);
    case 'neq':
      return !same(value, wanted);
    case 'gt':
      return compare(value, wanted) > 0;
    case 'gte':
      return compare(value, wanted) >= 0;
    case 'lt':
      return compare(value, wanted) < 0;
    case 'lte':
      return compare(value, wanted) <= 0;
    case 'like':
      return likePattern(String(wanted), '').test(String(value));
    case 'ilike':
      return likePattern(String(wanted), 'i').test(String(value));
    default:
      throw new Error(`The fake database does not filter with "${filter.operator}"; answer this request with the answer option.`);
  }
}

export function matches(row: Row, filter: FakeFilter): boolean {
  const result = holds(row, filter);
  return filter.negated ? !result : result;
}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts.map((part) => part.trim());
}

const unquote = (value: string) => (value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);

/** One operand of PostgREST's filter syntax: `in.(a,b)`, `is.null`, or text. */
export function parseValue(operator: string, text: string): unknown {
  if (operator === 'in') return splitTopLevel(text.replace(/^\(|\)$/g, '')).map(unquote);
  if (operator === 'is') return text === 'null' ? null : text === 'true' ? true : text === 'false' ? false : text;
  if (operator === 'cs' || operator === 'cd') return text.startsWith('{') ? splitTopLevel(text.slice(1, -1)).map(unquote) : JSON.parse(text);
  return unquote(text);
}

/** `.or('a.eq.1,and(b.is.null,c.gt.2)')` as filters. */
export function parseOr(text: string): FakeFilter[][] {
  return splitTopLevel(text).map((part) => {
    const group = /^(not\.)?(and|or)\((.*)\)$/.exec(part);
    if (group) {
      const inner = group[2] === 'and' ? [parseOr(group[3]!).flat()] : parseOr(group[3]!);
      return [{ column: '', operator: 'group', value: null, anyOf: inner, negated: Boolean(group[1]) }];
    }
    const [column, ...rest] = part.split('.');
    const negated = rest[0] === 'not';
    if (negated) rest.shift();
    const operator = rest.shift()!;
    return [{ column: column!, operator, value: parseValue(operator, rest.join('.')), negated }];
  });
}

/** PostgreSQL's order: ascending puts NULLs last, descending first, unless told otherwise. */
export function sortRows<T extends Row>(rows: T[], orders: FakeOrder[]): T[] {
  return [...rows].sort((a, b) => {
    for (const order of orders) {
      const [x, y] = [valueAt(a, order.column), valueAt(b, order.column)];
      const [xNull, yNull] = [x === null || x === undefined, y === null || y === undefined];
      if (xNull || yNull) {
        if (xNull && yNull) continue;
        return xNull === order.nullsFirst ? -1 : 1;
      }
      const difference = compare(x, y);
      if (difference !== 0) return order.ascending ? difference : -difference;
    }
    return 0;
  });
}
