import { toast } from '@fikrspace/ui';
import { useId, useState } from 'react';
import { useDeleteNetworkRelationship } from '../api/delete-network-relationship';
import type { NetworkScope } from '../keys';
import type { NetworkContact, NetworkOrganization, NetworkRelationship } from '../model';
import { ConfirmRemoval } from './confirm-removal';
import { ContactForm } from './contact-form';
import { ContactList } from './contact-list';
import { formatDay } from './network-format';
import { RelationshipForm } from './relationship-form';
import { useNetworkTranslation } from './use-network-translation';

export interface RelationshipCardProps {
  scope: NetworkScope;
  relationship: NetworkRelationship;
  /** Whom it is with, by name; null while a platform organization's name is unknown. */
  name: string | null;
  /** The platform organization it names, if any. */
  counterpart: NetworkOrganization | null;
  canEdit: boolean;
}

/** What the card is doing besides showing the relationship. */
type Mode = { kind: 'view' } | { kind: 'edit' } | { kind: 'confirm-removal' } | { kind: 'contact'; contact: NetworkContact | null } | { kind: 'confirm-contact-removal'; contactId: string };

const STATUS_BADGE: Record<NetworkRelationship['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  prospect: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  past: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/**
 * One relationship: whom it is with, what kind of tie and where it stands, since when, the notes
 * and the people. Members who keep the network change it in place, add and change its contacts,
 * and remove either after saying so.
 */
export function RelationshipCard({ scope, relationship, name, counterpart, canEdit }: RelationshipCardProps) {
  const { t, i18n } = useNetworkTranslation();
  const headingId = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const remove = useDeleteNetworkRelationship();
  const view = () => setMode({ kind: 'view' });
  const shownName = name ?? t('card.unknownOrganization');

  if (mode.kind === 'edit') return <RelationshipForm scope={scope} relationship={relationship} counterpart={counterpart} onDone={view} />;

  const removeRelationship = () =>
    void remove
      .mutateAsync({ ...scope, id: relationship.id })
      // The card is gone by then: the toast says what happened to it.
      .then(() => toast({ title: t('card.removed', { name: shownName }), variant: 'success' }))
      .catch(() => undefined);

  return (
    <article aria-labelledby={headingId} data-testid="relationship-card" className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <header className="flex flex-col gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
          <bdi>{shownName}</bdi>
        </h3>
        <ul className="flex flex-wrap gap-2 text-xs font-medium" aria-label={t('card.labels')}>
          <li className="rounded-full bg-violet-50 px-3 py-1 text-violet-800 dark:bg-violet-950 dark:text-violet-200">{t(`kinds.${relationship.kind}`)}</li>
          <li className={`rounded-full px-3 py-1 ${STATUS_BADGE[relationship.status]}`}>{t(`statuses.${relationship.status}`)}</li>
          {relationship.related_organization_id ? <li className="rounded-full bg-sky-50 px-3 py-1 text-sky-800 dark:bg-sky-950 dark:text-sky-200">{t('card.onPlatform')}</li> : null}
        </ul>
        {relationship.since_on ? <p className="text-sm text-slate-600 dark:text-slate-400">{t('card.since', { date: formatDay(relationship.since_on, i18n.language) })}</p> : null}
      </header>
      {relationship.notes ? (
        <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          <bdi>{relationship.notes}</bdi>
        </p>
      ) : null}

      <section aria-label={t('contact.sectionLabel', { name: shownName })} className="flex flex-col gap-3">
        <ContactList
          scope={scope}
          contacts={relationship.contacts}
          canEdit={canEdit}
          confirming={mode.kind === 'confirm-contact-removal' ? mode.contactId : null}
          onConfirm={(contactId) => setMode(contactId ? { kind: 'confirm-contact-removal', contactId } : { kind: 'view' })}
          onEdit={(contact) => setMode({ kind: 'contact', contact })}
        />
        {mode.kind === 'contact' ? <ContactForm scope={scope} relationshipId={relationship.id} contact={mode.contact} first={!relationship.contacts.length} onDone={view} /> : null}
      </section>

      {canEdit && mode.kind === 'confirm-removal' ? (
        <ConfirmRemoval question={t('card.removeQuestion', { name: shownName })} confirmLabel={t('card.remove')} cancelLabel={t('form.keep')} busy={remove.isPending} onCancel={view} onConfirm={removeRelationship} />
      ) : null}
      {canEdit && mode.kind !== 'confirm-removal' && mode.kind !== 'contact' ? (
        <div className="mt-auto flex flex-wrap gap-2">
          <button type="button" className="secondary-button" onClick={() => setMode({ kind: 'edit' })} aria-label={t('card.editNamed', { name: shownName })}>
            {t('card.edit')}
          </button>
          <button type="button" className="secondary-button" onClick={() => setMode({ kind: 'contact', contact: null })} aria-label={t('contact.addNamed', { name: shownName })}>
            {t('contact.add')}
          </button>
          <button type="button" className="secondary-button text-red-700 dark:text-red-300" onClick={() => setMode({ kind: 'confirm-removal' })} aria-label={t('card.removeNamed', { name: shownName })}>
            {t('card.remove')}
          </button>
        </div>
      ) : null}
    </article>
  );
}
