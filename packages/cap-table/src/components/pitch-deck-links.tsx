import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreatePitchDeckLink } from '../api/create-pitch-deck-link';
import { usePitchDeckLinks } from '../api/get-pitch-deck-links';
import { useRenewPitchDeckLink } from '../api/renew-pitch-deck-link';
import { useRevokePitchDeckLink } from '../api/revoke-pitch-deck-link';
import { PITCH_DECK_LINK_LABEL_MAX_LENGTH, PITCH_DECK_LINK_LIFETIMES_DAYS, type PitchDeckLink, type PitchDeckVersion } from '../pitch-deck-model';
import { pitchDeckLinkSchema, pitchDeckRenewalSchema, type PitchDeckLinkInput, type PitchDeckLinkValues, type PitchDeckRenewalValues } from '../pitch-deck-schema';
import { describedBy, FieldProblem } from './field-problem';
import { useCapTableTranslation } from './use-cap-table-translation';

const FIELD_CLASS = 'rounded-lg border border-slate-300 bg-transparent px-2 py-1.5 dark:border-slate-700';

interface PitchDeckLinksProps {
  organizationId: string;
  current: PitchDeckVersion;
  /** Every version: a link keeps the version it was made for, whose file a renewal signs again. */
  versions: PitchDeckVersion[];
  /** The full address of a link's page, built by the portal that serves it. */
  linkAddress: (token: string) => string;
  /** The moment expiries are compared with; now unless a test says otherwise. */
  now?: Date;
}

type LinkState = 'active' | 'expired' | 'revoked' | 'renew';

function stateOf(link: PitchDeckLink, now: Date): LinkState {
  if (link.revoked_at) return 'revoked';
  if (new Date(link.expires_at) <= now) return 'expired';
  return link.signed_url ? 'active' : 'renew';
}

/**
 * Expiring links to the current deck, for someone without an account: made with a label (who it
 * is for) and a lifetime of a day, a week or a month, copied, renewed for a lifetime chosen again,
 * and revoked (react-hook-form, checked by zod as the table checks it). Revoking stops
 * the link's page; an address already copied out of it works until its own expiry.
 */
