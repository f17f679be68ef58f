import { RestError, columnNotFound } from './errors.mjs';
import { castTypeSql, quoteIdent } from './identifiers.mjs';
import { parseBraceList, parseInList } from './query-parser.mjs';
import { isToOne, resolveRelationship } from './relationships.mjs';

/**
 * Turns a parsed request into SQL that makes Postgres produce the JSON body itself
 * (`json_agg` over a subquery, lateral subqueries for embedded resources), so values serialize
 * exactly as PostgREST's do on both PGlite and PostgreSQL. Identifiers come only from the
 * schema cache and are quoted by identifiers.mjs; every value, JSON path keys included, travels
 * as a bind parameter.
 *
 * @typedef {import('./introspect.mjs').Schema} Schema
 * @typedef {{ name: string, type: string, typname?: string }} ColumnInfo
 * @typedef {{ relation: string | null, label: string, columns: ColumnInfo[] }} SourceInfo
 */

/** Collects bind parameters and hands out unique table aliases for one statement. */
export class SqlContext {
  constructor() {
    /** @type {(string | null)[]} */
    this.params = [];
    this.counter = 0;
  }
  /** @param {string | null} value */
  param(value) {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  alias(prefix) {
    this.counter += 1;
    return `_${prefix}${this.counter}`;
  }
}

/** A Postgres array literal, every member quoted, for `= any($n)` style filters. */
export function arrayLiteral(values) {
  return `{${values.map((value) => `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** A JSON path: array indexes as integers, keys as text parameters. */
function jsonPathSql(ctx, jsonPath) {
  return jsonPath.map(({ arrow, key }) => `${arrow}${/^-?\d{1,9}$/.test(key) ? Number(key) : `${ctx.param(key)}::text`}`).join('');
}

/**
 * SQL for a field of a source, after checking the column exists.
 * @param {SqlContext} ctx
 * @param {SourceInfo} source
 * @param {string} alias
 * @param {import('./query-parser.mjs').Field} field
 */
function fieldSql(ctx, source, alias, field) {
  const column = source.columns.find((candidate) => candidate.name === field.name);
  if (!column) throw columnNotFound(source.label, field.name);
  const base = `${alias}.${quoteIdent(field.name)}`;
  return { sql: field.jsonPath.length ? `(${base}${jsonPathSql(ctx, field.jsonPath)})` : base, column };
}

const COMPARISON = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike', match: '~', imatch: '~*', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const TSQUERY = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };
const SCALAR_CAST_OPS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'isdistinct']);

const IS_SQL = { null: 'is null', not_null: 'is not null', true: 'is true', false: 'is false', unknown: 'is unknown' };

/**
 * One filter as SQL.
 * @param {SqlContext} ctx
 * @param {{ sql: string, column: ColumnInfo }} target
 * @param {import('./query-parser.mjs').FilterExpr} expr
 * @param {boolean} isJsonPath whether the target is a JSON path (never a tsvector column)
 */
function filterSql(ctx, target, expr, isJsonPath) {
  const { op, modifier, value } = expr;
  // Values arrive as text. PostgreSQL infers a parameter's type from the column, but PGlite
  // serializes by that inferred type and rejects text for booleans, so scalar comparisons cast
  // explicitly, exactly as PostgreSQL would read the text.
  // (The type name comes from format_type in the schema cache, already quoted as SQL needs.)
  const typed = (text) => (!isJsonPath && target.column?.type && SCALAR_CAST_OPS.has(op) ? `(${ctx.param(text)}::text)::${target.column.type}` : ctx.param(text));
  let sql;
  if (op === 'is') sql = `${target.sql} ${IS_SQL[value]}`;
  else if (op === 'in') sql = `${target.sql} = any(${ctx.param(arrayLiteral(parseInList(value)))})`;
  else if (op === 'isdistinct') sql = `${target.sql} is distinct from ${typed(value)}`;
  else if (op in TSQUERY) {
    const config = modifier ? `${ctx.param(modifier)}::regconfig, ` : '';
    const vector = target.column.typname === 'tsvector' && !isJsonPath ? target.sql : `to_tsvector(${config}${target.sql})`;
    sql = `${vector} @@ ${TSQUERY[op]}(${config}${ctx.param(value)})`;
  } else {
    const operator = COMPARISON[op];
    const likeValue = (text) => (op === 'like' || op === 'ilike' ? text.replace(/\*/g, '%') : text);
    if (modifier === 'any' || modifier === 'all') sql = `${target.sql} ${operator} ${modifier}(${ctx.param(arrayLiteral(parseBraceList(value).map(likeValue)))})`;
    else sql = `${target.sql} ${operator} ${typed(likeValue(value))}`;
  }
  return expr.negate ? `not (${sql})` : sql;
}

