import { createHash, randomBytes } from 'node:crypto';
import { PermanentJobError } from '../errors.mjs';
import { quotedName } from './quoted-name.mjs';

/**
 * The e-mail actions (spec 001 §7.3). The e-mail service itself is not specified, so each mail is
 * written to public.mail_outbox, where a provider integration sends it and the office reads it.
 * One outbox row per job: a job taken over from a stopped worker does not write its mail twice.
 */

export const EMAIL_ACTIONS = /** @type {const} */ (['send-invitation', 'send-welcome', 'send-notification']);

const EMAIL = /^[^@\s]+@[^@\s]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @param {unknown} value @param {number} limit */
const text = (value, limit) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, limit) : null);

/** @param {Record<string, any>} data */
function recipient(data) {
  const address = text(data.email, 320);
  if (!address || !EMAIL.test(address)) throw new PermanentJobError('The e-mail job has no valid recipient address.');
  return address;
}

/**
 * The link of an invitation: a random token whose hash is stored on the invitation when the
 * mail is written (so no token ever sits in the job's data, and a newer mail's link replaces an
 * older one's). The link creates nothing: /accept-invite asks its holder to sign in or to create
 * an account, and only then does the invitation become a membership. The mail goes to the
 * address on the invitation itself, still pending.
 * @param {import('@supabase/supabase-js').SupabaseClient} client @param {unknown} invitationId @param {string} appUrl
 */
async function invitationLink(client, invitationId, appUrl) {
  if (typeof invitationId !== 'string' || !UUID.test(invitationId)) throw new PermanentJobError('The invitation job names no invitation.');
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { data, error } = await client
    .from('organization_invitations')
    .update({ token_hash: tokenHash })
    .eq('id', invitationId)
    .eq('status', 'pending')
    .select('email, expires_at')
    .maybeSingle();
  if (error) throw new Error(`Could not record the invitation's link: ${error.message}`);
  if (!data) throw new PermanentJobError('The invitation is no longer pending.');
  return { link: `${appUrl}/accept-invite?${new URLSearchParams({ invitation: token })}`, recipient: String(data.email), expiresAt: String(data.expires_at) };
}

/** A path of the platform's own (`/fikrspace/portal/hub`), never another site's address; null otherwise. */
const samePath = (/** @type {unknown} */ value) => {
  const path = text(value, 2048);
  return path && path.startsWith('/') && !/^\/[/\\]/.test(path) && !/[\s\p{Cc}]/u.test(path) ? path : null;
};

/** An expiry as people read it in a mail, in UTC so that it means the same everywhere. */
const expiryText = (/** @type {string | undefined} */ value) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'seven days from now';
};

/**
 * Names that people typed appear only as quoted data (quotedName), never inside the platform's
 * own sentences, and the welcome mail greets nobody by a name: it goes to an address whose owner
 * may not be who registered it.
 * @type {Record<string, (data: Record<string, any>, context: { appUrl: string, link?: string, expiresAt?: string }) => { template: string, subject: string, body: string }>}
 */
const TEMPLATES = {
  'send-welcome': (_data, { appUrl }) => ({
    template: 'welcome',
    subject: 'Welcome to FikrSpace',
    body: `Hello,\n\nYour FikrSpace account is ready. Sign in at ${appUrl}/login to reach your portal.\n\nThe FikrSpace team`,
  }),
  'send-invitation': (data, { link, expiresAt }) => {
    const organization = quotedName(data.organizationName);
    const inviter = quotedName(data.inviterName);
    const details = [organization && `Organization: ${organization}`, inviter && `Invited by: ${inviter}`].filter(Boolean);
    return {
      template: 'invitation',
      subject: organization ? `Invitation to join ${organization} on FikrSpace` : 'Invitation to join an organization on FikrSpace',
      body: [
        'Hello,',
        'You have been invited to join an organization on FikrSpace.',
        ...(details.length ? [`${details.join('\n')}\n(These names are written by the organization's members, not by FikrSpace.)`] : []),
        `Accept the invitation: ${link}`,
        `The link works until ${expiryText(expiresAt)}, unless a newer invitation replaces it. If you did not expect this invitation, ignore this mail: nothing happens unless you accept it.`,
        'The FikrSpace team',
      ].join('\n\n'),
    };
  },
  'send-notification': (data, { appUrl }) => {
    const subject = text(data.subject, 300);
    const message = text(data.message, 10_000);
    if (!subject || !message) throw new PermanentJobError('The notification job needs a subject and a message.');
    const link = samePath(data.link);
    return { template: 'notification', subject, body: [`Hello,`, message, ...(link ? [`Open FikrSpace: ${appUrl}${link}`] : []), 'The FikrSpace team'].join('\n\n') };
  },
};

/**
 * @param {{ client: import('@supabase/supabase-js').SupabaseClient, appUrl: string, sender?: string }} options
 *   sender: the From of every mail; the outbox's default (the no-reply address) when not given
 */
export function createEmailProcessor({ client, appUrl, sender }) {
  const base = appUrl.replace(/\/+$/, '');
  /** @param {import('../queue.mjs').ClaimedJob} job */
  return async function processEmail(job) {
    const action = String(job.data?.action ?? '');
    const render = TEMPLATES[action];
    if (!render) throw new PermanentJobError(`Unknown email action: ${action || '(none)'}`);
    let to = recipient(job.data);
    /** @type {{ link?: string, expiresAt?: string }} */
    let context = {};
    if (action === 'send-invitation') {
      // A job taken over from a stopped worker must not make a second link: the first one, in
      // the mail already written, would stop working.
      const written = await client.from('mail_outbox').select('id').eq('job_id', job.id).maybeSingle();
      if (written.error) throw new Error(`Could not read the outbox: ${written.error.message}`);
      if (written.data) return { outbox: 'queued', template: 'invitation', recipient: to };
      const { link, expiresAt, recipient: invited } = await invitationLink(client, job.data?.invitationId, base);
      context = { link, expiresAt };
      to = invited;
    }
    const mail = render(job.data, { appUrl: base, ...context });
    const row = {
      job_id: job.id,
      recipient: to,
      ...mail,
      data: { action },
      organization_id: job.organization_id,
      ...(sender ? { sender } : {}),
    };
    const { error } = await client.from('mail_outbox').upsert(row, { onConflict: 'job_id', ignoreDuplicates: true });
    if (error) throw new Error(`Could not write the mail to the outbox: ${error.message}`);
    return { outbox: 'queued', template: mail.template, recipient: to };
  };
}