export function PitchDeckLinks({ organizationId, current, versions, linkAddress, now = new Date() }: PitchDeckLinksProps) {
  const { t } = useCapTableTranslation();
  const links = usePitchDeckLinks(organizationId);
  const create = useCreatePitchDeckLink();
  const id = useId();
  const form = useForm<PitchDeckLinkInput, unknown, PitchDeckLinkValues>({ resolver: zodResolver(pitchDeckLinkSchema), defaultValues: { label: '', lifetimeDays: 7 } });
  const labelProblem = form.formState.errors.label?.message;
  const lifetimeProblem = form.formState.errors.lifetimeDays?.message;

  return (
    <section aria-labelledby="pitch-deck-links" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="pitch-deck-links" className="text-lg font-semibold">
        {t('pitchDeck.links.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">{t('pitchDeck.links.description')}</p>
      <form
        className="mb-3 flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={form.handleSubmit(({ label, lifetimeDays }) =>
          // The label is kept until the link exists, so a refused link can be made again as typed.
          create.mutate({ organizationId, versionId: current.id, objectPath: current.object_path, label, lifetimeDays }, { onSuccess: () => form.resetField('label') }),
        )}
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <label htmlFor={`${id}-label`}>{t('pitchDeck.links.label')}</label>
          <input id={`${id}-label`} dir="auto" autoComplete="off" maxLength={PITCH_DECK_LINK_LABEL_MAX_LENGTH} className={FIELD_CLASS} {...describedBy(`${id}-label-error`, labelProblem)} {...form.register('label')} />
          <FieldProblem id={`${id}-label-error`} message={labelProblem} group="pitchDeck" max={PITCH_DECK_LINK_LABEL_MAX_LENGTH} />
        </span>
        <span className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-lifetime`}>{t('pitchDeck.links.lifetime')}</label>
          <select id={`${id}-lifetime`} className={FIELD_CLASS} {...describedBy(`${id}-lifetime-error`, lifetimeProblem)} {...form.register('lifetimeDays', { valueAsNumber: true })}>
            <LifetimeOptions />
          </select>
          <FieldProblem id={`${id}-lifetime-error`} message={lifetimeProblem} group="pitchDeck" />
        </span>
        <button type="submit" className="primary-button mt-6" disabled={create.isPending}>
          {t('pitchDeck.links.create')}
        </button>
      </form>
      {links.isError ? (
        <p role="alert">{t('pitchDeck.loadFailed')}</p>
      ) : !links.data ? (
        <p role="status">{t('pitchDeck.loading')}</p>
      ) : links.data.length === 0 ? (
        <p className="text-sm">{t('pitchDeck.links.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="deck-links">
          {links.data.map((link) => (
            <LinkRow key={link.id} link={link} state={stateOf(link, now)} address={linkAddress(link.token)} objectPath={versions.find((version) => version.id === link.version_id)?.object_path ?? null} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkRow({ link, state, address, objectPath }: { link: PitchDeckLink; state: LinkState; address: string; objectPath: string | null }) {
  const { t } = useCapTableTranslation();
  const revoke = useRevokePitchDeckLink();
  const [copied, setCopied] = useState(false);
  const ref = { id: link.id, organizationId: link.organization_id };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="deck-link">
      <span className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <bdi className="block truncate font-medium">{link.label}</bdi>
        <span className="block text-xs text-slate-500 dark:text-slate-400" data-testid="link-state">
          {t(`pitchDeck.links.state.${state}`, { date: new Date(state === 'revoked' ? (link.revoked_at ?? link.expires_at) : link.expires_at) })}
        </span>
      </span>
      {state === 'active' ? (
        <button
          type="button"
          className="secondary-button"
          aria-label={t('pitchDeck.links.copyNamed', { label: link.label })}
          onClick={() => {
            void navigator.clipboard?.writeText(address).then(() => setCopied(true));
          }}
        >
          {copied ? t('pitchDeck.links.copied') : t('pitchDeck.links.copy')}
        </button>
      ) : null}
      {objectPath && (state === 'expired' || state === 'renew') ? <RenewLinkForm link={link} objectPath={objectPath} /> : null}
      {state !== 'revoked' ? (
        <button type="button" className="secondary-button" disabled={revoke.isPending} aria-label={t('pitchDeck.links.revokeNamed', { label: link.label })} onClick={() => revoke.mutate(ref)}>
          {t('pitchDeck.links.revoke')}
        </button>
      ) : null}
    </li>
  );
}

/** The lifetimes a member chooses from, in days. */
function LifetimeOptions() {
  const { t } = useCapTableTranslation();
  return PITCH_DECK_LINK_LIFETIMES_DAYS.map((option) => (
    <option key={option} value={option}>
      {t('pitchDeck.links.days', { count: option })}
    </option>
  ));
}

/** Renews a live or expired link for a lifetime the member chooses, counted from now. */
function RenewLinkForm({ link, objectPath }: { link: PitchDeckLink; objectPath: string }) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const renew = useRenewPitchDeckLink();
  const form = useForm<PitchDeckRenewalValues>({ resolver: zodResolver(pitchDeckRenewalSchema), defaultValues: { lifetimeDays: 7 } });
  const problem = form.formState.errors.lifetimeDays?.message;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={form.handleSubmit(({ lifetimeDays }) => renew.mutate({ id: link.id, organizationId: link.organization_id, objectPath, lifetimeDays }))}
    >
      <span className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-lifetime`}>{t('pitchDeck.links.renewFor')}</label>
        <select
          id={`${id}-lifetime`}
          className={FIELD_CLASS}
          aria-label={t('pitchDeck.links.renewLifetimeNamed', { label: link.label })}
          {...describedBy(`${id}-lifetime-error`, problem)}
          {...form.register('lifetimeDays', { valueAsNumber: true })}
        >
          <LifetimeOptions />
        </select>
        <FieldProblem id={`${id}-lifetime-error`} message={problem} group="pitchDeck" />
      </span>
      <button type="submit" className="secondary-button" disabled={renew.isPending} aria-label={t('pitchDeck.links.renewNamed', { label: link.label })}>
        {t('pitchDeck.links.renew')}
      </button>
    </form>
  );
}
