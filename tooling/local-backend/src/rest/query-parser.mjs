import { MAX_JSON_DEPTH, MAX_QUERY_NESTING, bracketDepth } from '../limits.mjs';
import { parseError } from './errors.mjs';

/**
 * Parsers for PostgREST's URL grammar: select trees, filters, logic trees, order, ranges.
 * They produce plain data; names are checked against the schema later, in the SQL builder.
 *
 * @typedef {{ arrow: '->' | '->>', key: string }} JsonStep
 * @typedef {{ name: string, jsonPath: JsonStep[] }} Field
 * @typedef {{ type: 'star' }
 *   | { type: 'column', field: Field, alias: string | null, cast: string | null }
 *   | { type: 'embed', name: string, alias: string | null, hint: string | null, joinType: 'inner' | 'left' | null, select: SelectItem[] }} SelectItem
 * @typedef {{ negate: boolean, op: string, modifier: string | null, value: string }} FilterExpr
 * @typedef {{ type: 'filter', field: Field, expr: FilterExpr }
 *   | { type: 'logic', op: 'and' | 'or', negate: boolean, children: LogicNode[] }} LogicNode
 * @typedef {{ field: Field, direction: 'asc' | 'desc' | null, nulls: 'first' | 'last' | null }} OrderTerm
 */

const NAME_CHARS = /[A-Za-z0-9_$ \u00C0-\uFFFF]/;
export const OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts']);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
export const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** A cursor over one parameter value, with PostgREST-like error messages. */
class Cursor {
  constructor(text, what) {
    this.text = text;
    this.pos = 0;
    this.what = what;
  }
  peek(count = 1) {
    return this.text.slice(this.pos, this.pos + count);
  }
  done() {
    return this.pos >= this.text.length;
  }
  skipSpaces() {
    while (this.text[this.pos] === ' ') this.pos += 1;
  }
  fail(expecting) {
    const found = this.done() ? 'end of input' : `"${this.text[this.pos]}"`;
    return parseError(`"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`, `unexpected ${found} expecting ${expecting}`);
  }
  expect(token, expecting = `"${token}"`) {
    if (this.peek(token.length) !== token) throw this.fail(expecting);
    this.pos += token.length;
  }
  /** An identifier: a double-quoted name, or a run of name characters. */
  name() {
    this.skipSpaces();
    if (this.peek() === '"') {
      this.pos += 1;
      let out = '';
      while (!this.done() && this.peek() !== '"') {
        if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos += 1;
        out += this.text[this.pos];
        this.pos += 1;
      }
      this.expect('"');
      return out;
    }
    const start = this.pos;
    while (!this.done() && NAME_CHARS.test(this.text[this.pos])) this.pos += 1;
    const out = this.text.slice(start, this.pos).trim();
    if (!out) throw this.fail('field name');
    return out;
  }
  /** A field: a name followed by JSON arrows (`data->a->>b`). */
  field() {
    const name = this.name();
    /** @type {JsonStep[]} */
    const jsonPath = [];
    while (this.peek(2) === '->') {
      const arrow = this.peek(3) === '->>' ? '->>' : '->';
      this.pos += arrow.length;
      jsonPath.push({ arrow, key: this.name() });
    }
    return { name, jsonPath };
  }
}

/**
 * Parses `select`, e.g. `id,title:name,author:authors!author_id(name),reviews!inner(*)`.
 * @param {string} text
 * @returns {import('./query-parser.mjs').SelectItem[]}
 */
export function parseSelect(text) {
  const cursor = new Cursor(text, 'select parameter');
  const items = selectList(cursor, 0);
  cursor.skipSpaces();
  if (!cursor.done()) throw cursor.fail('"," or end of input');
  return items;
}

function selectList(cursor, depth) {
  const items = [];
  cursor.skipSpaces();
  if (cursor.done() || cursor.peek() === ')') return items;
  for (;;) {
    items.push(selectItem(cursor, depth));
    cursor.skipSpaces();
    if (cursor.peek() !== ',') return items;
    cursor.pos += 1;
  }
}

