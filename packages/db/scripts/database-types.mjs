import { fileURLToPath } from 'node:url';
import { openDatabase } from '@fikrspace/local-backend/db';
import { applyProject } from '@fikrspace/local-backend/migrate';

/**
 * The database types of the project, in the shape `supabase gen types typescript --local` prints
 * them: the CLI runs postgres-meta, whose TypeScript template (src/server/templates/typescript.ts)
 * turns its introspection of the database into source that prettier then formats. Here the same
 * introspection runs against a fresh PGlite carrying every migration, the template's rules are
 * ported one for one, and the formatting is done by a small port of prettier's layout algorithm
 * fed the layout prettier gives each construct, so the output matches the CLI's byte for byte
 * without a running Supabase stack or Docker.
 */

/** Where the generated types are checked in. */
export const TYPES_FILE = fileURLToPath(new URL('../src/database.types.ts', import.meta.url));

/**
 * The schemas the API exposes (supabase/config.toml `[api] schemas`, which the CLI passes to
 * postgres-meta together with `public`). Helpers in `app`, and `auth`, stay out of the types.
 */
export const EXPOSED_SCHEMAS = ['public'];

/**
 * postgres-meta adds `__InternalSupabase.PostgrestVersion` when told the PostgREST version;
 * supabase-js reads it to pick the query-builder features of that version.
 */
export const POSTGREST_VERSION = '13';

/**
 * The CLI asks postgres-meta for one-to-one detection (`isOneToOne`) unless the project still runs
 * PostgREST 9.
 */
const DETECT_ONE_TO_ONE = true;

/** postgres-meta's default schema for the `Tables<...>`/`Enums<...>` helpers. */
const DEFAULT_SCHEMA = 'public';

/** json, jsonb and text: the only types PostgREST accepts as a function's single unnamed argument. */
const VALID_UNNAMED_FUNCTION_ARG_TYPES = new Set([114, 3802, 25]);
const VALID_FUNCTION_ARGS_MODE = new Set(['in', 'inout', 'variadic']);

// ---------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------

