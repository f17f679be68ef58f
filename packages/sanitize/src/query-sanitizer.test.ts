import { ServiceError } from '@fikrspace/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_ARRAY_VALUES, MAX_COLUMNS, MAX_PAGE_SIZE, MAX_VALUE_LENGTH } from './limits';
import { sanitizePagination } from './pagination';
import { sanitizeColumnName, sanitizeColumns, sanitizeTableName } from './query-identifiers';
import { sanitizeOrder } from './query-order';
import { sanitizeFilters, sanitizeValue } from './query-values';
import { assertSafeRawQuery } from './raw-query';
import { sanitizeReadQuery } from './read-query';
import { requireFields } from './required-fields';

function failure(run: () => unknown): ServiceError {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected a ServiceError');
}

describe('table names', () => {
  it.each([
    ['users', 'users'],
    ['user_profiles', 'user_profiles'],
    ['public.users', 'publicusers'],
    ['users ', 'users'],
    ['Users2', 'Users2'],
    ['مستخدمون_1', '_1'],
  ])('%j is reduced to %j', (name, table) => {
    expect(sanitizeTableName(name)).toBe(table);
  });

  it.each<[unknown, string, string]>([
    ['', 'INVALID_TABLE', 'Invalid table name "": it has no letters, digits or underscores'],
    ['; --', 'INVALID_TABLE', 'Invalid table name "; --": it has no letters, digits or underscores'],
    [42, 'INVALID_TABLE', 'Invalid table name: expected text, got 42'],
    ["users'--", 'INVALID_TABLE', 'Invalid table name "users\'--": it contains an SQL injection pattern'],
    ['t'.repeat(64), 'INVALID_TABLE', `Invalid table name "${'t'.repeat(64)}": longer than 63 characters`],
  ])('%j is refused', (name, code, message) => {
    const error = failure(() => sanitizeTableName(name));
    expect({ code: error.code, message: error.message, statusCode: error.statusCode }).toEqual({ code, message, statusCode: 400 });
  });

  it('enforces the allow-list on the reduced name', () => {
    expect(sanitizeTableName('pro-ducts', ['products'])).toBe('products');
    const error = failure(() => sanitizeTableName('audit_log', ['products', 'users']));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'UNAUTHORIZED_TABLE', message: 'Table "audit_log" is not allowed' });
    expect(failure(() => sanitizeTableName('users', [])).code).toBe('UNAUTHORIZED_TABLE');
  });

  it('quotes only a short piece of hostile input', () => {
    const error = failure(() => sanitizeTableName(`<script>${'x'.repeat(5000)}; --'; DROP TABLE x; --`));
    expect(error.message.length).toBeLessThan(120);
  });
});

