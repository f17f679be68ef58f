/**
 * The schema cache: tables, columns, keys, foreign keys and functions of the exposed schema,
 * read from pg_catalog. Every identifier a request names is checked against it, so no name a
 * client sends reaches SQL unless the database really has it.
 */

const TABLES_SQL = `
select c.relname::text as name, c.relkind::text as kind,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname::text,
      'type', format_type(a.atttypid, a.atttypmod),
      'typname', t.typname::text,
      'category', t.typcategory::text,
      'nullable', not a.attnotnull,
      'hasDefault', a.atthasdef or a.attidentity <> '',
      'generated', a.attgenerated <> '' or a.attidentity = 'a'
    ) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
order by c.relname`;

const CONSTRAINTS_SQL = `
select con.conname::text as name, con.contype::text as type, c.relname::text as table,
  (select json_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as columns,
  fc.relname::text as ref_table,
  (select json_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as ref_columns
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
left join pg_class fc on fc.oid = con.confrelid
left join pg_namespace fn on fn.oid = fc.relnamespace
where n.nspname = 'public' and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or fn.nspname = 'public')
order by con.conname`;

const FUNCTIONS_SQL = `
select p.proname::text as name, p.proretset as returns_set, p.provolatile::text as volatility,
  p.pronargdefaults as n_defaults, format_type(p.prorettype, null) as return_type,
  rt.typtype::text as return_typtype, rt.typname::text as return_typname,
  case when rn.nspname = 'public' and rc.relkind in ('r', 'v', 'm', 'f', 'p') then rc.relname::text end as return_table,
  coalesce((
    select json_agg(json_build_object('name', a.attname::text, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
    from pg_attribute a where a.attrelid = rt.typrelid and rt.typrelid <> 0 and a.attnum > 0 and not a.attisdropped
  ), '[]') as return_columns,
  coalesce((
    select json_agg(json_build_object(
      'name', coalesce(p.proargnames[x.i], ''),
      'type', format_type(x.typ, null),
      'mode', coalesce(p.proargmodes[x.i]::text, 'i')
    ) order by x.i)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as x(typ, i)
  ), '[]') as args
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
left join pg_class rc on rc.oid = rt.typrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
order by p.proname, p.oid`;

/**
 * Settings of the API roles (`alter role anon set statement_timeout = '3s'`), which PostgREST
 * applies to every transaction it runs as that role. Role-wide settings first, so that settings
 * for this database override them.
 */
const ROLE_SETTINGS_SQL = `
select r.rolname::text as role, s.setconfig as settings
from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
where s.setdatabase = 0 or s.setdatabase = (select oid from pg_database where datname = current_database())
order by s.setdatabase`;

/**
 * @typedef {{ name: string, type: string, typname: string, category: string, nullable: boolean, hasDefault: boolean, generated: boolean }} Column
 * @typedef {{ name: string, kind: string, columns: Map<string, Column>, columnList: Column[], primaryKey: string[], uniques: string[][] }} Table
 * @typedef {{ name: string, table: string, columns: string[], refTable: string, refColumns: string[] }} ForeignKey
 * @typedef {{ name: string, type: string, mode: string }} FunctionArg
 * @typedef {{ name: string, returnsSet: boolean, volatility: string, nDefaults: number, returnType: string,
 *   returnKind: 'void' | 'scalar' | 'composite', returnTable: string | null, returnColumns: { name: string, type: string }[],
 *   inArgs: FunctionArg[], requiredArgs: number }} DbFunction
 * @typedef {{ tables: Map<string, Table>, foreignKeys: ForeignKey[], functions: Map<string, DbFunction[]>, roleSettings: Map<string, Record<string, string>> }} Schema
 */

/**
 * Reads the schema of `public`.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: any[] }> }} db
 * @returns {Promise<Schema>}
 */