function selectItem(cursor, depth) {
  cursor.skipSpaces();
  if (cursor.peek() === '*') {
    cursor.pos += 1;
    return { type: 'star' };
  }
  if (cursor.peek(3) === '...') throw cursor.fail('field name (spread embedding is not supported)');
  let alias = null;
  let field = cursor.field();
  cursor.skipSpaces();
  if (cursor.peek() === ':' && cursor.peek(2) !== '::') {
    if (field.jsonPath.length) throw cursor.fail('field name');
    cursor.pos += 1;
    alias = field.name;
    field = cursor.field();
    cursor.skipSpaces();
  }
  if ((cursor.peek() === '!' || cursor.peek() === '(') && field.jsonPath.length === 0) {
    let hint = null;
    let joinType = null;
    while (cursor.peek() === '!') {
      cursor.pos += 1;
      const part = cursor.name();
      if (part === 'inner' || part === 'left') joinType = part;
      else if (hint === null) hint = part;
      else throw cursor.fail('"(" ');
    }
    cursor.expect('(');
    if (depth + 1 > MAX_QUERY_NESTING) throw parseError(`"failed to parse select parameter" (embedded resources nested deeper than ${MAX_QUERY_NESTING} levels)`, `at most ${MAX_QUERY_NESTING} levels of embedding are accepted`);
    const select = selectList(cursor, depth + 1);
    cursor.skipSpaces();
    cursor.expect(')', '"," or ")"');
    return { type: 'embed', name: field.name, alias, hint, joinType, select };
  }
  let cast = null;
  if (cursor.peek(2) === '::') {
    cursor.pos += 2;
    // The type runs to the next top-level comma or closing parenthesis; a modifier such as
    // (10,2) may hold a comma. Its grammar is checked when the SQL is built (castTypeSql).
    const start = cursor.pos;
    let parens = 0;
    while (!cursor.done()) {
      const char = cursor.text[cursor.pos];
      if (char === '(') parens += 1;
      else if (char === ')') {
        if (parens === 0) break;
        parens -= 1;
      } else if (char === ',' && parens === 0) break;
      cursor.pos += 1;
    }
    cast = cursor.text.slice(start, cursor.pos).trim();
    if (!cast) throw cursor.fail('cast type');
  }
  return { type: 'column', field, alias, cast };
}

/** Parses a field name such as `title` or `meta->author->>name`. */
export function parseField(text) {
  const cursor = new Cursor(text, 'field');
  const field = cursor.field();
  if (!cursor.done()) throw cursor.fail('end of field');
  return field;
}

/**
 * Parses a filter value: `eq.5`, `not.in.(1,2)`, `like(any).{a*,b*}`, `fts(english).cat`.
 * @param {string} text
 * @returns {FilterExpr}
 */
export function parseFilterExpr(text) {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  if (!match || !OPERATORS.has(match[1])) throw parseError(`"failed to parse filter (${text})" (line 1, column ${negate ? 5 : 1})`, 'unexpected operator, expecting a valid PostgREST operator');
  const [whole, op, modifier = null] = match;
  if (modifier !== null && !(QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) && !(FTS.has(op) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier))) {
    throw parseError(`"failed to parse filter (${text})" (line 1, column ${whole.length})`, `unexpected "(" in operator ${op}`);
  }
  const value = rest.slice(whole.length);
  if (op === 'is' && !IS_VALUES.has(value.toLowerCase())) {
    throw parseError(`"failed to parse filter (${text})" (line 1, column ${whole.length + 1})`, 'unexpected value, expecting null, not_null, true, false or unknown');
  }
  if (op === 'in' && !/^\(.*\)$/s.test(value)) {
    throw parseError(`"failed to parse filter (${text})" (line 1, column ${whole.length + 1})`, 'unexpected value, expecting "(" list ")"');
  }
  return { negate, op, modifier, value: op === 'is' ? value.toLowerCase() : value };
}

/**
 * Splits a comma-separated list at depth 0, honouring double quotes and parentheses.
 * Quoted members keep their quotes; the caller decides how to unquote.
 */
function splitTopLevel(text, open = '(', close = ')') {
  const parts = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < text.length) {
        current += text[i + 1];
        i += 1;
      } else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === open) depth += 1;
    else if (char === close) depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (quoted || depth !== 0) return null;
  parts.push(current);
  return parts;
}

