import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { AuthError } from './errors.mjs';
import { DEFAULT_APP_METADATA, findUserById, userJson } from './users.mjs';

/**
 * Sessions, access tokens and refresh-token rotation, following GoTrue
 * (internal/tokens/service.go): the refresh token is swapped on every use; reusing the parent
 * of the active token returns the active one; reusing an older token is tolerated within the
 * reuse interval and otherwise revokes the whole session.
 */

const newRefreshToken = () => randomBytes(16).toString('base64url');

/**
 * Opens a session for a user and its first refresh token.
 * @param {{ query: Function }} tx
 * @param {string} userId
 * @param {string} method how the user proved who they are (`password`, `otp`, `recovery` ...)
 */
export async function createSession(tx, userId, method) {
  const sessionId = randomUUID();
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  await tx.query('insert into auth.sessions (id, user_id, amr) values ($1, $2, $3::jsonb)', [sessionId, userId, JSON.stringify(amr)]);
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, userId, sessionId]);
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return { sessionId, refreshToken, amr };
}

/**
 * @param {{ key: Uint8Array, issuer: string, expiresIn: number }} config
 * @param {import('./users.mjs').UserRow} user
 * @param {string} sessionId
 * @param {unknown[]} amr
 */
export async function signAccessToken(config, user, sessionId, amr) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.expiresIn;
  const claims = {
    aud: 'authenticated',
    exp,
    iat,
    iss: config.issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: { ...DEFAULT_APP_METADATA, ...user.app_metadata },
    user_metadata: user.user_metadata,
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  };
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(config.key);
  return { token, exp };
}

/** The token response of /token, /signup and /verify. */
export async function tokenResponse(config, user, session) {
  const { token, exp } = await signAccessToken(config, user, session.sessionId, session.amr);
  return { access_token: token, token_type: 'bearer', expires_in: config.expiresIn, expires_at: exp, refresh_token: session.refreshToken, user: userJson(user) };
}

/**
 * Signs a user in: new session, token response. Runs in its own transaction.
 * @param {{ transaction: Function }} db
 */
export async function signIn(db, config, userId, method) {
  const { user, session } = await db.transaction(async (tx) => {
    const opened = await createSession(tx, userId, method);
    return { session: opened, user: await findUserById(tx, userId) };
  });
  return tokenResponse(config, user, session);
}

/**
 * grant_type=refresh_token. Errors that must keep their side effects (revoking a reused
 * token's session) are returned from the transaction and thrown after it commits.
 * @param {{ transaction: Function }} db
 * @param {{ key: Uint8Array, issuer: string, expiresIn: number, reuseIntervalSeconds: number }} config
 * @param {string} token
 */
export async function refreshGrant(db, config, token) {
  const outcome = await db.transaction(async (tx) => {
    const found = (
      await tx.query(
        `select rt.id, rt.token, rt.parent, rt.revoked, rt.user_id, rt.session_id, s.amr,
           s.not_after is not null and s.not_after <= now() as session_ended,
           rt.updated_at > now() - make_interval(secs => $2) as within_reuse
         from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
         where rt.token = $1 for update of rt`,
        [token, config.reuseIntervalSeconds],
      )
    ).rows[0];
    if (!found) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    if (found.session_ended) return { error: new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired') };
    let issued = null;
    if (found.revoked) {
      const active = (await tx.query('select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [found.session_id])).rows[0];
      if (active && active.parent === found.token) {
        // The client lost the answer to its last refresh: hand it the same active token again.
        issued = active.token;
      } else if (!found.within_reuse) {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [found.session_id]);
        await tx.query('update auth.sessions set not_after = now(), updated_at = now() where id = $1', [found.session_id]);
        return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    }
    if (!issued) {
      issued = newRefreshToken();
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and not revoked', [found.id]);
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [issued, found.user_id, found.session_id, found.token]);
    }
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [found.session_id]);
    const user = await findUserById(tx, found.user_id);
    const amr = typeof found.amr === 'string' ? JSON.parse(found.amr) : found.amr;
    return { user, session: { sessionId: found.session_id, refreshToken: issued, amr } };
  });
  if (outcome.error) throw outcome.error;
  if (!outcome.user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return tokenResponse(config, outcome.user, outcome.session);
}