export async function introspect(db) {
  const [tablesResult, constraintsResult, functionsResult, roleSettingsResult] = [await db.query(TABLES_SQL), await db.query(CONSTRAINTS_SQL), await db.query(FUNCTIONS_SQL), await db.query(ROLE_SETTINGS_SQL)];
  /** @type {Map<string, Record<string, string>>} */
  const roleSettings = new Map();
  for (const row of roleSettingsResult.rows) {
    const settings = roleSettings.get(row.role) ?? {};
    for (const entry of parseTextArray(row.settings)) {
      const equals = entry.indexOf('=');
      if (equals > 0) settings[entry.slice(0, equals)] = entry.slice(equals + 1);
    }
    roleSettings.set(row.role, settings);
  }
  /** @type {Map<string, Table>} */
  const tables = new Map();
  for (const row of tablesResult.rows) {
    const columnList = parseJson(row.columns);
    tables.set(row.name, { name: row.name, kind: row.kind, columnList, columns: new Map(columnList.map((column) => [column.name, column])), primaryKey: [], uniques: [] });
  }
  /** @type {ForeignKey[]} */
  const foreignKeys = [];
  for (const row of constraintsResult.rows) {
    const table = tables.get(row.table);
    if (!table) continue;
    const columns = parseJson(row.columns) ?? [];
    if (row.type === 'p') {
      table.primaryKey = columns;
      table.uniques.push(columns);
    } else if (row.type === 'u') {
      table.uniques.push(columns);
    } else if (tables.has(row.ref_table)) {
      foreignKeys.push({ name: row.name, table: row.table, columns, refTable: row.ref_table, refColumns: parseJson(row.ref_columns) ?? [] });
    }
  }
  /** @type {Map<string, DbFunction[]>} */
  const functions = new Map();
  for (const row of functionsResult.rows) {
    const args = parseJson(row.args);
    const inArgs = args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const outArgs = args.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
    let returnKind = /** @type {'void' | 'scalar' | 'composite'} */ ('scalar');
    let returnColumns = parseJson(row.return_columns);
    if (row.return_typname === 'void') returnKind = 'void';
    else if (row.return_typtype === 'c') returnKind = 'composite';
    else if (row.return_typname === 'record' && outArgs.length > 0) {
      returnKind = 'composite';
      returnColumns = outArgs.map((arg) => ({ name: arg.name, type: arg.type }));
    }
    /** @type {DbFunction} */
    const fn = {
      name: row.name,
      returnsSet: row.returns_set,
      volatility: row.volatility,
      nDefaults: Number(row.n_defaults),
      returnType: row.return_type,
      returnKind,
      returnTable: row.return_table ?? null,
      returnColumns,
      inArgs,
      requiredArgs: inArgs.length - Number(row.n_defaults),
    };
    const list = functions.get(row.name) ?? [];
    list.push(fn);
    functions.set(row.name, list);
  }
  return { tables, foreignKeys, functions, roleSettings };
}

/** A text[] value as the driver returns it: an array (pg) or its literal `{a,b}` (some PGlite paths). */
function parseTextArray(value) {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.length < 2) return [];
  return value
    .slice(1, -1)
    .split(',')
    .map((item) => item.replace(/^"(.*)"$/, '$1'));
}

/**
 * A Postgres duration setting (`statement_timeout`) in milliseconds: a bare number is
 * milliseconds, units ms, s, min, h and d are understood. Null when unset or zero (no limit).
 * @param {string | undefined} text
 */
export function durationMs(text) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(text ?? '');
  if (!match) return null;
  const factor = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms'];
  const value = Number(match[1]) * factor;
  return value > 0 ? value : null;
}

function parseJson(value) {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The schema cache with on-demand refresh: a request naming something unknown triggers one
 * re-read (at most once a second), so tables created after start-up appear without a restart.
 */
export function createSchemaCache(db) {
  /** @type {Promise<Schema> | null} */
  let current = null;
  let loadedAt = 0;
  const load = () => {
    loadedAt = Date.now();
    current = introspect(db);
    current.catch(() => {
      current = null;
    });
    return current;
  };
  return {
    /** @returns {Promise<Schema>} */
    get: () => current ?? load(),
    /** Re-reads the schema; when `ifStale`, only if the last read is more than a second old. */
    refresh: ({ ifStale = false } = {}) => (ifStale && current && Date.now() - loadedAt < 1000 ? current : load()),
  };
}

/** The closest known name, for PostgREST's "Perhaps you meant" hints. */
export function closestName(name, candidates) {
  let best = null;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = distance(name, candidate);
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best !== null && bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