/** Removes surrounding double quotes and backslash escapes from a list member. */
export function unquote(text) {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) return text.slice(1, -1).replace(/\\(.)/g, '$1');
  return text;
}

/** Members of `(a,"b,c",d)`. */
export function parseInList(text) {
  const inner = text.slice(1, -1);
  if (inner.trim() === '') return [];
  const parts = splitTopLevel(inner, '\u0000', '\u0001');
  if (!parts) throw parseError(`"failed to parse filter (in.${text})"`, 'unbalanced quotes in list');
  return parts.map((part) => unquote(part.trim()));
}

/** Members of an array literal `{a,b}` used with quantified operators (`like(any)`). */
export function parseBraceList(text) {
  if (!/^\{.*\}$/s.test(text)) throw parseError(`"failed to parse filter (${text})"`, 'expecting a list {a,b}');
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  const parts = splitTopLevel(inner, '\u0000', '\u0001');
  if (!parts) throw parseError(`"failed to parse filter (${text})"`, 'unbalanced quotes in list');
  return parts.map((part) => unquote(part.trim()));
}

/**
 * Parses a logic tree value such as `(a.eq.1,b.is.null,and(c.gt.2,not.or(d.lt.3,e.eq.x)))`.
 * @param {'and' | 'or'} op
 * @param {boolean} negate
 * @param {string} text
 * @returns {LogicNode}
 */
export function parseLogic(op, negate, text, depth = 1) {
  if (depth > MAX_QUERY_NESTING) throw parseError(`"failed to parse logic tree (${text})"`, `logic trees nested deeper than ${MAX_QUERY_NESTING} levels are not accepted`);
  const fail = () => parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, 'unexpected input, expecting "(" list of filters ")"');
  if (!/^\(.*\)$/s.test(text)) throw fail();
  const parts = splitTopLevel(text.slice(1, -1));
  if (!parts || parts.some((part) => part.trim() === '')) throw fail();
  const children = parts.map((part) => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(/** @type {'and' | 'or'} */ (nested[2]), Boolean(nested[1]), nested[3], depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw fail();
    const field = parseField(item.slice(0, dot));
    const expr = parseFilterExpr(item.slice(dot + 1));
    if (expr.op !== 'in') expr.value = unquote(expr.value);
    return /** @type {LogicNode} */ ({ type: 'filter', field, expr });
  });
  return { type: 'logic', op, negate, children };
}

/**
 * Parses `order`, e.g. `year.desc.nullslast,title`.
 * @returns {OrderTerm[]}
 */
export function parseOrder(text) {
  return text.split(',').map((item) => {
    const parts = item.trim().split('.');
    const fieldText = parts.shift() ?? '';
    if (!fieldText || /[()]/.test(fieldText)) throw parseError(`"failed to parse order (${text})" (line 1, column 1)`, 'unexpected input, expecting field name');
    /** @type {OrderTerm} */
    const term = { field: parseField(fieldText), direction: null, nulls: null };
    for (const part of parts) {
      if (part === 'asc' || part === 'desc') term.direction = part;
      else if (part === 'nullsfirst') term.nulls = 'first';
      else if (part === 'nullslast') term.nulls = 'last';
      else throw parseError(`"failed to parse order (${text})" (line 1, column ${item.indexOf(part) + 1})`, 'unexpected input, expecting "asc", "desc", "nullsfirst" or "nullslast"');
    }
    return term;
  });
}

/** Parses a non-negative integer query parameter (limit, offset). */
export function parseCount(name, text) {
  if (!/^\d+$/.test(text)) throw parseError(`"failed to parse ${name} parameter (${text})" (line 1, column 1)`, 'unexpected input, expecting digit');
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw parseError(`"failed to parse ${name} parameter (${text})"`, `${name} must be at most ${Number.MAX_SAFE_INTEGER}`);
  return value;
}

/** Parses `columns=` / `on_conflict=`: a comma-separated list of optionally quoted names. */
export function parseNameList(name, text) {
  const parts = splitTopLevel(text);
  if (!parts) throw parseError(`"failed to parse ${name} parameter (${text})"`, 'unbalanced quotes');
  return parts.map((part) => {
    const value = unquote(part.trim());
    if (!value) throw parseError(`"failed to parse ${name} parameter (${text})"`, 'empty name');
    return value;
  });
}

