import { describe, expect, it } from 'vitest';
import { asOwner, targets, useDatabase } from '../support/database';

/**
 * An account registered by someone who never confirmed the address keeps no password and no
 * session once the address's owner confirms it through anything but that registration's own
 * confirmation mail. The steps are written as the auth server writes them (GoTrue's columns).
 */

const ID = '00000000-0000-4000-d000-000000000077';
const SESSION = '00000000-0000-4000-d000-000000000078';
const PASSWORD = '$2b$10$d/6D9iZ0Thbo1tjd1e1bse7aymzlWMFmyo7LARwLI6A4brnSRtQP2';

describe.each(targets)('passwords nobody proved on $name', (target) => {
  const db = useDatabase(target);

  it.each([
    // [how the account came to be, the auth server's steps, whether the password and sessions survive]
    [
      'a magic link or one-time code redeemed before confirmation',
      "update auth.users set recovery_token = 'hash-of-a-magic-link', recovery_sent_at = now() where id = $1",
      ["update auth.users set recovery_token = '' where id = $1", "update auth.users set email_confirmed_at = now(), confirmation_token = '' where id = $1"],
      false,
    ],
    [
      'a recovery link redeemed in one step with the confirmation',
      "update auth.users set recovery_token = 'hash-of-a-recovery-link' where id = $1",
      ["update auth.users set recovery_token = '', email_confirmed_at = now(), confirmation_token = '' where id = $1"],
      false,
    ],
    [
      'an invitation to the unconfirmed account',
      "update auth.users set invited_at = now(), confirmation_token = 'hash-of-an-invite' where id = $1",
      ["update auth.users set email_confirmed_at = now(), confirmation_token = '' where id = $1"],
      false,
    ],
    [
      "the registration's own confirmation",
      "update auth.users set confirmation_token = 'hash-of-the-sign-up-mail' where id = $1",
      ["update auth.users set email_confirmed_at = now(), confirmation_token = '' where id = $1"],
      true,
    ],
    [
      'a magic link to a confirmed account',
      "update auth.users set email_confirmed_at = now() - interval '1 day', recovery_token = 'hash-of-a-magic-link' where id = $1",
      ["update auth.users set recovery_token = '' where id = $1"],
      true,
    ],
  ])('%s', async (_how, before, steps, survives) => {
    const after = await asOwner(db(), async (tx) => {
      await tx.query("insert into auth.users (id, email, encrypted_password) values ($1, 'victim@example.test', $2)", [ID, PASSWORD]);
      await tx.query(before, [ID]);
      await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [SESSION, ID]);
      for (const step of steps) await tx.query(step, [ID]);
      const user = (await tx.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [ID])).rows[0]!;
      const sessions = (await tx.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [ID])).rows[0]!;
      return { password: user.encrypted_password, sessions: sessions.n };
    });
    expect(after).toEqual(survives ? { password: PASSWORD, sessions: 1 } : { password: '', sessions: 0 });
  });
});
