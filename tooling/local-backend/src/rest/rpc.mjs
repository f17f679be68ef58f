import { RestError } from './errors.mjs';
import { quoteIdent } from './identifiers.mjs';
import { buildReadStatement } from './sql-builder.mjs';

/**
 * Function calls (`/rpc/<name>`): overload choice by argument names, arguments converted from
 * JSON by Postgres (`json_to_record`, as PostgREST does), and results rendered by kind.
 */

const isJsonType = (type) => type === 'json' || type === 'jsonb';
const singleJsonParam = (fn) => fn.inArgs.length === 1 && fn.inArgs[0].name === '' && isJsonType(fn.inArgs[0].type);

/**
 * @param {import('./introspect.mjs').DbFunction[]} overloads
 * @param {string} name
 * @param {string[]} argNames
 * @param {boolean} hasBody whether a JSON body could be passed whole to a json parameter
 */
export function pickFunction(overloads, name, argNames, hasBody) {
  const matches = overloads.filter(
    (fn) =>
      (hasBody && singleJsonParam(fn)) ||
      (argNames.every((arg) => fn.inArgs.some((param) => param.name === arg)) && fn.inArgs.slice(0, Math.max(0, fn.requiredArgs)).every((param) => argNames.includes(param.name))),
  );
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) {
    const sorted = [...argNames].sort();
    const withParams = sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters';
    throw new RestError(404, 'PGRST202', `Could not find the function public.${name}${sorted.length ? `(${sorted.join(', ')})` : ''} in the schema cache`, {
      details: `Searched for the function public.${name} ${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    });
  }
  const exact = matches.filter((fn) => fn.inArgs.length === argNames.length && !singleJsonParam(fn));
  if (exact.length === 1) return exact[0];
  throw new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${matches.map((fn) => `public.${name}(${fn.inArgs.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`).join(', ')}`, {
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}

/**
 * The call expression and the FROM item that supplies its arguments.
 * @param {import('./sql-builder.mjs').SqlContext} ctx
 * @param {import('./introspect.mjs').DbFunction} fn
 * @param {Record<string, unknown>} args
 * @param {unknown} rawBody
 */
function callSql(ctx, fn, args, rawBody) {
  const name = `public.${quoteIdent(fn.name)}`;
  if (singleJsonParam(fn) && !(Object.keys(args).length && fn.inArgs.some((param) => param.name && param.name in args))) {
    return { argsFrom: null, call: `${name}(${ctx.param(JSON.stringify(rawBody ?? {}))}::${fn.inArgs[0].type})` };
  }
  const keys = Object.keys(args);
  if (!keys.length) return { argsFrom: null, call: `${name}()` };
  const definitions = keys.map((key) => `${quoteIdent(key)} ${/** @type {{ type: string }} */ (fn.inArgs.find((param) => param.name === key)).type}`);
  return {
    argsFrom: `json_to_record(${ctx.param(JSON.stringify(args))}::json) as _a(${definitions.join(', ')})`,
    call: `${name}(${keys.map((key) => `${quoteIdent(key)} := _a.${quoteIdent(key)}`).join(', ')})`,
  };
}

/**
 * @param {{ ctx: import('./sql-builder.mjs').SqlContext, schema: import('./introspect.mjs').Schema, fn: import('./introspect.mjs').DbFunction,
 *   args: Record<string, unknown>, rawBody: unknown, query: any, limit: number | null, offset: number, count: boolean, single: boolean, stripNulls: boolean }} options
 * @returns {{ sql: string, kind: 'void' | 'scalar' | 'set' | 'object' }}
 */
export function buildRpc({ ctx, schema, fn, args, rawBody, query, limit, offset, count, single, stripNulls }) {
  const { argsFrom, call } = callSql(ctx, fn, args, rawBody);
  const from = argsFrom ? `from ${argsFrom}` : '';
  if (fn.returnKind === 'void') return { sql: `select 1 as done from (select ${call} ${from}) _v`, kind: 'void' };
  if (fn.returnKind === 'scalar' && !fn.returnsSet) return { sql: `select to_json(${call})::text as body ${from}`, kind: 'scalar' };
  const fromSql = `${argsFrom ? `${argsFrom}, lateral ` : ''}${call}`;
  if (fn.returnKind === 'scalar') {
    const total = count ? `(select count(*) from ${fromSql} _t0(pgrst_scalar))` : 'null';
    const body = `coalesce(json_agg(_r.pgrst_scalar), '[]')`;
    return {
      sql: `select ${total}::bigint as total, count(*)::bigint as n, ${single ? `(json_agg(_r.pgrst_scalar)->0)` : body}::text as body from (select _t0.pgrst_scalar from ${fromSql} _t0(pgrst_scalar)${limit !== null ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}) _r`,
      kind: 'set',
    };
  }
  const table = fn.returnTable ? schema.tables.get(fn.returnTable) : undefined;
  const source = { relation: table ? table.name : null, label: fn.name, columns: table ? table.columnList : fn.returnColumns };
  const sql = buildReadStatement({
    ctx,
    schema,
    query,
    source,
    fromSql: `${fromSql} _t0`,
    limit: fn.returnsSet ? limit : null,
    offset: fn.returnsSet ? offset : 0,
    count,
    single: single || !fn.returnsSet,
    stripNulls,
  });
  return { sql, kind: fn.returnsSet ? 'set' : 'object' };
}
