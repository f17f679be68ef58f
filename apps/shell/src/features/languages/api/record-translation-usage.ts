import type { PublicDbClient } from '@fikrspace/db';

export interface TranslationUsage {
  languageId: string;
  organizationId: string | null;
  userId: string | null;
  pageUrl: string;
  sessionId: string;
}

export interface UsageLogger {
  debug: (message: string, data?: unknown) => void;
}

/**
 * Spec 000 §7: a usage record is inserted without waiting for the answer. A lost record is not
 * worth a message to anyone, so a failure is only logged at debug level.
 */
export function recordTranslationUsage(db: PublicDbClient, usage: TranslationUsage, log: UsageLogger): void {
  const row = { language_id: usage.languageId, organization_id: usage.organizationId, user_id: usage.userId, page_url: usage.pageUrl, session_id: usage.sessionId };
  void Promise.resolve(db.from('translation_usage').insert(row)).then(
    ({ error }) => {
      if (error) log.debug('The translation usage record was not stored', error);
    },
    (error: unknown) => log.debug('The translation usage record was not stored', error),
  );
}