/** A fresh temporary PGlite with the bootstrap and every migration applied (no seed). */
export async function openProjectDatabase({ supabaseDir } = {}) {
  const db = await openDatabase({});
  try {
    await applyProject(db, supabaseDir ? { supabaseDir, seed: false } : { seed: false });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The text of database.types.ts. Given `db` (already migrated), introspects it; otherwise builds
 * a fresh database from the migrations and closes it afterwards.
 */
export async function generateTypes({ db, supabaseDir, schemas = EXPOSED_SCHEMAS } = {}) {
  if (db) return renderTypes(await introspect(db, schemas));
  const fresh = await openProjectDatabase({ supabaseDir });
  try {
    return renderTypes(await introspect(fresh, schemas));
  } finally {
    await fresh.close();
  }
}

/**
 * Null when the two texts are equal; otherwise where they first differ: the first changed block,
 * with line numbers, `-` for the checked-in text and `+` for the generated one, each cut after
 * `maxLines` lines.
 */
export function describeDifference(checkedIn, generated, { maxLines = 12 } = {}) {
  if (checkedIn === generated) return null;
  const before = checkedIn.split('\n');
  const after = generated.split('\n');
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  // The block ends where the two texts agree again for a few lines: the smallest number of
  // removed plus added lines after which they do.
  const SAME = 3;
  const agreeFrom = (i, j) => {
    for (let k = 0; k < SAME; k += 1) {
      if (i + k >= before.length && j + k >= after.length) return true;
      if (before[i + k] !== after[j + k]) return false;
    }
    return true;
  };
  let endBefore = before.length;
  let endAfter = after.length;
  search: for (let distance = 1; distance <= before.length + after.length - 2 * start; distance += 1) {
    for (let removed = 0; removed <= distance; removed += 1) {
      const i = start + removed;
      const j = start + distance - removed;
      if (i <= before.length && j <= after.length && agreeFrom(i, j)) {
        endBefore = i;
        endAfter = j;
        break search;
      }
    }
  }
  const width = String(Math.max(endBefore, endAfter)).length;
  const show = (lines, from, to, sign) => {
    const shown = lines.slice(from, Math.min(to, from + maxLines)).map((text, i) => `${sign} ${String(from + i + 1).padStart(width)} | ${text}`);
    if (to - from > maxLines) shown.push(`${sign} ${' '.repeat(width)} | … ${to - from - maxLines} more line(s)`);
    return shown;
  };
  return [
    `First difference at line ${start + 1} (- checked in, + generated from the migrations):`,
    ...show(before, start, endBefore, '-'),
    ...show(after, start, endAfter, '+'),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Introspection: postgres-meta's queries (src/lib/sql/*.sql.ts), reduced to the fields the
// TypeScript template reads. Object ids are cast to int: a fresh database's oids fit, and both
// PGlite and node-postgres return int as a plain number.
// ---------------------------------------------------------------------------------------------

const SYSTEM_SCHEMAS = ['information_schema', 'pg_catalog', 'pg_toast'];

const SCHEMAS_SQL = /* sql */ `
select n.oid::int as id, n.nspname as name
from pg_namespace n
where n.nspname = any($1)
`;

/** Tables (r, p), foreign tables (f), views (v) and materialized views (m) of the schemas. */
const RELATIONS_SQL = /* sql */ `
select
  c.oid::int as id,
  n.nspname as schema,
  c.relname as name,
  c.relkind::text as kind,
  case when c.relkind = 'v' then (pg_relation_is_updatable(c.oid, false) & 20) = 20 else false end as is_updatable
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1)
  and c.relkind in ('r', 'p', 'f', 'v', 'm')
  and not pg_is_other_temp_schema(n.oid)
`;

const COLUMNS_SQL = /* sql */ `
select
  c.oid::int as table_id,
  a.attname as name,
  a.atthasdef as has_default,
  coalesce(bt.typname, t.typname) as format,
  a.attidentity in ('a', 'd') as is_identity,
  case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' else null end as identity_generation,
  not (a.attnotnull or t.typtype = 'd' and t.typnotnull) as is_nullable,
  (c.relkind in ('r', 'p') or c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as is_updatable
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace nc on nc.oid = c.relnamespace
join pg_type t on t.oid = a.atttypid
left join pg_type bt on t.typtype = 'd' and t.typbasetype = bt.oid
where nc.nspname = any($1)
  and not pg_is_other_temp_schema(nc.oid)
  and a.attnum > 0
  and not a.attisdropped
  and c.relkind in ('r', 'v', 'm', 'f', 'p')
`;

/** Foreign keys between tables, adapted by postgres-meta from PostgREST's schema cache. */
const TABLE_RELATIONSHIPS_SQL = /* sql */ `
with pks_uniques_cols as (
  select connamespace, conrelid, jsonb_agg(column_info.cols) as cols
  from pg_constraint
  join lateral (
    select array_agg(cols.attname order by cols.attnum) as cols
    from (select unnest(conkey) as col) _
    join pg_attribute cols on cols.attrelid = conrelid and cols.attnum = col
  ) column_info on true
  where contype in ('p', 'u')
    and connamespace::regnamespace::text <> 'pg_catalog'
    and not (connamespace::regnamespace::text = any($1))
  group by connamespace, conrelid
)
select
  traint.conname as foreign_key_name,
  ns1.nspname as schema,
  tab.relname as relation,
  column_info.cols as columns,
  ns2.nspname as referenced_schema,
  other.relname as referenced_relation,
  column_info.refs as referenced_columns,
  (column_info.cols in (select * from jsonb_array_elements(pks_uqs.cols))) as is_one_to_one
from pg_constraint traint
join lateral (
  select
    jsonb_agg(cols.attname order by ord) as cols,
    jsonb_agg(refs.attname order by ord) as refs
  from unnest(traint.conkey, traint.confkey) with ordinality as _(col, ref, ord)
  join pg_attribute cols on cols.attrelid = traint.conrelid and cols.attnum = col
  join pg_attribute refs on refs.attrelid = traint.confrelid and refs.attnum = ref
  where not (traint.connamespace::regnamespace::text = any($1))
) as column_info on true
join pg_namespace ns1 on ns1.oid = traint.connamespace
join pg_class tab on tab.oid = traint.conrelid
join pg_class other on other.oid = traint.confrelid
join pg_namespace ns2 on ns2.oid = other.relnamespace
left join pks_uniques_cols pks_uqs on pks_uqs.connamespace = traint.connamespace and pks_uqs.conrelid = traint.conrelid
where traint.contype = 'f'
  and traint.conparentid = 0
  and not (ns1.nspname = any($1))
`;

/**
 * Which view columns carry which table's primary and foreign key columns, read from the views'
 * parse trees (pg_rewrite.ev_action) the way PostgREST's schema cache does; relationships of a
 * table then also hold for the views that expose its key columns.
 */
const VIEWS_KEY_DEPENDENCIES_SQL = /* sql */ `
with recursive
pks_fks as (
  select contype::text as contype, conname, array_length(conkey, 1) as ncol, conrelid as resorigtbl, col as resorigcol, ord
  from pg_constraint
  left join lateral unnest(conkey) with ordinality as _(col, ord) on true
  where contype in ('p', 'f')
  union
  select concat(contype, '_ref') as contype, conname, array_length(confkey, 1) as ncol, confrelid, col, ord
  from pg_constraint
  left join lateral unnest(confkey) with ordinality as _(col, ord) on true
  where contype = 'f'
    and not (connamespace::regnamespace::text = any($1))
),
views as (
  select c.oid as view_id, n.nspname as view_schema, c.relname as view_name, r.ev_action as view_definition
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_rewrite r on r.ev_class = c.oid
  where c.relkind in ('v', 'm')
    and not (n.nspname = any($1))
),
transform_json as (
  select
    view_id, view_schema, view_name,
    replace(
      replace(
      replace(
      replace(
      replace(
      replace(
      replace(
      regexp_replace(
      replace(
      replace(
      replace(
      replace(
      replace(
      replace(
      replace(
      replace(
      replace(
      replace(
      replace(
        view_definition::text,
         '<>'              , '()'
      ), ','               , ''
      ), E'\\\\{'            , ''
      ), E'\\\\}'            , ''
      ), ' :targetList '   , ',"targetList":'
      ), ' :resno '        , ',"resno":'
      ), ' :resorigtbl '   , ',"resorigtbl":'
      ), ' :resorigcol '   , ',"resorigcol":'
      ), '{'               , '{ :'
      ), '(('              , '{(('
      ), '({'              , '{({'
      ), ' :[^}{,]+'       , ',"":'              , 'g'
      ), ',"":}'           , '}'
      ), ',"":,'           , ','
      ), '{('              , '('
      ), '{,'              , '{'
      ), '('               , '['
      ), ')'               , ']'
      ), ' '             , ','
    )::json as view_definition
  from views
),
target_entries as (
  select view_id, view_schema, view_name, json_array_elements(view_definition->0->'targetList') as entry
  from transform_json
),
results as (
  select view_id, view_schema, view_name,
    (entry->>'resno')::int as view_column,
    (entry->>'resorigtbl')::oid as resorigtbl,
    (entry->>'resorigcol')::int as resorigcol
  from target_entries
),
recursion(view_id, view_schema, view_name, view_column, resorigtbl, resorigcol, is_cycle, path) as (
  select r.*, false, array[resorigtbl]
  from results r
  where not (view_schema = any($1))
  union all
  select view.view_id, view.view_schema, view.view_name, view.view_column, tab.resorigtbl, tab.resorigcol,
    tab.resorigtbl = any(path), path || tab.resorigtbl
  from recursion view
  join results tab on view.resorigtbl = tab.view_id and view.resorigcol = tab.view_column
  where not is_cycle
),
repeated_references as (
  select view_id, view_schema, view_name, resorigtbl, resorigcol, array_agg(attname) as view_columns
  from recursion
  join pg_attribute vcol on vcol.attrelid = view_id and vcol.attnum = view_column
  group by view_id, view_schema, view_name, resorigtbl, resorigcol
)
select
  sch.nspname as table_schema,
  tbl.relname as table_name,
  rep.view_schema,
  rep.view_name,
  pks_fks.conname as constraint_name,
  pks_fks.contype as constraint_type,
  jsonb_agg(jsonb_build_object('table_column', col.attname, 'view_columns', view_columns) order by pks_fks.ord) as column_dependencies
from repeated_references rep
join pks_fks using (resorigtbl, resorigcol)
join pg_class tbl on tbl.oid = rep.resorigtbl
join pg_attribute col on col.attrelid = tbl.oid and col.attnum = rep.resorigcol
join pg_namespace sch on sch.oid = tbl.relnamespace
group by sch.nspname, tbl.relname, rep.view_schema, rep.view_name, pks_fks.conname, pks_fks.contype, pks_fks.ncol
having ncol = array_length(array_agg(row(col.attname, view_columns) order by pks_fks.ord), 1)
`;

/** Plain functions (not procedures or aggregates) with every argument, including OUT and TABLE. */
const FUNCTIONS_SQL = /* sql */ `
with functions as (
  select
    p.*,
    coalesce(p.proargmodes, array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as arg_modes,
    coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as arg_names,
    coalesce(p.proallargtypes, p.proargtypes) as arg_types,
    array_cat(array_fill(false, array[pronargs - pronargdefaults]), array_fill(true, array[pronargdefaults])) as arg_has_defaults
  from pg_proc p
  join pg_namespace n on p.pronamespace = n.oid
  where n.nspname = any($1)
    and p.prokind = 'f'
)
select
  f.oid::int as id,
  n.nspname as schema,
  f.proname as name,
  coalesce(f_args.args, '[]') as args,
  pg_get_function_arguments(f.oid) as argument_types,
  f.prorettype::int as return_type_id,
  pg_get_function_result(f.oid) as return_type,
  nullif(rt.typrelid::int, 0) as return_type_relation_id,
  f.proretset as is_set_returning_function,
  case when f.proretset then nullif(f.prorows, 0) else null end as prorows
from functions f
left join pg_namespace n on f.pronamespace = n.oid
left join pg_type rt on rt.oid = f.prorettype
left join (
  select
    oid,
    jsonb_agg(jsonb_build_object('mode', t2.mode, 'name', name, 'type_id', type_id, 'has_default', has_default)) as args
  from (
    select
      oid,
      unnest(arg_modes) as mode,
      unnest(arg_names) as name,
      unnest(arg_types)::int as type_id,
      unnest(arg_has_defaults) as has_default
    from functions
  ) as t1,
  lateral (
    select case
      when t1.mode = 'i' then 'in'
      when t1.mode = 'o' then 'out'
      when t1.mode = 'b' then 'inout'
      when t1.mode = 'v' then 'variadic'
      else 'table'
    end as mode
  ) as t2
  group by t1.oid
) f_args on f_args.oid = f.oid
`;

/** Every type of every schema, with enum labels, composite attributes and row types. */
const TYPES_SQL = /* sql */ `
select
  t.oid::int as id,
  t.typname as name,
  n.nspname as schema,
  format_type(t.oid, null) as format,
  coalesce(t_enums.enums, '[]') as enums,
  coalesce(t_attributes.attributes, '[]') as attributes,
  nullif(t.typrelid::int, 0) as type_relation_id
from pg_type t
left join pg_namespace n on n.oid = t.typnamespace
left join (
  select enumtypid, jsonb_agg(enumlabel order by enumsortorder) as enums
  from pg_enum
  group by enumtypid
) as t_enums on t_enums.enumtypid = t.oid
left join (
  select c.oid, jsonb_agg(jsonb_build_object('name', a.attname, 'type_id', a.atttypid::int) order by a.attnum asc) as attributes
  from pg_class c
  join pg_attribute a on a.attrelid = c.oid
  where c.relkind = 'c' and not a.attisdropped
  group by c.oid
) as t_attributes on t_attributes.oid = t.typrelid
where t.typrelid = 0
  or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)
`;

/** postgres-meta returns jsonb as parsed values; a driver that returns text gets it parsed here. */
const json = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/** Everything the template reads, in postgres-meta's shapes (GeneratorMetadata). */
export async function introspect(db, schemas = EXPOSED_SCHEMAS) {
  const rows = async (sql, params = []) => (await db.query(sql, params)).rows;
  const [schemaRows, relations, columns, tableRelationships, viewKeyDependencies, functions, types] = [
    await rows(SCHEMAS_SQL, [schemas]),
    await rows(RELATIONS_SQL, [schemas]),
    await rows(COLUMNS_SQL, [schemas]),
    await rows(TABLE_RELATIONSHIPS_SQL, [SYSTEM_SCHEMAS]),
    await rows(VIEWS_KEY_DEPENDENCIES_SQL, [SYSTEM_SCHEMAS]),
    await rows(FUNCTIONS_SQL, [schemas]),
    await rows(TYPES_SQL),
  ];
  const byKind = (...kinds) => relations.filter((relation) => kinds.includes(relation.kind));
  const relationships = tableRelationships.map((r) => ({ ...r, columns: json(r.columns), referenced_columns: json(r.referenced_columns) }));
  return {
    schemas: schemaRows,
    tables: byKind('r', 'p'),
    foreignTables: byKind('f'),
    views: byKind('v'),
    materializedViews: byKind('m'),
    columns: columns.map((column) => ({ ...column, default_value: column.has_default ? 'default' : null })),
    relationships: [...relationships, ...viewRelationships(relationships, viewKeyDependencies.map((d) => ({ ...d, column_dependencies: json(d.column_dependencies) })))],
    // The CLI drops trigger functions: PostgREST cannot call them.
    functions: functions.map((fn) => ({ ...fn, args: json(fn.args) })).filter(({ return_type }) => !['trigger', 'event_trigger'].includes(return_type)),
    types: types.map((type) => ({ ...type, enums: json(type.enums), attributes: json(type.attributes) })),
  };
}

/** postgres-meta's PostgresMetaRelationships: a table's foreign keys also hold for views over it. */
function viewRelationships(relationships, keyDependencies) {
  const cartesianProduct = (lists) => lists.reduce((results, entries) => results.flatMap((result) => entries.map((entry) => [...result, entry])), [[]]);
  const expand = (colDeps) => cartesianProduct(colDeps.map((dependency) => dependency.view_columns));
  return relationships.flatMap((r) => {
    const viewToTable = keyDependencies.filter(
      (d) => d.table_schema === r.schema && d.table_name === r.relation && d.constraint_name === r.foreign_key_name && d.constraint_type === 'f',
    );
    const tableToView = keyDependencies.filter(
      (d) => d.table_schema === r.referenced_schema && d.table_name === r.referenced_relation && d.constraint_name === r.foreign_key_name && d.constraint_type === 'f_ref',
    );
    return [
      ...viewToTable.flatMap((d) =>
        expand(d.column_dependencies).map((columns) => ({ ...r, schema: d.view_schema, relation: d.view_name, columns })),
      ),
      ...tableToView.flatMap((d) =>
        expand(d.column_dependencies).map((columns) => ({ ...r, referenced_schema: d.view_schema, referenced_relation: d.view_name, referenced_columns: columns })),
      ),
      ...viewToTable.flatMap((from) =>
        expand(from.column_dependencies).flatMap((columns) =>
          tableToView.flatMap((to) =>
            expand(to.column_dependencies).map((referenced) => ({
              ...r,
              schema: from.view_schema,
              relation: from.view_name,
              columns,
              referenced_schema: to.view_schema,
              referenced_relation: to.view_name,
              referenced_columns: referenced,
            })),
          ),
        ),
      ),
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Types as a small syntax tree, printed the way prettier prints the template's TypeScript
// ---------------------------------------------------------------------------------------------

/** A type written as is: a keyword, a reference such as `Json` or `Database["public"]["Enums"]["x"]`. */
const ref = (text) => ({ kind: 'ref', text });
const literal = (value) => ({ kind: 'literal', value });
const arrayOf = (of) => ({ kind: 'array', of });
/** `expanded`: the template opens the object with a newline, which prettier keeps. */
const object = (members, expanded) => ({ kind: 'object', members, expanded });
const member = (key, type, optional = false) => ({ key, type, optional });
const tuple = (elements) => ({ kind: 'tuple', elements });
const intersection = (types) => ({ kind: 'intersection', types });
function union(types) {
  const flat = types.flatMap((type) => (type.kind === 'union' ? type.types : [type]));
  return flat.length === 1 ? flat[0] : { kind: 'union', types: flat };
}
/**
 * The template appends `[]` to the text of a set-returning function's type, so on a union or an
 * intersection it binds to the last member only.
 */
const appendArray = (type) =>
  type.kind === 'union' || type.kind === 'intersection' ? { ...type, types: [...type.types.slice(0, -1), appendArray(type.types.at(-1))] } : arrayOf(type);
const UNKNOWN = ref('unknown');
const isUnknownOrAny = (type) => type.kind === 'ref' && (type.text === 'unknown' || type.text === 'any');

/** generateNullableUnionTsType: `T | null`, except for unknown and any, which already admit null. */
const nullable = (type, isNullable) => (isUnknownOrAny(type) || !isNullable ? type : union([type, ref('null')]));

/** `Database["schema"]["Kind"]["name"]...`, quoted the way prettier prints the template's strings. */
const databaseRef = (...path) => ref(`Database${path.map((part) => `[${quote(part)}]`).join('')}`);

/** The generator's output for `metadata` (see introspect). */
export function renderTypes(metadata, { postgrestVersion = POSTGREST_VERSION, detectOneToOneRelationships = DETECT_ONE_TO_ONE } = {}) {
  // postgres-meta sorts with localeCompare in its container's locale (en-US); naming the locale
  // keeps the order independent of the machine that generates.
  const collate = new Intl.Collator('en-US').compare;
  const { tables, foreignTables, views, materializedViews, columns, types } = metadata;
  const schemas = [...metadata.schemas].sort((a, b) => collate(a.name, b.name));
  const relationships = [...metadata.relationships].sort(
    (a, b) =>
      collate(a.foreign_key_name, b.foreign_key_name) ||
      collate(a.referenced_relation, b.referenced_relation) ||
      collate(JSON.stringify(a.referenced_columns), JSON.stringify(b.referenced_columns)),
  );
  const functions = metadata.functions.map((fn) => ({ ...fn, args: [...fn.args] }));

  const bySchema = Object.fromEntries(schemas.map((s) => [s.name, { tables: [], views: [], functions: [], enums: [], compositeTypes: [] }]));
  const columnsByTableId = new Map();
  const tableNamesById = new Map();
  for (const relation of [...tables, ...foreignTables, ...views, ...materializedViews]) {
    columnsByTableId.set(relation.id, []);
    tableNamesById.set(relation.id, relation.name);
  }
  for (const column of columns) columnsByTableId.get(column.table_id)?.push(column);
  for (const list of columnsByTableId.values()) list.sort((a, b) => collate(a.name, b.name));

  const typesById = new Map();
  const relationTypesById = new Map();
  for (const type of types) {
    typesById.set(type.id, type);
    if (type.type_relation_id) relationTypesById.set(type.id, type);
    if (type.schema in bySchema) {
      if (type.enums.length > 0) bySchema[type.schema].enums.push(type);
      if (type.attributes.length > 0) bySchema[type.schema].compositeTypes.push(type);
    }
  }

  const relationshipsOf = (relation) =>
    relationships.filter((r) => r.schema === relation.schema && r.relation === relation.name && r.referenced_schema === relation.schema);
  for (const table of [...tables, ...foreignTables]) bySchema[table.schema]?.tables.push({ table, relationships: relationshipsOf(table) });
  for (const view of views) bySchema[view.schema]?.views.push({ view, relationships: relationshipsOf(view) });
  for (const view of materializedViews) bySchema[view.schema]?.views.push({ view: { ...view, is_updatable: false }, relationships: relationshipsOf(view) });

  const tableNameFromRelationId = (relationId, returnTypeId) => {
    if (!relationId) return null;
    if (tableNamesById.has(relationId)) return tableNamesById.get(relationId);
    // A composite type's name stands in for a relation, so its fields can be sub-selected.
    return relationTypesById.get(returnTypeId)?.name ?? null;
  };

  for (const fn of functions) {
    if (!(fn.schema in bySchema)) continue;
    fn.args.sort((a, b) => collate(a.name, b.name));
    const inArgs = fn.args.filter(({ mode }) => VALID_FUNCTION_ARGS_MODE.has(mode));
    // The functions PostgREST can call: no arguments, all named, unnamed ones only with a default
    // and of json/jsonb/text, or a single unnamed json/jsonb/text or row argument.
    const callable =
      inArgs.length === 0 ||
      !inArgs.some(({ name }) => name === '') ||
      inArgs.every((arg) => arg.name !== '' || (arg.has_default && VALID_UNNAMED_FUNCTION_ARG_TYPES.has(arg.type_id))) ||
      (inArgs.length === 1 && inArgs[0].name === '' && (VALID_UNNAMED_FUNCTION_ARG_TYPES.has(inArgs[0].type_id) || relationTypesById.has(inArgs[0].type_id)));
    if (callable) bySchema[fn.schema].functions.push({ fn, inArgs });
  }
  for (const entry of Object.values(bySchema)) {
    entry.tables.sort((a, b) => collate(a.table.name, b.table.name));
    entry.views.sort((a, b) => collate(a.view.name, b.view.name));
    entry.functions.sort((a, b) => collate(a.fn.name, b.fn.name));
    entry.enums.sort((a, b) => collate(a.name, b.name));
    entry.compositeTypes.sort((a, b) => collate(a.name, b.name));
  }

  /** pgTypeToTsType: the TypeScript for a Postgres type name, seen from `schema`. */
  const tsType = (schema, pgType) => {
    if (pgType === 'bool') return ref('boolean');
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(pgType)) return ref('number');
    if (['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector', 'interval'].includes(pgType)) {
      return ref('string');
    }
    if (pgType === 'json' || pgType === 'jsonb') return ref('Json');
    if (pgType === 'void') return ref('undefined');
    if (pgType === 'record') return ref('Record<string, unknown>');
    if (pgType.startsWith('_')) return arrayOf(tsType(schema, pgType.slice(1)));
    const inScope = (candidate) => schemas.some(({ name }) => name === candidate.schema);
    const pick = (candidates) => candidates.find((candidate) => candidate.schema === schema.name) ?? candidates[0];
    const enumTypes = types.filter((type) => type.name === pgType && type.enums.length > 0);
    if (enumTypes.length > 0) {
      const enumType = pick(enumTypes);
      return inScope(enumType) ? databaseRef(enumType.schema, 'Enums', enumType.name) : union(enumType.enums.map(literal));
    }
    const compositeTypes = types.filter((type) => type.name === pgType && type.attributes.length > 0);
    if (compositeTypes.length > 0) {
      const compositeType = pick(compositeTypes);
      return inScope(compositeType) ? databaseRef(compositeType.schema, 'CompositeTypes', compositeType.name) : UNKNOWN;
    }
    const tableRowTypes = tables.filter((table) => table.name === pgType);
    if (tableRowTypes.length > 0) {
      const table = pick(tableRowTypes);
      return inScope(table) ? databaseRef(table.schema, 'Tables', table.name, 'Row') : UNKNOWN;
    }
    const viewRowTypes = views.filter((view) => view.name === pgType);
    if (viewRowTypes.length > 0) {
      const view = pick(viewRowTypes);
      return inScope(view) ? databaseRef(view.schema, 'Views', view.name, 'Row') : UNKNOWN;
    }
    return UNKNOWN;
  };
  const tsTypeOfId = (schema, typeId) => {
    const type = typesById.get(typeId);
    return type ? tsType(schema, type.name) : UNKNOWN;
  };
  const columnMember = (schema, column, { optional = false, isNullable = column.is_nullable } = {}) =>
    member(column.name, nullable(tsType(schema, column.format), isNullable), optional);

  /** getFunctionReturnType: `returns table (...)`, a relation's row, or the named type. */
  const functionReturnType = (schema, fn) => {
    const tableArgs = fn.args.filter(({ mode }) => mode === 'table');
    if (tableArgs.length > 0) return object(tableArgs.map(({ name, type_id }) => member(name, tsTypeOfId(schema, type_id))), true);
    const entry = bySchema[schema.name];
    const relation =
      entry?.tables.find(({ table }) => table.id === fn.return_type_relation_id)?.table ??
      entry?.views.find(({ view }) => view.id === fn.return_type_relation_id)?.view;
    if (relation) return object(columnsByTableId.get(relation.id).map((column) => columnMember(schema, column)), true);
    return tsTypeOfId(schema, fn.return_type_id);
  };

  /** getFunctionTsReturnType: the Returns type (an array for set-returning functions) and SetofOptions. */
  const functionReturns = (fn, returnType) => {
    const returnTableName = tableNameFromRelationId(fn.return_type_relation_id, fn.return_type_id);
    const returnsSetOfTable = fn.is_set_returning_function && fn.return_type_relation_id !== null;
    const returnsMultipleRows = fn.prorows !== null && fn.prorows > 1;
    let setof = null;
    if (returnTableName) setof = { from: '*', to: returnTableName, isOneToOne: !returnsMultipleRows, isSetofReturn: fn.is_set_returning_function };
    if (fn.args.length === 1) {
      const relationType = relationTypesById.get(fn.args[0].type_id);
      if (relationType && returnTableName) {
        setof = returnsSetOfTable
          ? { from: relationType.format, to: returnTableName, isOneToOne: !returnsMultipleRows, isSetofReturn: true }
          : { from: relationType.format, to: returnTableName, isOneToOne: true, isSetofReturn: false };
      }
    }
    // A ROWS 1 estimate only collapses the array when SetofOptions tells postgrest-js about it.
    const collapsibleSingleRow = !returnsMultipleRows && returnTableName !== null;
    const members = [member('Returns', fn.is_set_returning_function && !collapsibleSingleRow ? appendArray(returnType) : returnType)];
    if (setof) {
      members.push(
        member(
          'SetofOptions',
          object(
            [
              member('from', literal(setof.from)),
              member('to', literal(setof.to)),
              member('isOneToOne', ref(String(setof.isOneToOne))),
              member('isSetofReturn', ref(String(setof.isSetofReturn))),
            ],
            true,
          ),
        ),
      );
    }
    return members;
  };

  const argsObject = (schema, inArgs) => object(inArgs.map(({ name, type_id, has_default }) => member(name, tsTypeOfId(schema, type_id), has_default)), false);
  const errorType = (message) => intersection([object([member('error', ref('true'))], false), literal(message)]);

  /** getConflictError: overloads PostgREST cannot tell apart. */
  const conflictError = (schema, fns, fn, inArgs) => {
    if (fns.length <= 1) return null;
    if (inArgs.length === 0) {
      const conflicting = fns.filter(({ fn: other, inArgs: otherArgs }) => other !== fn && otherArgs.length === 1 && otherArgs[0].name === '' && otherArgs[0].has_default);
      if (conflicting.length > 0) {
        const returnTypeName = typesById.get(conflicting[0].fn.return_type_id)?.name || 'unknown';
        return `Could not choose the best candidate function between: ${schema.name}.${fn.name}(), ${schema.name}.${fn.name}( => ${returnTypeName}). Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    if (inArgs.length === 1 && inArgs[0].name !== '') {
      const conflicting = fns.filter(
        ({ fn: other, inArgs: otherArgs }) => other !== fn && otherArgs.length === 1 && otherArgs[0].name === inArgs[0].name && otherArgs[0].type_id !== inArgs[0].type_id,
      );
      if (conflicting.length > 0) {
        const list = [{ fn, inArgs }, ...conflicting]
          .sort((a, b) => (a.inArgs[0]?.type_id || 0) - (b.inArgs[0]?.type_id || 0))
          .map((f) => `${schema.name}.${fn.name}(${f.inArgs.map((a) => `${a.name || ''} => ${typesById.get(a.type_id)?.name || 'unknown'}`).join(', ')})`)
          .join(', ');
        return `Could not choose the best candidate function between: ${list}. Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    return null;
  };
  const hasTableRowError = (fn, inArgs) =>
    inArgs.length === 1 && inArgs[0].name === '' && relationTypesById.has(inArgs[0].type_id) && !tableNameFromRelationId(fn.return_type_relation_id, fn.return_type_id);

  const functionSignatures = (schema, fns) =>
    union(
      fns.map(({ fn, inArgs }) => {
        let returnType = functionReturnType(schema, fn);
        const conflict = conflictError(schema, fns, fn, inArgs);
        if (conflict) returnType = errorType(conflict);
        else if (hasTableRowError(fn, inArgs)) {
          returnType = errorType(`the function ${schema.name}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`);
        }
        const args = inArgs.length > 0 ? argsObject(schema, inArgs) : ref('never');
        return object([member('Args', args), ...functionReturns(fn, returnType)], false);
      }),
    );

  const relationshipType = (r) =>
    object(
      [
        member('foreignKeyName', literal(r.foreign_key_name)),
        member('columns', tuple(r.columns.map(literal))),
        ...(detectOneToOneRelationships ? [member('isOneToOne', ref(String(r.is_one_to_one)))] : []),
        member('referencedRelation', literal(r.referenced_relation)),
        member('referencedColumns', tuple(r.referenced_columns.map(literal))),
      ],
      true,
    );
  const relationshipsMember = (list) => member('Relationships', tuple(list.map(relationshipType)));
  const NONE = [member('[_ in never]', ref('never'))];
  const computedFields = (schema, schemaFunctions, relationName) =>
    schemaFunctions
      .filter(({ fn }) => fn.argument_types === relationName)
      .map(({ fn }) => member(fn.name, nullable(functionReturnType(schema, fn), true)));

  const schemaType = (schema) => {
    const { tables: schemaTables, views: schemaViews, functions: schemaFunctions, enums, compositeTypes } = bySchema[schema.name];
    const tableMembers = schemaTables.map(({ table, relationships: tableRelationships }) => {
      const tableColumns = columnsByTableId.get(table.id);
      return member(
        table.name,
        object(
          [
            member('Row', object([...tableColumns.map((column) => columnMember(schema, column)), ...computedFields(schema, schemaFunctions, table.name)], true)),
            member(
              'Insert',
              object(
                tableColumns.map((column) =>
                  column.identity_generation === 'ALWAYS'
                    ? member(column.name, ref('never'), true)
                    : columnMember(schema, column, { optional: column.is_nullable || column.is_identity || column.default_value !== null }),
                ),
                true,
              ),
            ),
            member(
              'Update',
              object(
                tableColumns.map((column) => (column.identity_generation === 'ALWAYS' ? member(column.name, ref('never'), true) : columnMember(schema, column, { optional: true }))),
                true,
              ),
            ),
            relationshipsMember(tableRelationships),
          ],
          true,
        ),
      );
    });
    const viewMembers = schemaViews.map(({ view, relationships: viewRelationshipList }) => {
      const viewColumns = columnsByTableId.get(view.id);
      const writable = () =>
        object(
          viewColumns.map((column) => (column.is_updatable ? columnMember(schema, column, { optional: true, isNullable: true }) : member(column.name, ref('never'), true))),
          true,
        );
      return member(
        view.name,
        object(
          [
            member('Row', object([...viewColumns.map((column) => columnMember(schema, column)), ...computedFields(schema, schemaFunctions, view.name)], true)),
            ...(view.is_updatable ? [member('Insert', writable()), member('Update', writable())] : []),
            relationshipsMember(viewRelationshipList),
          ],
          true,
        ),
      );
    });
    const functionsByName = new Map();
    for (const entry of schemaFunctions) {
      if (!functionsByName.has(entry.fn.name)) functionsByName.set(entry.fn.name, []);
      functionsByName.get(entry.fn.name).push(entry);
    }
    const functionMembers = [...functionsByName].map(([name, fns]) => {
      fns.sort((a, b) => collate(a.fn.argument_types, b.fn.argument_types) || collate(a.fn.return_type, b.fn.return_type));
      return member(name, functionSignatures(schema, fns));
    });
    const enumMembers = enums.map((type) => member(type.name, union(type.enums.map(literal))));
    const compositeMembers = compositeTypes.map((type) =>
      member(type.name, object(type.attributes.map(({ name, type_id }) => member(name, typesById.has(type_id) ? nullable(tsTypeOfId(schema, type_id), true) : UNKNOWN)), true)),
    );
    const section = (name, members) => member(name, object(members.length > 0 ? members : NONE, true));
    return object(
      [
        section('Tables', tableMembers),
        section('Views', viewMembers),
        section('Functions', functionMembers),
        section('Enums', enumMembers),
        section('CompositeTypes', compositeMembers),
      ],
      true,
    );
  };

  const databaseMembers = schemas.map((schema) => member(schema.name, schemaType(schema)));
  if (postgrestVersion) {
    databaseMembers.unshift({
      ...member('__InternalSupabase', object([member('PostgrestVersion', literal(postgrestVersion))], true)),
      comments: [
        '// Allows to automatically instantiate createClient with right options',
        "// instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
      ],
    });
  }

  const constants = jsObject(
    schemas.map((schema) => [
      schema.name,
      jsObject([['Enums', jsObject(bySchema[schema.name].enums.map((type) => [type.name, jsArray(type.enums.map((label) => quote(label)))]))]]),
    ]),
  );

  return [
    JSON_TYPE,
    printDoc(['export type Database = ', typeDoc(object(databaseMembers, true))]),
    helperTypes(DEFAULT_SCHEMA),
    printDoc(['export const Constants = ', constants, ' as const']),
  ].join('\n\n') + '\n';
}

const JSON_TYPE = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]`;

/** The template's helper types: fixed text apart from the default schema. */
const helperTypes = (defaultSchema) => `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${quote(defaultSchema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;

// ---------------------------------------------------------------------------------------------
// Prettier's layout, for the constructs above: the documents prettier 3 builds for them
// (group, indent, align, line, softline, hardline, ifBreak) and its printer (printDocToString),
// with printWidth 80 and two-space indentation, as postgres-meta formats.
// ---------------------------------------------------------------------------------------------

const PRINT_WIDTH = 80;
const group = (contents, { shouldBreak = false } = {}) => ({ type: 'group', contents, break: shouldBreak });
const indent = (contents) => ({ type: 'indent', contents });
const align = (n, contents) => ({ type: 'align', n, contents });
const line = { type: 'line' };
const softline = { type: 'line', soft: true };
const breakParent = { type: 'break-parent' };
const hardline = [{ type: 'line', hard: true }, breakParent];
const ifBreak = (breakContents, flatContents = '') => ({ type: 'if-break', breakContents, flatContents });
const join = (separator, docs) => docs.flatMap((doc, i) => (i === 0 ? [doc] : [separator, doc]));

/**
 * A string literal as prettier prints it: double quotes unless the text holds more double than
 * single quotes.
 */
function quote(value) {
  const doubles = (value.match(/"/g) ?? []).length;
  const singles = (value.match(/'/g) ?? []).length;
  const mark = doubles > singles ? "'" : '"';
  const escaped = JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"');
  return mark + escaped.replace(new RegExp(mark, 'g'), `\\${mark}`) + mark;
}

/** Keys prettier leaves unquoted (quoteProps "as-needed"): identifier names. */
const IDENTIFIER = /^[$_\p{ID_Start}][$\u200C\u200D\p{ID_Continue}]*$/u;
const propertyKey = (key) => (key.startsWith('[') || IDENTIFIER.test(key) ? key : quote(key));

const isObjectType = (type) => type.kind === 'object';
const isNullKeyword = (type) => type.kind === 'ref' && (type.text === 'null' || type.text === 'void');

function typeDoc(type) {
  switch (type.kind) {
    case 'ref':
      return type.text;
    case 'literal':
      return quote(type.value);
    case 'array':
      if (type.of.kind === 'union' && !hugsObject(type.of)) return ['(', unionDoc(type.of, { parenthesized: true }), ')', '[]'];
      return [type.of.kind === 'union' || type.of.kind === 'intersection' ? ['(', typeDoc(type.of), ')'] : typeDoc(type.of), '[]'];
    case 'object': {
      if (type.members.length === 0) return '{}';
      const members = type.members.map((m) => {
        const printed = group([propertyKey(m.key), m.optional ? '?' : '', ':', ' ', typeDoc(m.type)]);
        return m.comments ? [...m.comments.flatMap((comment) => [comment, hardline]), printed] : printed;
      });
      return group(['{', indent([line, join([ifBreak('', ';'), line], members)]), line, '}'], { shouldBreak: type.expanded });
    }
    case 'tuple':
      if (type.elements.length === 0) return '[]';
      return group(['[', indent([softline, join([',', line], type.elements.map((element) => group(typeDoc(element))))]), ifBreak(','), softline, ']']);
    case 'union':
      return unionDoc(type);
    case 'intersection': {
      // Between an object and a non-object the `&` stays inline; between two non-objects it may break.
      const parts = [typeDoc(type.types[0])];
      for (let i = 1; i < type.types.length; i += 1) {
        const bothPlain = !isObjectType(type.types[i - 1]) && !isObjectType(type.types[i]);
        parts.push(bothPlain ? indent([' &', line, typeDoc(type.types[i])]) : [' & ', typeDoc(type.types[i])]);
      }
      return group(parts);
    }
    default:
      throw new Error(`Unknown type node ${type.kind}`);
  }
}

/** `{ ... } | null` hugs the object; other unions break into one `| member` per line. */
const hugsObject = (type) => type.types.filter(isObjectType).length === 1 && type.types.every((t) => isObjectType(t) || isNullKeyword(t));

function unionDoc(type, { parenthesized = false } = {}) {
  if (hugsObject(type)) return join(' | ', type.types.map(typeDoc));
  const code = [ifBreak([line, '| ']), join([line, '| '], type.types.map((t) => align(2, typeDoc(t))))];
  return parenthesized ? group([indent(code), softline]) : group(indent(code));
}

/** A JavaScript object literal of `[key, doc]` entries, opened on its own line as the template does. */
function jsObject(entries) {
  if (entries.length === 0) return '{}';
  const properties = entries.map(([key, value]) => group([propertyKey(key), ': ', value]));
  return group(['{', indent([line, join([',', line], properties)]), ifBreak(','), line, '}'], { shouldBreak: true });
}

function jsArray(elements) {
  if (elements.length === 0) return '[]';
  return group(['[', indent([softline, join([',', line], elements.map((element) => group(element)))]), ifBreak(','), softline, ']']);
}

/** Marks every group that holds a hard line or an expanded group as broken (propagateBreaks). */
function propagateBreaks(doc) {
  if (typeof doc === 'string') return false;
  if (Array.isArray(doc)) return doc.map(propagateBreaks).some(Boolean);
  switch (doc.type) {
    case 'break-parent':
      return true;
    case 'group':
      if (propagateBreaks(doc.contents)) doc.break = true;
      return doc.break;
    case 'indent':
    case 'align':
      return propagateBreaks(doc.contents);
    case 'if-break':
      return [propagateBreaks(doc.breakContents), propagateBreaks(doc.flatContents)].some(Boolean);
    default:
      return false;
  }
}

const MODE_BREAK = 'break';
const MODE_FLAT = 'flat';

/** Whether `next` fits in `width` columns, followed by the rest up to its first line break. */
function fits(next, restCommands, width) {
  let restIndex = restCommands.length;
  const commands = [next];
  while (width >= 0) {
    if (commands.length === 0) {
      if (restIndex === 0) return true;
      commands.push(restCommands[--restIndex]);
      continue;
    }
    const { mode, doc } = commands.pop();
    if (typeof doc === 'string') {
      width -= doc.length;
    } else if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i -= 1) commands.push({ mode, doc: doc[i] });
    } else if (doc.type === 'indent' || doc.type === 'align') {
      commands.push({ mode, doc: doc.contents });
    } else if (doc.type === 'group') {
      commands.push({ mode: doc.break ? MODE_BREAK : mode, doc: doc.contents });
    } else if (doc.type === 'if-break') {
      const contents = mode === MODE_BREAK ? doc.breakContents : doc.flatContents;
      if (contents) commands.push({ mode, doc: contents });
    } else if (doc.type === 'line') {
      if (mode === MODE_BREAK || doc.hard) return true;
      if (!doc.soft) width -= 1;
    }
  }
  return false;
}

function printDoc(doc) {
  propagateBreaks(doc);
  const out = [];
  let pos = 0;
  let shouldRemeasure = false;
  const commands = [{ indentation: 0, mode: MODE_BREAK, doc }];
  while (commands.length > 0) {
    const { indentation, mode, doc: current } = commands.pop();
    if (typeof current === 'string') {
      out.push(current);
      pos += current.length;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) commands.push({ indentation, mode, doc: current[i] });
    } else if (current.type === 'indent') {
      commands.push({ indentation: indentation + 2, mode, doc: current.contents });
    } else if (current.type === 'align') {
      commands.push({ indentation: indentation + current.n, mode, doc: current.contents });
    } else if (current.type === 'group') {
      if (mode === MODE_FLAT && !shouldRemeasure) {
        commands.push({ indentation, mode: current.break ? MODE_BREAK : MODE_FLAT, doc: current.contents });
      } else {
        shouldRemeasure = false;
        const next = { indentation, mode: MODE_FLAT, doc: current.contents };
        if (!current.break && fits(next, commands, PRINT_WIDTH - pos)) commands.push(next);
        else commands.push({ indentation, mode: MODE_BREAK, doc: current.contents });
      }
    } else if (current.type === 'if-break') {
      const contents = mode === MODE_BREAK ? current.breakContents : current.flatContents;
      if (contents) commands.push({ indentation, mode, doc: contents });
    } else if (current.type === 'line') {
      if (mode === MODE_FLAT && !current.hard) {
        if (!current.soft) {
          out.push(' ');
          pos += 1;
        }
      } else {
        if (mode === MODE_FLAT) shouldRemeasure = true;
        trimTrailingSpaces(out);
        out.push('\n' + ' '.repeat(indentation));
        pos = indentation;
      }
    }
  }
  return out.join('');
}

/** Prettier trims the spaces a line ends with (a `key: ` before a broken union). */
function trimTrailingSpaces(out) {
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const trimmed = out[i].replace(/[ \t]+$/, '');
    out[i] = trimmed;
    if (trimmed.length > 0) return;
  }
}
