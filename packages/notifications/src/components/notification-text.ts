import type { Notification } from '../model';
import { useNotificationsTranslation } from './use-notifications-translation';

/** A notification's data as the database wrote it: a flat object of strings and numbers. */
function dataOf(notification: Notification): Record<string, string> {
  const data = notification.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'string' || typeof value === 'number' ? String(value) : '']));
}

/**
 * What a notification says, in the reader's language: the type's text with the row's data; the
 * English title and body the database wrote stand in for a type this version does not know yet.
 * A failed job's body is the job's own error, shown as it is.
 */
export function useNotificationText(siteId?: string): (notification: Notification) => { title: string; body: string | null } {
  const { t, i18n } = useNotificationsTranslation(siteId);
  return (notification) => {
    const data = dataOf(notification);
    const values = { ...data, interpolation: { escapeValue: false } };
    switch (notification.type) {
      case 'access_request_decided':
        return { title: data.status === 'approved' ? t('types.access_request_decided.approved') : t('types.access_request_decided.declined'), body: data.path ? t('types.access_request_decided.body', values) : null };
      case 'invitation_accepted':
        return { title: t('types.invitation_accepted.title', values), body: data.organization ? t('types.invitation_accepted.body', values) : null };
      case 'product_access_granted':
        return { title: t('types.product_access_granted.title', values), body: null };
      case 'product_access_revoked':
        return { title: t('types.product_access_revoked.title', values), body: null };
      case 'message_received':
        return { title: t('types.message_received.title', values), body: data.preview ?? notification.body };
      case 'metrics_due':
        return { title: t('types.metrics_due.title', { ...values, month: monthName(data.period, i18n.resolvedLanguage ?? i18n.language) }), body: t('types.metrics_due.body') };
      case 'data_room_document_expiring':
        return { title: t('types.data_room_document_expiring.title', { ...values, date: dayName(data.expiresAt, i18n.resolvedLanguage ?? i18n.language) }), body: t('types.data_room_document_expiring.body') };
      case 'application_decided': {
        const decision = data.status === 'admitted' || data.status === 'rejected' ? data.status : 'advanced';
        return { title: t(`types.application_decided.${decision}`, values), body: notification.body };
      }
      case 'assessment_received':
        return { title: t('types.assessment_received.title', values), body: data.dueOn ? t('types.assessment_received.body', { ...values, date: dayName(data.dueOn, i18n.resolvedLanguage ?? i18n.language) }) : null };
      case 'assessment_reminder': {
        const overdue = data.dueOn !== undefined && data.dueOn < new Date().toISOString().slice(0, 10);
        const date = dayName(data.dueOn, i18n.resolvedLanguage ?? i18n.language);
        return { title: t(overdue ? 'types.assessment_reminder.overdue' : 'types.assessment_reminder.title', { ...values, date }), body: t('types.assessment_reminder.body') };
      }
      case 'assessment_submitted':
        return { title: t('types.assessment_submitted.title', values), body: data.total ? t('types.assessment_submitted.body', { ...values, total: Number(data.total) }) : null };
      case 'job_failed':
        return { title: t('types.job_failed.title', values), body: notification.body };
      default:
        return { title: notification.title, body: notification.body };
    }
  };
}

/** A month (`YYYY-MM-01`) as the reader says it: "October 2026", "أكتوبر ٢٠٢٦". */
function monthName(period: string | undefined, language: string): string {
  const date = period && /^\d{4}-\d{2}-01$/.test(period) ? new Date(`${period}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date) : (period ?? '');
}

/** A day (`YYYY-MM-DD`) as the reader says it: "12 March 2027", "١٢ مارس ٢٠٢٧". */
function dayName(day: string | undefined, language: string): string {
  const date = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date) : (day ?? '');
}

/** "5 minutes ago", "yesterday", in the reader's language; the date itself past a week. */
export function relativeTime(iso: string, language: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(unit === 'second' ? 0 : value, unit === 'second' ? 'minute' : unit);
    value = Math.round(value / size);
  }
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