/**
 * Parses a `Range: a-b` header (`items=a-b` and `a-` are accepted too).
 * @returns {{ offset: number, limit: number | null } | null}
 */
export function parseRangeHeader(header) {
  if (!header) return null;
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] === '' ? null : Number(match[2]);
  // A bound too large to be an exact number is as unsatisfiable as an inverted range.
  if (!Number.isSafeInteger(start) || (end !== null && !Number.isSafeInteger(end))) return { offset: 0, limit: -1 };
  if (end === null) return { offset: start, limit: null };
  return { offset: start, limit: end < start ? -1 : end - start + 1 };
}

/**
 * Refuses what Postgres cannot take as text (NUL) and values nested so deeply that parsing them
 * as JSON, arrays or ranges would exhaust the database's stack.
 */
function checkParameter(key, value) {
  if (key.includes('\u0000') || value.includes('\u0000')) throw parseError(`"failed to parse query parameter (${key})"`, 'NUL characters are not allowed in the query string');
  if (bracketDepth(value) > MAX_JSON_DEPTH) throw parseError(`"failed to parse query parameter (${key})"`, `values nested deeper than ${MAX_JSON_DEPTH} levels are not accepted`);
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);
const EMBED_MODIFIERS = ['order', 'limit', 'offset', 'or', 'and'];

/**
 * Sorts the query string into the parts of a request. Keys are grouped by embedding path
 * ('' for the top level, `author` or `author.country` for embedded resources).
 * @param {URLSearchParams} params
 * @param {{ argNames?: Set<string> }} [options] names that are RPC arguments rather than filters
 */
export function parseQuery(params, { argNames = new Set() } = {}) {
  const query = {
    select: /** @type {SelectItem[] | null} */ (null),
    filters: /** @type {Map<string, { field: Field, expr: FilterExpr }[]>} */ (new Map()),
    logic: /** @type {Map<string, LogicNode[]>} */ (new Map()),
    order: /** @type {Map<string, OrderTerm[]>} */ (new Map()),
    limit: /** @type {Map<string, number>} */ (new Map()),
    offset: /** @type {Map<string, number>} */ (new Map()),
    onConflict: /** @type {string[] | null} */ (null),
    columns: /** @type {string[] | null} */ (null),
    args: /** @type {Record<string, string>} */ ({}),
  };
  const push = (map, key, value) => {
    const list = map.get(key) ?? [];
    list.push(value);
    map.set(key, list);
  };
  for (const [key, value] of params) {
    checkParameter(key, value);
    if (argNames.has(key)) {
      query.args[key] = value;
      continue;
    }
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'on_conflict') query.onConflict = parseNameList('on_conflict', value);
    else if (key === 'columns') query.columns = parseNameList('columns', value);
    else if (key === 'apikey') continue;
    else if (RESERVED.has(key) || EMBED_MODIFIERS.some((modifier) => key.endsWith(`.${modifier}`))) {
      const negate = key === 'not.or' || key === 'not.and' || key.endsWith('.not.or') || key.endsWith('.not.and');
      const stripped = negate ? key.replace(/(^|\.)not\.(or|and)$/, '$1$2') : key;
      const lastDot = stripped.lastIndexOf('.');
      const path = lastDot === -1 ? '' : stripped.slice(0, lastDot);
      const modifier = stripped.slice(lastDot + 1);
      if (modifier === 'order') query.order.set(path, [...(query.order.get(path) ?? []), ...parseOrder(value)]);
      else if (modifier === 'limit') query.limit.set(path, parseCount('limit', value));
      else if (modifier === 'offset') query.offset.set(path, parseCount('offset', value));
      else push(query.logic, path, parseLogic(/** @type {'and' | 'or'} */ (modifier), negate, value));
    } else {
      const parts = key.split('.');
      const fieldText = parts.pop() ?? '';
      push(query.filters, parts.join('.'), { field: parseField(fieldText), expr: parseFilterExpr(value) });
    }
  }
  return query;
}
