/**
 * The shapes of SQL injection, not SQL words: "select a plan", "Drop us a line" and
 * "I'd like to update my profile; thanks" are ordinary sentences and must pass untouched.
 * Each pattern needs the punctuation or the keyword pairing that only an attack has.
 */
const OPERAND = String.raw`(?:'[^'\n]{0,40}'?|"[^"\n]{0,40}"?|\d+(?:\.\d+)?|true|false|null)`;
const COMPARISON = String.raw`(?:=|<>|!=|<=|>=|<|>|\blike\b)`;
const GAP = String.raw`(?:\s|\/\*[\s\S]*?\*\/)+`;
const NAME = String.raw`[\w."\x60\[\]]+`;

const SQL_SOURCES: readonly string[] = [
  // A closed string followed by OR/AND and a comparison: ' OR '1'='1, " or ""=", 1' or 1=1, 'or'a'='a.
  // Without a space after the quote the operand must itself be quoted, so "l'or = ..." in French is safe.
  String.raw`['"\x60]\s*\)*(?:\s+(?:or|and|xor)\s+|\s*(?:or|and|xor)(?=\s*\(*\s*['"])|\s*(?:\|\||&&)\s*)\(*\s*${OPERAND}\s*${COMPARISON}\s*${OPERAND}`,
  // A tautology on numbers: OR 1=1, AND 2 = 2 (the same number on both sides).
  String.raw`\b(?:or|and)\s+(\d+)\s*=\s*\1\b`,
  String.raw`\bunion${GAP}(?:(?:all|distinct)${GAP})?select\b`,
  // A second statement after a semicolon, written as SQL rather than as a sentence.
  String.raw`;\s*(?:drop\s+(?:table|database|schema|view|index|function|procedure|trigger|user|role)\s+(?:if\s+exists\s+)?${NAME}` +
    String.raw`|delete\s+from\s+${NAME}\s*(?:\bwhere\b|;|--|$)` +
    String.raw`|truncate\s+table\s+${NAME}` +
    String.raw`|alter\s+(?:table|database|schema|view|user|role)\s+${NAME}` +
    String.raw`|create\s+(?:or\s+replace\s+)?(?:table|database|schema|view|index|function|procedure|trigger|user|role)\s+${NAME}\s*(?:\(|\bas\b|\bwith\b|;|--)` +
    String.raw`|insert\s+into\s+${NAME}\s*(?:\(|\bvalues\b|\bselect\b)` +
    String.raw`|update\s+${NAME}\s+set\s+${NAME}\s*=)`,
  // Comments that glue keywords together (UN/**/ION, '/**/OR) and MySQL's executable /*! ... */.
  String.raw`(?<=[\p{L}\p{N}'"\x60])\/\*[\s\S]*?\*\/|\/\*[\s\S]*?\*\/(?=[\p{L}\p{N}'"\x60])|\/\*![\s\S]*?\*\/`,
  // A comment that cuts off the rest of the query right after a closing quote: admin'--, '); #.
  String.raw`['"\x60]\s*\)*\s*;?\s*(?:--|#)\s*$`,
  // Time-based probes and server procedures.
  String.raw`\b(?:pg_)?sleep\s*\(\s*\d+(?:\.\d+)?\s*\)`,
  String.raw`\bbenchmark\s*\(\s*\d+\s*,`,
  String.raw`\bwaitfor\s+(?:delay|time)\s+'`,
  String.raw`\bdbms_(?:pipe|lock)\.\w+\s*\(`,
  String.raw`\b(?:xp|sp)_(?:cmdshell|executesql|oacreate|oamethod|configure|makewebtask|regread|regwrite|dirtree|fileexist)\b`,
  String.raw`\bload_file\s*\(|\binto\s+(?:out|dump)file\b`,
  String.raw`\binformation_schema\b|@@(?:version|datadir|hostname|servername)\b`,
  String.raw`\b(?:char|chr|nchar)\s*\(\s*\d+(?:\s*,\s*\d+)*\s*\)`,
];

const SQL_PATTERNS: readonly RegExp[] = SQL_SOURCES.map((source) => new RegExp(source, 'gimu'));

export function containsSqlPattern(text: string): boolean {
  return SQL_PATTERNS.some((pattern) => text.search(pattern) !== -1);
}

/** Removes every match, again until none is left, since a removal can join two halves of a new one. */
export function stripSqlPatterns(text: string): string {
  let current = text;
  for (;;) {
    let next = current;
    for (const pattern of SQL_PATTERNS) next = next.replace(pattern, '');
    if (next === current) return current;
    current = next;
  }
}