describe('column names', () => {
  it.each([
    ['name', 'name'],
    ['users.email', 'users.email'],
    ['created_at', 'created_at'],
    ['last_update', 'last_update'],
    ['deleted', 'deleted'],
    ['drop_zone', 'drop_zone'],
    ['first name', 'firstname'],
    ['price$', 'price'],
  ])('%j is reduced to %j', (name, column) => {
    expect(sanitizeColumnName(name)).toBe(column);
  });

  it.each<[unknown, string]>([
    ['update', 'Invalid column name "update": it contains the SQL keyword UPDATE'],
    ['users.delete', 'Invalid column name "users.delete": it contains the SQL keyword DELETE'],
    ['id; DROP TABLE users', 'Invalid column name "id; DROP TABLE users": it contains the SQL keyword DROP'],
    ['name) UNION SELECT password FROM users --', 'Invalid column name "name) UNION SELECT passw"…: it contains the SQL keyword UNION'],
    ['pg_sleep', 'Invalid column name "pg_sleep": it contains the SQL keyword PG_SLEEP'],
    ["id' OR '1'='1", 'Invalid column name "id\' OR \'1\'=\'1": it contains an SQL injection pattern'],
    ['*', 'Invalid column name "*": it has no letters, digits or underscores'],
    ['users..email', 'Invalid column name "users..email": a dot must sit between two names'],
    ['.email', 'Invalid column name ".email": a dot must sit between two names'],
    [null, 'Invalid column name: expected text, got null'],
  ])('%j is refused', (name, message) => {
    const error = failure(() => sanitizeColumnName(name));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'INVALID_COLUMN', message });
  });

  it('enforces the allow-list', () => {
    expect(sanitizeColumnName('email', ['id', 'email'])).toBe('email');
    const error = failure(() => sanitizeColumnName('password_hash', ['id', 'email']));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'UNAUTHORIZED_COLUMN', message: 'Column "password_hash" is not allowed' });
  });

  it('takes at most 50 columns and keeps each once', () => {
    expect(sanitizeColumns(['id', 'name', 'id'])).toEqual(['id', 'name']);
    expect(sanitizeColumns(Array.from({ length: MAX_COLUMNS }, (_, index) => `c${index}`))).toHaveLength(MAX_COLUMNS);
    const error = failure(() => sanitizeColumns(Array.from({ length: MAX_COLUMNS + 1 }, (_, index) => `c${index}`)));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'VALIDATION_ERROR', message: 'Too many columns: 51 (at most 50)' });
    expect(failure(() => sanitizeColumns('id,name')).code).toBe('VALIDATION_ERROR');
  });
});

describe('values', () => {
  it.each<[unknown, unknown]>([
    ["O'Brien", "O'Brien"],
    ['select a plan', 'select a plan'],
    ['x'.repeat(MAX_VALUE_LENGTH), 'x'.repeat(MAX_VALUE_LENGTH)],
    [42, 42],
    [-3.5, -3.5],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    [true, true],
    [null, null],
    [[1, 'a', null, false], [1, 'a', null, false]],
    [new Date('2025-01-02T03:04:05.000Z'), '2025-01-02T03:04:05.000Z'],
  ])('%j is kept', (value, expected) => {
    expect(sanitizeValue(value)).toEqual(expected);
  });

  it.each<[unknown, string]>([
    ['x'.repeat(MAX_VALUE_LENGTH + 1), 'Text value too long: 10001 characters (at most 10000)'],
    ["' OR '1'='1", 'Value "\' OR \'1\'=\'1" refused: it contains an SQL injection pattern'],
    ["1; DROP TABLE users; -- and a long tail of text", 'Value "1; DROP TABLE users; -- "… refused: it contains an SQL injection pattern'],
    [Number.NaN, 'Invalid number: NaN'],
    [Number.POSITIVE_INFINITY, 'Invalid number: Infinity'],
    [2 ** 53, 'Invalid number: 9007199254740992 is outside the safe integer range'],
    [Array.from({ length: MAX_ARRAY_VALUES + 1 }, () => 1), 'Too many values in a list: 51 (at most 50)'],
    [[[1]], 'Invalid value: lists cannot be nested'],
    [{ a: 1 }, 'Invalid value: a value of type object is not text, a number, a boolean or null'],
    [undefined, 'Invalid value: a value of type undefined is not text, a number, a boolean or null'],
    [new Date('nope'), 'Invalid date'],
  ])('%j is refused', (value, message) => {
    const error = failure(() => sanitizeValue(value));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'VALIDATION_ERROR', message });
  });

  it('checks filters column by column and leaves out undefined values', () => {
    expect(sanitizeFilters({ status: 'active', 'users.age': [30, 40], deleted: undefined }, ['status', 'users.age'])).toEqual({ status: 'active', 'users.age': [30, 40] });
    expect(sanitizeFilters(undefined)).toEqual({});
    expect(failure(() => sanitizeFilters({ secret: 1 }, ['status'])).code).toBe('UNAUTHORIZED_COLUMN');
    expect(failure(() => sanitizeFilters({ name: 1, 'na me': 2 })).message).toBe('Column "name" is filtered twice');
    expect(failure(() => sanitizeFilters([1, 2])).code).toBe('VALIDATION_ERROR');
    const many = Object.fromEntries(Array.from({ length: MAX_COLUMNS + 1 }, (_, index) => [`c${index}`, index]));
    expect(failure(() => sanitizeFilters(many)).message).toBe('Too many filters: 51 (at most 50)');
  });

  it('keeps a column called __proto__ as data, never as the prototype', () => {
    const filters = sanitizeFilters(JSON.parse('{"__proto__": "x"}'));
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
    expect(Object.keys(filters)).toEqual(['__proto__']);
  });
});

