/**
 * The `postgres_changes` items of a join, read as Realtime reads them
 * (Extensions.PostgresCdcRls.Subscriptions.parse_subscription_params): event, schema, table, a
 * PostgREST-like `filter` (`col=op.value`, `not.` negates, commas AND, `in.(a,b)`, `"…"` quoting)
 * and `select` (column list). Values stay text; the database casts them to the column types
 * (realtime.filter_sql).
 */

export const FILTER_OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct']);

/**
 * @typedef {{ column: string, op: string, value: string, negate: boolean }} Filter
 * @typedef {{ event: '*' | 'INSERT' | 'UPDATE' | 'DELETE', schema: string, table: string, filters: Filter[], select: string[] | null }} Binding
 */

/**
 * @param {unknown} params one item of `config.postgres_changes`
 * @returns {{ binding: Binding } | { error: string }}
 */
export function parseBinding(params) {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return { error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${inspect(params)}` };
  const item = /** @type {Record<string, unknown>} */ (params);
  const event = actionFilter(item.event);
  let select = null;
  if ('select' in item && item.select !== null && item.select !== undefined) {
    if (typeof item.select === 'string') return { error: 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]' };
    if (Array.isArray(item.select)) {
      const columns = item.select.filter((column) => typeof column === 'string');
      select = columns.length ? columns : null;
    }
  }
  const has = (key) => key in item && item[key] !== undefined && item[key] !== null;
  let schema;
  let table;
  let filters = [];
  if (typeof item.schema === 'string' && typeof item.table === 'string' && typeof item.filter === 'string') {
    const parsed = parseFilters(item.filter);
    if ('error' in parsed) return { error: `Error parsing \`filter\` params: ${parsed.error}` };
    ({ schema, table } = /** @type {{ schema: string, table: string }} */ (item));
    filters = parsed.filters;
  } else if (typeof item.schema === 'string' && typeof item.table === 'string' && !has('filter')) {
    ({ schema, table } = /** @type {{ schema: string, table: string }} */ (item));
  } else if (typeof item.schema === 'string' && !has('table') && !has('filter')) {
    schema = item.schema;
    table = '*';
  } else if (typeof item.table === 'string' && !has('schema') && !has('filter')) {
    schema = 'public';
    table = item.table;
  } else {
    return { error: `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${inspect(params)}` };
  }
  if (select && (schema === '*' || table === '*')) return { error: 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.' };
  return { binding: { event, schema, table, filters, select } };
}

/** @param {unknown} event */
function actionFilter(event) {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/**
 * @param {string} filter
 * @returns {{ filters: Filter[] } | { error: string }}
 */
export function parseFilters(filter) {
  const trimmed = filter.trim();
  if (trimmed === '') return { filters: [] };
  const filters = [];
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment);
    if ('error' in parsed) return parsed;
    filters.push(parsed.filter);
  }
  return { filters };
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text) {
  const parts = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let previous = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '\\' && i + 1 < text.length) {
        current += char + text[i + 1];
        previous = text[i + 1];
        i += 1;
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"' && ['.', '(', ','].includes(previous)) {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth += 1;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      previous = '';
      continue;
    } else {
      current += char;
    }
    previous = char;
  }
  parts.push(current);
  return parts;
}

/** @returns {{ filter: Filter } | { error: string }} */
function parseSegment(segment) {
  const trimmed = segment.trim();
  if (trimmed === '') return { error: 'filter must not contain empty segments (check for extra commas)' };
  const equals = trimmed.indexOf('=');
  if (equals < 0) return { error: inspect([trimmed]) };
  const column = trimmed.slice(0, equals);
  let rest = trimmed.slice(equals + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) return { error: inspect([rest]) };
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!FILTER_OPS.has(op)) return { error: inspect([op, value]) };
  if (op === 'in') {
    if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) return { error: '`in` filter value must be wrapped by parentheses' };
    return { filter: { column, op, value: `{${value.slice(1, -1)}}`, negate } };
  }
  return { filter: { column, op, value: unquote(value), negate } };
}

/** `"a,b"` → `a,b` (backslash escapes one character); anything else stays as it is. */
function unquote(value) {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length; i += 1) {
    const char = value[i];
    if (char === '\\' && i + 1 < value.length) {
      out += value[i + 1];
      i += 1;
    } else if (char === '"') {
      return i === value.length - 1 ? out : value;
    } else {
      out += char;
    }
  }
  return value;
}

/** Elixir's `inspect` of a list of strings or a map, close enough for error messages. */
function inspect(value) {
  if (Array.isArray(value)) return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `%{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)} => ${JSON.stringify(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'nil';
}

/**
 * The id a binding is known by in the join reply and in every change sent for it. Upstream uses
 * `:erlang.phash2(params)`, an integer below 2^27 equal for equal params; this is a hash of the
 * same range over the params with their keys in order.
 * @param {unknown} params
 */
export function bindingId(params) {
  const text = canonical(params);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7ffffff;
}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