/** @param {SqlContext} ctx @param {SourceInfo} source @param {string} alias @param {import('./query-parser.mjs').LogicNode} node */
function logicSql(ctx, source, alias, node) {
  if (node.type === 'filter') return filterSql(ctx, fieldSql(ctx, source, alias, node.field), node.expr, node.field.jsonPath.length > 0);
  const sql = `(${node.children.map((child) => logicSql(ctx, source, alias, child)).join(` ${node.op} `)})`;
  return node.negate ? `not ${sql}` : sql;
}

/** @param {SourceInfo} source @param {string} alias @param {import('./query-parser.mjs').OrderTerm[] | undefined} terms */
function orderSql(ctx, source, alias, terms) {
  if (!terms?.length) return '';
  return `order by ${terms
    .map((term) => {
      const { sql } = fieldSql(ctx, source, alias, term.field);
      return `${sql}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
    })
    .join(', ')}`;
}

/**
 * WHERE conditions for the filters and logic trees at one embedding path, without embeds
 * (what UPDATE and DELETE accept).
 */
export function whereConditions(ctx, source, alias, query, path) {
  const conditions = [];
  for (const { field, expr } of query.filters.get(path) ?? []) conditions.push(filterSql(ctx, fieldSql(ctx, source, alias, field), expr, field.jsonPath.length > 0));
  for (const node of query.logic.get(path) ?? []) conditions.push(logicSql(ctx, source, alias, node));
  return conditions;
}

/** @param {Schema} schema @param {string} table @returns {SourceInfo} */
export function tableSource(schema, table) {
  const info = schema.tables.get(table);
  if (!info) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
  return { relation: table, label: table, columns: info.columnList };
}

/**
 * Builds the select list, lateral joins, conditions and ordering of one level of a read
 * (the top level or an embedded resource), recursing into embeds.
 * @param {SqlContext} ctx
 * @param {Schema} schema
 * @param {ReturnType<import('./query-parser.mjs').parseQuery>} query
 * @param {{ source: SourceInfo, alias: string, path: string, select: import('./query-parser.mjs').SelectItem[] | null }} level
 */
export function buildLevel(ctx, schema, query, { source, alias, path, select }) {
  const columns = [];
  /** @type {{ sql: string, required: boolean }[]} */
  const joins = [];
  /** @type {Map<string, { joinAlias: string, toOne: boolean }>} */
  const embeds = new Map();
  const knownPaths = new Set();
  for (const item of select ?? [{ type: 'star' }]) {
    if (item.type === 'star') {
      for (const column of source.columns) columns.push(`${alias}.${quoteIdent(column.name)} as ${quoteIdent(column.name)}`);
    } else if (item.type === 'column') {
      const { sql } = fieldSql(ctx, source, alias, item.field);
      const key = item.alias ?? (item.field.jsonPath.length ? item.field.jsonPath[item.field.jsonPath.length - 1].key : item.field.name);
      columns.push(`${item.cast ? `(${sql})::${castTypeSql(item.cast)}` : sql} as ${quoteIdent(key)}`);
    } else {
      if (!source.relation) throw new RestError(400, 'PGRST200', `Could not find a relationship between '${source.label}' and '${item.name}' in the schema cache`);
      const rel = resolveRelationship(schema, source.relation, item.name, item.hint);
      const key = item.alias ?? item.name;
      const childPath = path ? `${path}.${key}` : key;
      knownPaths.add(childPath);
      const childAlias = ctx.alias('t');
      const joinAlias = ctx.alias('e');
      const childSource = tableSource(schema, rel.target);
      const child = buildLevel(ctx, schema, query, { source: childSource, alias: childAlias, path: childPath, select: item.select });
      for (const nested of child.knownPaths) knownPaths.add(nested);
      let link;
      if (rel.junction) {
        const { table, toParent, toTarget } = rel.junction;
        const junctionAlias = ctx.alias('j');
        const parentCond = toParent.columns.map((column, index) => `${junctionAlias}.${quoteIdent(column)} = ${alias}.${quoteIdent(toParent.refColumns[index])}`);
        const targetCond = toTarget.columns.map((column, index) => `${junctionAlias}.${quoteIdent(column)} = ${childAlias}.${quoteIdent(toTarget.refColumns[index])}`);
        link = `exists (select 1 from public.${quoteIdent(table)} ${junctionAlias} where ${[...parentCond, ...targetCond].join(' and ')})`;
      } else {
        link = rel.pairs.map(([parentColumn, targetColumn]) => `${childAlias}.${quoteIdent(targetColumn)} = ${alias}.${quoteIdent(parentColumn)}`).join(' and ');
      }
      const conditions = [link, ...child.conditions];
      const limit = query.limit.get(childPath);
      const offset = query.offset.get(childPath);
      const inner = `select ${child.columns} from public.${quoteIdent(rel.target)} ${childAlias} ${child.joins.map((join) => join.sql).join(' ')} where ${conditions.join(' and ')} ${child.order}${limit !== undefined ? ` limit ${limit}` : ''}${offset !== undefined ? ` offset ${offset}` : ''}`;
      const toOne = isToOne(rel);
      const required = item.joinType === 'inner';
      const sql = toOne
        ? `${required ? 'inner' : 'left'} join lateral (select row_to_json(_x) as v from (${inner}) _x) ${joinAlias} on true`
        : `${required ? 'inner' : 'left'} join lateral (select coalesce(json_agg(_x), '[]') as v, count(*) as n from (${inner}) _x) ${joinAlias} on ${required ? `${joinAlias}.n > 0` : 'true'}`;
      joins.push({ sql, required });
      embeds.set(key, { joinAlias, toOne });
      if (item.select.length) columns.push(`${joinAlias}.v as ${quoteIdent(key)}`);
    }
  }
  const conditions = [];
  for (const { field, expr } of query.filters.get(path) ?? []) {
    const embed = field.jsonPath.length === 0 ? embeds.get(field.name) : undefined;
    if (embed && expr.op === 'is' && (expr.value === 'null' || expr.value === 'not_null')) {
      // `?author=is.null` filters parents by whether the embedded resource is present.
      const present = embed.toOne ? `${embed.joinAlias}.v is not null` : `${embed.joinAlias}.n > 0`;
      const wantPresent = (expr.value === 'not_null') !== expr.negate;
      conditions.push(wantPresent ? present : `not (${present})`);
      const join = joins.find((candidate) => candidate.sql.includes(` ${embed.joinAlias} on `));
      if (join) join.required = true;
      continue;
    }
    conditions.push(filterSql(ctx, fieldSql(ctx, source, alias, field), expr, field.jsonPath.length > 0));
  }
  for (const node of query.logic.get(path) ?? []) conditions.push(logicSql(ctx, source, alias, node));
  return { columns: columns.join(', '), joins, conditions, order: orderSql(ctx, source, alias, query.order.get(path)), knownPaths };
}

/**
 * Every filter, order or limit must name the top level or an embedded resource of the select.
 * PostgREST rejects the others rather than silently ignoring them.
 */
function checkPaths(query, knownPaths) {
  for (const map of [query.filters, query.logic, query.order, query.limit, query.offset]) {
    for (const path of map.keys()) {
      if (path !== '' && !knownPaths.has(path)) {
        throw new RestError(400, 'PGRST108', `'${path}' is not an embedded resource in this request`, { hint: `Verify that '${path}' is included in the 'select' query parameter.` });
      }
    }
  }
}

/**
 * Wraps a level into the statement that returns { total, n, body }.
 * @param {{ ctx: SqlContext, schema: Schema, query: any, source: SourceInfo, fromSql: string,
 *   prefix?: string, limit: number | null, offset: number, count: boolean, single: boolean, stripNulls: boolean,
 *   extraColumns?: string }} options
 */
export function buildReadStatement({ ctx, schema, query, source, fromSql, prefix = '', limit, offset, count, single, stripNulls, extraColumns = '' }) {
  const level = buildLevel(ctx, schema, query, { source, alias: '_t0', path: '', select: query.select });
  checkPaths(query, level.knownPaths);
  const where = level.conditions.length ? `where ${level.conditions.join(' and ')}` : '';
  const allJoins = level.joins.map((join) => join.sql).join(' ');
  const requiredJoins = level.joins.filter((join) => join.required).map((join) => join.sql).join(' ');
  const main = `select ${level.columns} from ${fromSql} ${allJoins} ${where} ${level.order}${limit !== null ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}`;
  let body = single ? `(json_agg(_r)->0)` : `coalesce(json_agg(_r), '[]')`;
  if (stripNulls) body = `json_strip_nulls(${body})`;
  const total = count ? `(select count(*) from ${fromSql} ${requiredJoins} ${where})` : 'null';
  return `${prefix} select ${total}::bigint as total, count(*)::bigint as n, ${body}::text as body${extraColumns} from (${main}) _r`;
}
