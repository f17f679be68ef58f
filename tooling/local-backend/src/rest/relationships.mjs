import { RestError } from './errors.mjs';

/**
 * Resolves an embedded resource (`author:authors!hint(...)`) to one foreign-key relationship,
 * following PostgREST's rules: by table name, by FK column or constraint name, through a
 * junction table for many-to-many; a hint narrows the choice; several matches are an error.
 *
 * @typedef {import('./introspect.mjs').Schema} Schema
 * @typedef {import('./introspect.mjs').ForeignKey} ForeignKey
 * @typedef {{
 *   cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many',
 *   target: string,
 *   fk: ForeignKey,
 *   pairs: [string, string][],
 *   junction: null | { table: string, toParent: ForeignKey, toTarget: ForeignKey },
 * }} Relationship
 * `pairs` are [parent column, target column] for direct relationships.
 */

/** @param {Schema} schema @param {string} table @param {string[]} columns */
function isUnique(schema, table, columns) {
  const info = schema.tables.get(table);
  return Boolean(info?.uniques.some((key) => key.length === columns.length && key.every((column) => columns.includes(column))));
}

/** @param {Schema} schema @param {ForeignKey} fk @returns {Relationship} */
function manyToOne(fk) {
  return { cardinality: 'many-to-one', target: fk.refTable, fk, pairs: fk.columns.map((column, index) => [column, fk.refColumns[index]]), junction: null };
}

/** @param {Schema} schema @param {ForeignKey} fk @returns {Relationship} */
function oneToMany(schema, fk) {
  return {
    cardinality: isUnique(schema, fk.table, fk.columns) ? 'one-to-one' : 'one-to-many',
    target: fk.table,
    fk,
    pairs: fk.refColumns.map((column, index) => [column, fk.columns[index]]),
    junction: null,
  };
}

/** @param {Schema} schema @param {string} parent @param {string} target @returns {Relationship[]} */
function manyToMany(schema, parent, target) {
  const found = [];
  for (const junction of schema.tables.values()) {
    const keys = junction.primaryKey;
    if (!keys.length) continue;
    const outgoing = schema.foreignKeys.filter((fk) => fk.table === junction.name && fk.columns.every((column) => keys.includes(column)));
    for (const toParent of outgoing.filter((fk) => fk.refTable === parent)) {
      for (const toTarget of outgoing.filter((fk) => fk.refTable === target && fk !== toParent)) {
        found.push({ cardinality: /** @type {const} */ ('many-to-many'), target, fk: toTarget, pairs: [], junction: { table: junction.name, toParent, toTarget } });
      }
    }
  }
  return found;
}

/** @param {Relationship} rel @param {string} hint */
function matchesHint(rel, hint) {
  if (rel.junction) return rel.junction.table === hint || rel.junction.toParent.name === hint || rel.junction.toTarget.name === hint;
  if (rel.fk.name === hint) return true;
  if (rel.cardinality === 'many-to-one') return rel.fk.columns.includes(hint) || rel.fk.refColumns.includes(hint);
  return rel.fk.columns.includes(hint);
}

function describe(rel, parent) {
  if (rel.junction) {
    const { table, toParent, toTarget } = rel.junction;
    return {
      cardinality: rel.cardinality,
      embedding: `${parent} with ${rel.target}`,
      relationship: `${table} using ${toParent.name}(${toParent.columns.join(', ')}) and ${toTarget.name}(${toTarget.columns.join(', ')})`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding: `${parent} with ${rel.target}`,
    relationship: `${rel.fk.name} using ${rel.fk.table}(${rel.fk.columns.join(', ')}) and ${rel.fk.refTable}(${rel.fk.refColumns.join(', ')})`,
  };
}

/**
 * @param {Schema} schema
 * @param {string} parent table the embedding starts from
 * @param {string} name table, FK column or constraint name written in the select
 * @param {string | null} hint
 * @returns {Relationship}
 */
export function resolveRelationship(schema, parent, name, hint) {
  /** @type {Relationship[]} */
  let candidates = [];
  if (schema.tables.has(name)) {
    for (const fk of schema.foreignKeys) {
      if (fk.table === parent && fk.refTable === name) candidates.push(manyToOne(fk));
      if (fk.refTable === parent && fk.table === name) candidates.push(oneToMany(schema, fk));
    }
    candidates.push(...manyToMany(schema, parent, name));
    if (hint !== null) candidates = candidates.filter((rel) => matchesHint(rel, hint));
    if (hint !== null && name === parent && candidates.length > 1) {
      // A self-reference matches both ways; PostgREST reads a column hint as many-to-one
      // (`parent:nodes!parent_id`) and a constraint name as one-to-many (`children:nodes!fk`).
      const byColumn = candidates.filter((rel) => rel.cardinality === 'many-to-one' && rel.fk.columns.includes(hint));
      const byConstraint = candidates.filter((rel) => rel.cardinality !== 'many-to-one' && !rel.junction && rel.fk.name === hint);
      if (byColumn.length === 1) candidates = byColumn;
      else if (byConstraint.length === 1) candidates = byConstraint;
    }
  } else if (hint === null) {
    for (const fk of schema.foreignKeys) {
      if (fk.table === parent && ((fk.columns.length === 1 && fk.columns[0] === name) || fk.name === name)) candidates.push(manyToOne(fk));
      else if (fk.refTable === parent && fk.name === name) candidates.push(oneToMany(schema, fk));
    }
  }
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) {
    const using = hint === null ? '' : ` using the hint '${hint}'`;
    throw new RestError(400, 'PGRST200', `Could not find a relationship between '${parent}' and '${name}' in the schema cache`, {
      details: `Searched for a foreign key relationship between '${parent}' and '${name}'${using} in the schema 'public', but no matches were found.`,
    });
  }
  const options = candidates.map((rel) => `'${name}!${rel.junction ? rel.junction.table : rel.fk.name}'`);
  throw new RestError(300, 'PGRST201', `Could not embed because more than one relationship was found for '${parent}' and '${name}'`, {
    details: candidates.map((rel) => describe(rel, parent)),
    hint: `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}

/** Whether the embedded resource yields one object (or null) rather than an array. */
export const isToOne = (rel) => rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
