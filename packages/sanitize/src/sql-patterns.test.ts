import { describe, expect, it } from 'vitest';
import { ORDINARY_TEXTS } from './ordinary-text.fixture';
import { containsSqlPattern, stripSqlPatterns } from './sql-patterns';

const INJECTIONS = [
  "' OR '1'='1",
  "admin' or '1'='1' --",
  "' or 1=1--",
  '" OR ""="',
  "') OR ('a'='a",
  "'or'x'='x",
  "1' AND 1=1",
  '1 OR 1=1',
  "x' || 'a'='a",
  "'; DROP TABLE users; --",
  '1; drop table if exists accounts',
  "'; DELETE FROM users WHERE 1=1; --",
  '; delete from sessions',
  '; TRUNCATE TABLE audit_log',
  '; ALTER TABLE users ADD admin bool',
  '; CREATE TABLE pwned (id int)',
  "; INSERT INTO users (name) VALUES ('x')",
  "; UPDATE users SET role='admin'",
  '1 UNION SELECT username, password FROM users',
  'x UNION ALL SELECT NULL',
  'UNION/**/SELECT 1',
  'UN/**/ION SEL/**/ECT 1',
  "'/**/OR/**/1=1",
  '/*!50000select*/ 1',
  "admin'--",
  "admin' #",
  "1') --",
  "' AND SLEEP(5)",
  'pg_sleep(10)',
  'BENCHMARK(1000000,MD5(1))',
  "'; WAITFOR DELAY '0:0:5'--",
  'EXEC master..xp_cmdshell dir',
  'exec sp_executesql @q',
  "LOAD_FILE('/etc/passwd')",
  "SELECT 1 INTO OUTFILE '/tmp/x'",
  'select table_name from information_schema.tables',
  'SELECT @@version',
  'CHAR(60,115,99)',
  "dbms_pipe.receive_message('a',10)",
];

const SENTENCES = [
  ...ORDINARY_TEXTS,
  'Union members will select a new chair',
  'Please drop table tennis from the list',
  'Done; update me when you can',
  'Thanks; delete from the shared drive anything old',
  'Ok; create user accounts for the team.',
  'Insert into the slot; then wait',
  'I or 2 = maybe',
  "Rock 'n' roll or jazz = music",
  "C'est l'or = la richesse",
  'See the note /* draft */ below',
  'Call me -- after lunch',
  'I need more sleep (at least 8 hours)',
  'Char (the fish) is tasty',
  'Our benchmark (2024) results',
  "It's 'yes' or 'no'",
];

describe('SQL injection shapes', () => {
  it.each(INJECTIONS.map((text) => [text]))('recognises %j', (text) => {
    expect(containsSqlPattern(text)).toBe(true);
    expect(containsSqlPattern(stripSqlPatterns(text))).toBe(false);
  });

  it.each(SENTENCES.map((text) => [text]))('leaves the sentence %j alone', (text) => {
    expect(containsSqlPattern(text)).toBe(false);
    expect(stripSqlPatterns(text)).toBe(text);
  });

  it('strips again when a removal joins a new match', () => {
    expect(stripSqlPatterns("x' OR ' OR '1'='1'='1")).not.toMatch(/'1'='1/);
  });
});