describe('order', () => {
  it.each<[unknown, unknown]>([
    [{ column: 'created_at' }, { column: 'created_at', direction: 'asc' }],
    [{ column: 'created_at', direction: 'DESC' }, { column: 'created_at', direction: 'desc' }],
    [{ column: 'name', direction: ' asc ' }, { column: 'name', direction: 'asc' }],
  ])('%j becomes %j', (order, expected) => {
    expect(sanitizeOrder(order)).toEqual(expected);
  });

  it('refuses any other direction, and columns outside the allow-list', () => {
    const error = failure(() => sanitizeOrder({ column: 'name', direction: 'desc; DROP TABLE x' }));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'VALIDATION_ERROR', message: 'Order direction must be asc or desc, got "desc; DROP TABLE x"' });
    expect(failure(() => sanitizeOrder({ column: 'salary' }, ['name'])).code).toBe('UNAUTHORIZED_COLUMN');
    expect(failure(() => sanitizeOrder('name')).code).toBe('VALIDATION_ERROR');
  });
});

describe('pagination', () => {
  it.each<[Parameters<typeof sanitizePagination>[0], { limit: number; offset: number }]>([
    [undefined, { limit: DEFAULT_PAGE_SIZE, offset: 0 }],
    [{}, { limit: 20, offset: 0 }],
    [{ limit: 50, offset: 100 }, { limit: 50, offset: 100 }],
    [{ limit: '50', offset: '100' }, { limit: 50, offset: 100 }],
    [{ limit: 0 }, { limit: 1, offset: 0 }],
    [{ limit: 5000 }, { limit: MAX_PAGE_SIZE, offset: 0 }],
    [{ limit: 20.9, offset: -4 }, { limit: 20, offset: 0 }],
    [{ offset: 1e300 }, { limit: 20, offset: Number.MAX_SAFE_INTEGER }],
    [{ page: 3, pageSize: 25 }, { limit: 25, offset: 50 }],
    [{ page: '2' }, { limit: 20, offset: 20 }],
    [{ page: 0, pageSize: 10 }, { limit: 10, offset: 0 }],
    [{ pageSize: 2000 }, { limit: 1000, offset: 0 }],
    [{ limit: null, offset: '' }, { limit: 20, offset: 0 }],
  ])('%j gives %j', (input, expected) => {
    expect(sanitizePagination(input)).toEqual(expected);
  });

  it.each<[Parameters<typeof sanitizePagination>[0], string]>([
    [{ limit: 'ten' }, 'limit must be a number, got "ten"'],
    [{ offset: Number.NaN }, 'offset must be a number, got NaN'],
    [{ limit: Number.POSITIVE_INFINITY }, 'limit must be a number, got Infinity'],
    [{ page: '1; DROP' }, 'page must be a number, got "1; DROP"'],
    [{ limit: 10, page: 2 }, 'Use either limit and offset or page and pageSize, not both'],
    [{ page: Number.MAX_SAFE_INTEGER, pageSize: 1000 }, `Page ${Number.MAX_SAFE_INTEGER} is too far: its offset is beyond the safe integer range`],
  ])('%j is a PAGINATION_ERROR', (input, message) => {
    const error = failure(() => sanitizePagination(input));
    expect({ code: error.code, message: error.message, statusCode: error.statusCode }).toEqual({ code: 'PAGINATION_ERROR', message, statusCode: 400 });
  });

  it('property: whatever numbers come in, the limit is 1 to 1000 and the offset a safe integer of at least 0', () => {
    const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.integer().map(String), fc.constant(undefined));
    fc.assert(
      fc.property(fc.boolean(), number, number, (byPage, first, second) => {
        let result: { limit: number; offset: number };
        try {
          result = sanitizePagination(byPage ? { page: first, pageSize: second } : { limit: first, offset: second });
        } catch (error) {
          expect(error).toBeInstanceOf(ServiceError);
          expect((error as ServiceError).code).toBe('PAGINATION_ERROR');
          return;
        }
        expect(Number.isInteger(result.limit) && result.limit >= 1 && result.limit <= MAX_PAGE_SIZE).toBe(true);
        expect(Number.isSafeInteger(result.offset) && result.offset >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('raw queries', () => {
  it.each(['SELECT * FROM users WHERE id = $1', 'select created_at, drop_zone from events', 'SELECT count(*) FROM orders'])('accepts %j', (sql) => {
    expect(() => assertSafeRawQuery(sql)).not.toThrow();
  });

  it.each([
    ['DROP TABLE users', 'DROP'],
    ['select 1; delete from users', 'DELETE'],
    ['TRUNCATE audit_log', 'TRUNCATE'],
    ['alter table users add column x int', 'ALTER'],
    ['Create Table t (id int)', 'CREATE'],
  ])('refuses %j', (sql, keyword) => {
    const error = failure(() => assertSafeRawQuery(sql));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'VALIDATION_ERROR', message: `Raw query refused: it contains ${keyword}` });
  });

  it('refuses an empty or non-text query', () => {
    expect(failure(() => assertSafeRawQuery('  ')).message).toBe('Raw query must be non-empty text');
    expect(failure(() => assertSafeRawQuery(undefined)).code).toBe('VALIDATION_ERROR');
  });
});

describe('required fields', () => {
  it('passes when every field has a value', () => {
    expect(() => requireFields({ name: 'x', count: 0, active: false }, ['name', 'count', 'active'])).not.toThrow();
  });

  it.each<[unknown, string[], string]>([
    [{}, ['name'], 'Missing required fields: name'],
    [{ name: ' ', email: null, phone: 'x' }, ['name', 'email', 'phone', 'city'], 'Missing required fields: name, email, city'],
    [null, ['a', 'b'], 'Missing required fields: a, b'],
  ])('%j lacks some of %j', (record, fields, message) => {
    const error = failure(() => requireFields(record, fields));
    expect({ code: error.code, message: error.message, context: error.context, statusCode: error.statusCode }).toEqual({
      code: 'VALIDATION_ERROR',
      message,
      context: { fields: message.slice('Missing required fields: '.length).split(', ') },
      statusCode: 400,
    });
  });
});

describe('a whole paginated read', () => {
  it('checks every part against one allow-list', () => {
    expect(
      sanitizeReadQuery(
        { table: 'products', columns: ['id', 'name'], filters: { status: 'active' }, order: { column: 'name', direction: 'desc' }, pagination: { page: 2, pageSize: 10 } },
        { tables: ['products'], columns: ['id', 'name', 'status'] },
      ),
    ).toEqual({ table: 'products', columns: ['id', 'name'], filters: { status: 'active' }, order: { column: 'name', direction: 'desc' }, limit: 10, offset: 10 });
    expect(sanitizeReadQuery({ table: 'products' })).toEqual({ table: 'products', columns: [], filters: {}, order: undefined, limit: 20, offset: 0 });
    expect(failure(() => sanitizeReadQuery({ table: 'products', order: { column: 'cost' } }, { columns: ['id'] })).code).toBe('UNAUTHORIZED_COLUMN');
  });
});
