import { toast } from '@fikrspace/ui';
import { useDeleteNetworkContact } from '../api/delete-network-contact';
import type { NetworkScope } from '../keys';
import type { NetworkContact } from '../model';
import { ConfirmRemoval } from './confirm-removal';
import { dialable } from './network-format';
import { useNetworkTranslation } from './use-network-translation';

export interface ContactListProps {
  scope: NetworkScope;
  contacts: NetworkContact[];
  /** Shows the edit and remove controls. */
  canEdit: boolean;
  /** The contact whose removal is being confirmed, if any. */
  confirming: string | null;
  onConfirm: (contactId: string | null) => void;
  onEdit: (contact: NetworkContact) => void;
}

const linkClass = 'text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-300';

/** The people of a relationship, the primary one first, each reachable in one tap. */
export function ContactList({ scope, contacts, canEdit, confirming, onConfirm, onEdit }: ContactListProps) {
  const { t } = useNetworkTranslation();
  const remove = useDeleteNetworkContact();
  if (!contacts.length) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('contact.none')}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('contact.listLabel')}>
      {contacts.map((contact) => (
        <li key={contact.id} className="flex flex-col gap-1 rounded-lg border border-slate-100 p-3 text-sm dark:border-slate-800" data-testid="network-contact">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900 dark:text-slate-100">
              <bdi>{contact.full_name}</bdi>
            </span>
            {contact.is_primary ? <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">{t('contact.primary')}</span> : null}
          </div>
          {contact.title ? (
            <p className="text-slate-600 dark:text-slate-400">
              <bdi>{contact.title}</bdi>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className={linkClass} dir="ltr">
                {contact.email}
              </a>
            ) : null}
            {contact.phone ? (
              <a href={dialable(contact.phone)} className={linkClass} dir="ltr">
                {contact.phone}
              </a>
            ) : null}
            {contact.linkedin_url ? (
              // Only https addresses of LinkedIn pass the table's check.
              <a href={contact.linkedin_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('contact.linkedin')}
                <span className="sr-only"> ({contact.full_name})</span>
              </a>
            ) : null}
          </div>
          {canEdit && confirming === contact.id ? (
            <ConfirmRemoval
              question={t('contact.removeQuestion', { name: contact.full_name })}
              confirmLabel={t('contact.remove')}
              cancelLabel={t('form.keep')}
              busy={remove.isPending}
              onCancel={() => onConfirm(null)}
              onConfirm={() =>
                void remove
                  .mutateAsync({ ...scope, id: contact.id })
                  .then(() => {
                    onConfirm(null);
                    toast({ title: t('contact.removed', { name: contact.full_name }), variant: 'success' });
                  })
                  .catch(() => undefined)
              }
            />
          ) : null}
          {canEdit && confirming !== contact.id ? (
            <div className="flex gap-3 text-xs">
              <button type="button" className={linkClass} onClick={() => onEdit(contact)} aria-label={t('contact.editNamed', { name: contact.full_name })}>
                {t('contact.edit')}
              </button>
              <button type="button" className="text-red-700 underline-offset-2 hover:underline dark:text-red-300" onClick={() => onConfirm(contact.id)} aria-label={t('contact.removeNamed', { name: contact.full_name })}>
                {t('contact.remove')}
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
