import { RestError, invalidBody, writeColumnNotFound } from './errors.mjs';
import { quoteIdent } from './identifiers.mjs';
import { buildReadStatement, tableSource, whereConditions } from './sql-builder.mjs';

/**
 * INSERT / upsert, UPDATE and DELETE statements. Each is one statement: the mutation runs in a
 * data-modifying CTE and the outer select counts it and, when asked, renders the representation
 * (with embeds) from the affected rows, as PostgREST does.
 *
 * Every statement returns `affected` and `inserted`; representation statements also return
 * `n` and `body`, headers-only statements `first` (the first affected row, for Location).
 */

/**
 * @typedef {{ return: 'minimal' | 'representation' | 'headers-only', resolution: 'merge-duplicates' | 'ignore-duplicates' | null, missingDefault: boolean }} WritePrefs
 */

function returningList(prefs, merge, alias) {
  const flag = merge ? `, (${alias}.xmax = 0) as pgrst_inserted` : '';
  if (prefs.return === 'minimal') return merge ? `(${alias}.xmax = 0) as pgrst_inserted` : '1 as pgrst_one';
  return `${alias}.*${flag}`;
}

/** @template T @param {Map<string, T>} byPath */
const withoutTopLevel = (byPath) => new Map([...byPath].filter(([path]) => path !== ''));

function finish({ ctx, schema, query, source, ctes, prefs, merge, single, stripNulls }) {
  const inserted = merge ? 'count(*) filter (where pgrst_inserted)' : 'count(*)';
  if (prefs.return === 'representation') {
    // The top-level filters chose the rows the mutation touched; the representation is of those
    // rows as they now are, so they are not applied again (an update that moves a row out of its
    // own filter, `status=eq.open` setting `done`, still returns it). Embeds keep their filters.
    const readQuery = { ...query, filters: withoutTopLevel(query.filters), logic: withoutTopLevel(query.logic) };
    return buildReadStatement({
      ctx,
      schema,
      query: readQuery,
      source,
      fromSql: '_m _t0',
      prefix: `with ${ctes}`,
      limit: null,
      offset: 0,
      count: false,
      single,
      stripNulls,
      extraColumns: `, (select count(*) from _m)::bigint as affected, (select ${inserted} from _m)::bigint as inserted`,
    });
  }
  const first = prefs.return === 'headers-only' ? ', (select row_to_json(_f) from (select * from _m limit 1) _f)::text as first' : '';
  return `with ${ctes} select count(*)::bigint as affected, ${inserted}::bigint as inserted${first} from _m`;
}

/**
 * @param {{ ctx: import('./sql-builder.mjs').SqlContext, schema: import('./introspect.mjs').Schema, table: string,
 *   query: any, body: unknown, prefs: WritePrefs, single: boolean, stripNulls: boolean }} options
 */
