import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { claimsOf } from '../support/demo';

const MIGRATION = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations/20261127000200_languages_key_paths.sql');
const language = (code: string) => `(select id from public.languages where code = '${code}')`;
const insert = `insert into public.translation_values (namespace, key_path, language_id, value, is_approved) values ('common', $1, ${language('ar')}, 'x', true)`;

/** Paths the browser would turn into a write on Object.prototype, or that address no key. */
const UNSAFE = ['__proto__.polluted', 'auth.__proto__', 'constructor.prototype.polluted', 'prototype', 'auth..signIn', '.auth', 'auth.', ''];

describe.each(targets)('translation key paths on $name', (target) => {
  const db = useDatabase(target);

  it.each(['owner', 'manager'] as const)('refuses an unsafe path from the %s, who may otherwise add translations', async (persona) => {
    for (const keyPath of UNSAFE) {
      const error = await rejectionOf(asUser(db(), claimsOf(persona), (tx) => tx.query(insert, [keyPath])));
      expect(error.code, keyPath).toBe('23514');
      expect(error.message, keyPath).toContain('translation_values_key_path_check');
    }
    const accepted = await asUser(db(), claimsOf(persona), (tx) => tx.query(insert, ['auth.signIn']));
    expect(accepted.rowCount).toBe(1);
  });

  it('refuses an unsafe path from the service role too, and on update', async () => {
    for (const keyPath of UNSAFE) expect((await rejectionOf(asService(db(), (tx) => tx.query(insert, [keyPath])))).code, keyPath).toBe('23514');
    const error = await rejectionOf(
      asService(db(), async (tx) => {
        await tx.query(insert, ['auth.signIn']);
        await tx.query("update public.translation_values set key_path = '__proto__.polluted' where key_path = 'auth.signIn'");
      }),
    );
    expect(error.code).toBe('23514');
  });

  it('accepts segments that merely contain those names', async () => {
    for (const keyPath of ['__proto', 'constructors.list', 'home.prototypes', 'a.b.c']) {
      expect((await asService(db(), (tx) => tx.query(insert, [keyPath]))).rowCount, keyPath).toBe(1);
    }
  });

  it('deletes the rows written before the rule and keeps the others', async () => {
    const left = await asOwner(db(), async (tx) => {
      await tx.query('alter table public.translation_values drop constraint translation_values_key_path_check');
      for (const keyPath of [...UNSAFE, 'auth.signIn']) await tx.query(insert, [keyPath]);
      await tx.exec(readFileSync(MIGRATION, 'utf8'));
      return (await tx.query<{ key_path: string }>("select key_path from public.translation_values where namespace = 'common' and value = 'x'")).rows;
    });
    expect(left).toEqual([{ key_path: 'auth.signIn' }]);
  });
});
