import { parseError } from './errors.mjs';

/**
 * The only ways a name reaches SQL. Table, column, alias, function and argument names are
 * written as quoted identifiers; a cast's type name is checked against a strict grammar and
 * then quoted too. Values never come through here: they travel as bind parameters.
 */

/**
 * A quoted identifier. Postgres identifiers cannot hold NUL, so a name with one is refused
 * rather than sent (the parsers reject NUL earlier; this is the last line).
 * @param {string} name
 */
export function quoteIdent(name) {
  const text = String(name);
  if (text.includes('\u0000')) throw parseError('Identifiers must not contain NUL characters');
  return `"${text.replace(/"/g, '""')}"`;
}

/** SQL-standard type names written with keywords, mapped to the catalog names they stand for. */
const TYPE_ALIASES = new Map([
  ['int', 'int4'],
  ['integer', 'int4'],
  ['smallint', 'int2'],
  ['bigint', 'int8'],
  ['real', 'float4'],
  ['float', 'float8'],
  ['double precision', 'float8'],
  ['boolean', 'bool'],
  ['decimal', 'numeric'],
  ['dec', 'numeric'],
  ['character', 'bpchar'],
  ['char', 'bpchar'],
  ['character varying', 'varchar'],
  ['char varying', 'varchar'],
  ['bit varying', 'varbit'],
  ['timestamp without time zone', 'timestamp'],
  ['timestamp with time zone', 'timestamptz'],
  ['time without time zone', 'time'],
  ['time with time zone', 'timetz'],
]);

/**
 * Object-identifier types look names up in the system catalogs; a cast to one would turn a
 * column value into a catalog lookup, so they are not offered.
 */
const REFUSED_TYPES = /^reg[a-z]*$/;

const WORD = '[A-Za-z_][A-Za-z0-9_]*';
const CAST_GRAMMAR = new RegExp(`^(${WORD}(?: ${WORD}){0,3})(?:\\((\\d{1,4})(?:, ?(\\d{1,4}))?\\))?((?:\\[\\]){0,3})$`);

/**
 * The SQL for a cast's target type: a type name (one word, or one of the SQL-standard
 * multi-word names), optionally with a modifier such as `(10)` or `(10,2)`, optionally followed
 * by `[]`. Anything else is a parse error (400), so no request text is ever spliced into SQL.
 * @param {string} text the type as written after `::`
 * @returns {string}
 */
export function castTypeSql(text) {
  const match = CAST_GRAMMAR.exec(text);
  const name = match ? match[1].toLowerCase() : '';
  const words = name.split(' ');
  if (!match || (words.length > 1 && !TYPE_ALIASES.has(name)) || REFUSED_TYPES.test(name)) {
    throw parseError(`"failed to parse select parameter" (cast ::${text})`, 'expecting a type name, optionally with a modifier such as (10) and [] for an array');
  }
  const [, , precision, scale, arrays] = match;
  const modifier = precision === undefined ? '' : `(${Number(precision)}${scale === undefined ? '' : `,${Number(scale)}`})`;
  return `${quoteIdent(TYPE_ALIASES.get(name) ?? name)}${modifier}${arrays}`;
}