export function buildInsert({ ctx, schema, table, query, body, prefs, single, stripNulls }) {
  const source = tableSource(schema, table);
  const info = /** @type {import('./introspect.mjs').Table} */ (schema.tables.get(table));
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) throw invalidBody();
  const keySets = rows.map((row) => Object.keys(row));
  let columns = query.columns;
  if (!columns) {
    columns = keySets[0] ?? [];
    if (!prefs.missingDefault) {
      const expected = [...columns].sort().join('\u0000');
      if (keySets.some((keys) => [...keys].sort().join('\u0000') !== expected)) throw invalidBody('All object keys must match');
    } else {
      columns = [...new Set(keySets.flat())];
    }
  }
  for (const column of columns) if (!info.columns.has(column)) throw writeColumnNotFound(table, column);

  // Rows are grouped by the columns they set: with missing=default an absent key must fall
  // back to the column default, which a single INSERT cannot do row by row.
  /** @type {Map<string, { columns: string[], rows: unknown[] }>} */
  const groups = new Map();
  for (const [index, row] of rows.entries()) {
    const present = prefs.missingDefault ? columns.filter((column) => keySets[index].includes(column)) : columns;
    const key = present.join('\u0000');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }

  const merge = prefs.resolution === 'merge-duplicates';
  let conflict = '';
  if (prefs.resolution) {
    const target = query.onConflict ?? info.primaryKey;
    if (!target.length) throw new RestError(400, '42P10', 'there is no unique or exclusion constraint matching the ON CONFLICT specification');
    for (const column of target) if (!info.columns.has(column)) throw writeColumnNotFound(table, column);
    const targetSql = target.map(quoteIdent).join(', ');
    conflict = `on conflict (${targetSql}) do nothing`;
    if (merge) {
      const updates = columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`);
      if (updates.length) conflict = `on conflict (${targetSql}) do update set ${updates.join(', ')}`;
    }
  } else if (query.onConflict) {
    for (const column of query.onConflict) if (!info.columns.has(column)) throw writeColumnNotFound(table, column);
  }

  const ctes = [];
  const names = [];
  let index = 0;
  for (const group of groups.size ? groups.values() : [{ columns, rows: [] }]) {
    const list = group.columns.map(quoteIdent).join(', ');
    const name = `_m${index}`;
    index += 1;
    names.push(name);
    ctes.push(
      `${name} as (insert into public.${quoteIdent(table)} as _t ${list ? `(${list})` : ''} select ${list} from json_populate_recordset(null::public.${quoteIdent(table)}, ${ctx.param(JSON.stringify(group.rows))}::json) _s ${conflict} returning ${returningList(prefs, merge, '_t')})`,
    );
  }
  ctes.push(`_m as (${names.map((name) => `select * from ${name}`).join(' union all ')})`);
  return finish({ ctx, schema, query, source, ctes: ctes.join(', '), prefs, merge, single, stripNulls });
}

function targetRows(ctx, source, query, table) {
  const conditions = whereConditions(ctx, source, '_t0', query, '');
  const limit = query.limit.get('');
  if (!conditions.length && limit === undefined) return null;
  if (limit === undefined) return { alias: '_t0', where: `where ${conditions.join(' and ')}` };
  // A limited UPDATE/DELETE picks its rows in a subquery, ordered as requested.
  const order = (query.order.get('') ?? []).length ? buildOrder(source, query) : '';
  const offset = query.offset.get('') ?? 0;
  return {
    alias: '_u',
    where: `where _u.ctid in (select _t0.ctid from public.${quoteIdent(table)} _t0 ${conditions.length ? `where ${conditions.join(' and ')}` : ''} ${order} limit ${limit} offset ${offset})`,
  };
}

function buildOrder(source, query) {
  return `order by ${(query.order.get('') ?? [])
    .map((term) => {
      if (!source.columns.some((column) => column.name === term.field.name)) throw new RestError(400, '42703', `column ${source.label}.${term.field.name} does not exist`);
      return `_t0.${quoteIdent(term.field.name)}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
    })
    .join(', ')}`;
}

/** PATCH: the body's keys become SET assignments, values converted by Postgres from JSON. */
export function buildUpdate({ ctx, schema, table, query, body, prefs, single, stripNulls }) {
  const source = tableSource(schema, table);
  const info = /** @type {import('./introspect.mjs').Table} */ (schema.tables.get(table));
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalidBody();
  const columns = query.columns ?? Object.keys(body);
  for (const column of columns) if (!info.columns.has(column)) throw writeColumnNotFound(table, column);
  const payload = ctx.param(JSON.stringify(body));
  const rowsSql = targetRows(ctx, source, query, table);
  if (!rowsSql) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
  const { alias, where } = rowsSql;
  const mutation = columns.length
    ? `update public.${quoteIdent(table)} as ${alias} set ${columns.map((column) => `${quoteIdent(column)} = _s.${quoteIdent(column)}`).join(', ')} from json_populate_record(null::public.${quoteIdent(table)}, ${payload}::json) _s ${where} returning ${returningList(prefs, false, alias)}`
    : `select ${returningList(prefs, false, alias)} from public.${quoteIdent(table)} ${alias} where false and ${payload}::text is not null`;
  return finish({ ctx, schema, query, source, ctes: `_m as (${mutation})`, prefs, merge: false, single, stripNulls });
}

export function buildDelete({ ctx, schema, table, query, prefs, single, stripNulls }) {
  const source = tableSource(schema, table);
  const rowsSql = targetRows(ctx, source, query, table);
  if (!rowsSql) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
  const { alias, where } = rowsSql;
  const mutation = `delete from public.${quoteIdent(table)} as ${alias} ${where} returning ${returningList(prefs, false, alias)}`;
  return finish({ ctx, schema, query, source, ctes: `_m as (${mutation})`, prefs, merge: false, single, stripNulls });
}
