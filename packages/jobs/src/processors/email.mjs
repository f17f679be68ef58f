import { PermanentJobError } from '../errors.mjs';

/**
 * The e-mail actions (spec 001 §7.3). The e-mail service itself is not specified, so each mail is
 * written to public.mail_outbox, where a provider integration sends it and the office reads it.
 * One outbox row per job: a job taken over from a stopped worker does not write its mail twice.
 */

export const EMAIL_ACTIONS = /** @type {const} */ (['send-invitation', 'send-welcome', 'send-notification']);

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** @param {unknown} value @param {number} limit */
const text = (value, limit) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, limit) : null);

/** @param {Record<string, any>} data */
function recipient(data) {
  const address = text(data.email, 320);
  if (!address || !EMAIL.test(address)) throw new PermanentJobError('The e-mail job has no valid recipient address.');
  return address;
}

/** @param {string | null} name */
const greeting = (name) => (name ? `Hello ${name},` : 'Hello,');

/**
 * The one-time link of an invitation, made by the auth server when the mail is written (so no
 * token ever sits in the job's data): an invite, which creates the account, or a magic link for
 * an address that has one. Both land on /accept-invite.
 * @param {import('@supabase/supabase-js').SupabaseClient} client @param {string} email @param {string} appUrl
 */
async function invitationLink(client, email, appUrl) {
  for (const type of /** @type {const} */ (['invite', 'magiclink'])) {
    const { data, error } = await client.auth.admin.generateLink({ type, email });
    const tokenHash = data?.properties?.hashed_token;
    if (!error && tokenHash) return `${appUrl}/accept-invite?${new URLSearchParams({ token_hash: tokenHash, type })}`;
    if (!(type === 'invite' && error?.code === 'email_exists')) throw new Error(`The invitation link could not be made: ${error?.message ?? 'no token in the answer'}`);
  }
  throw new Error('The invitation link could not be made.');
}

/**
 * @type {Record<string, (data: Record<string, any>, context: { appUrl: string, link?: string }) => { template: string, subject: string, body: string }>}
 */
const TEMPLATES = {
  'send-welcome': (data, { appUrl }) => ({
    template: 'welcome',
    subject: 'Welcome to FikrSpace',
    body: `${greeting(text(data.firstName, 100))}\n\nYour FikrSpace account is ready. Sign in at ${appUrl}/login to reach your portal.\n\nThe FikrSpace team`,
  }),
  'send-invitation': (data, { link }) => {
    const organization = text(data.organizationName, 200);
    return {
      template: 'invitation',
      subject: organization ? `You are invited to join ${organization} on FikrSpace` : 'You are invited to FikrSpace',
      body: `${greeting(text(data.firstName, 100))}\n\n${text(data.inviterName, 200) ?? 'A FikrSpace member'} invited you to ${organization ?? 'FikrSpace'}. Accept the invitation: ${link}\n\nThe FikrSpace team`,
    };
  },
  'send-notification': (data) => {
    const subject = text(data.subject, 300);
    const message = text(data.message, 10_000);
    if (!subject || !message) throw new PermanentJobError('The notification job needs a subject and a message.');
    return { template: 'notification', subject, body: `${greeting(text(data.firstName, 100))}\n\n${message}\n\nThe FikrSpace team` };
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
    const to = recipient(job.data);
    let link;
    if (action === 'send-invitation') {
      // A job taken over from a stopped worker must not make a second link: the first one, in
      // the mail already written, would stop working.
      const written = await client.from('mail_outbox').select('id').eq('job_id', job.id).maybeSingle();
      if (written.error) throw new Error(`Could not read the outbox: ${written.error.message}`);
      if (written.data) return { outbox: 'queued', template: 'invitation', recipient: to };
      link = await invitationLink(client, to, base);
    }
    const mail = render(job.data, { appUrl: base, link });
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
