/**
 * @param {string} value
 */
export function literal(value) {
  // Names are checked against matrix.mjs's NAME first, so quoting cannot be escaped; the doubling
  // is belt and braces.
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * One `  (...)` line per row, comma separated, for an insert's values list.
 * @param {string[][]} rows
 */
export function valuesList(rows) {
  return rows.map((row) => `  (${row.map(literal).join(', ')})`).join(',\n');
}
