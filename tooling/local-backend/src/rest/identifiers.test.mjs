import { describe, expect, it } from 'vitest';
import { castTypeSql, quoteIdent } from './identifiers.mjs';

describe('quoteIdent', () => {
  it.each([
    ['title', '"title"'],
    ['Title', '"Title"'],
    ['a"b', '"a""b"'],
    ['x" from pg_roles --', '"x"" from pg_roles --"'],
    ['اسم', '"اسم"'],
  ])('%s -> %s', (name, sql) => expect(quoteIdent(name)).toBe(sql));

  it('refuses a NUL character', () => expect(() => quoteIdent('a\u0000b')).toThrow(/NUL/));
});

describe('castTypeSql', () => {
  it.each([
    ['text', '"text"'],
    ['TEXT', '"text"'],
    ['int', '"int4"'],
    ['integer', '"int4"'],
    ['bigint', '"int8"'],
    ['double precision', '"float8"'],
    ['boolean', '"bool"'],
    ['numeric(10,2)', '"numeric"(10,2)'],
    ['numeric(10, 2)', '"numeric"(10,2)'],
    ['varchar(3)', '"varchar"(3)'],
    ['character varying(20)', '"varchar"(20)'],
    ['text[]', '"text"[]'],
    ['int[][]', '"int4"[][]'],
    ['timestamp with time zone', '"timestamptz"'],
    ['jsonb', '"jsonb"'],
    ['my_enum', '"my_enum"'],
  ])('%s -> %s', (type, sql) => expect(castTypeSql(type)).toBe(sql));

  it.each([
    'text from organization_types _t0 union all select polname from pg_policy union all select name',
    'text;select 1',
    'text--',
    'text/*',
    'text)',
    "text'",
    'text"',
    '"text"',
    'pg_catalog.text',
    'double trouble',
    'text  ',
    ' text',
    'varchar(10',
    'varchar(12345)',
    'numeric(1,2,3)',
    'text[][][][]',
    'text[1]',
    'regclass',
    'regprocedure',
    'REGROLE',
    '',
    'a b c d e',
    '1text',
  ])('refuses %j with a parse error', (type) => {
    expect(() => castTypeSql(type)).toThrow(expect.objectContaining({ status: 400, code: 'PGRST100' }));
  });
});
