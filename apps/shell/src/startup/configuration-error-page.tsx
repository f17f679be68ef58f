import { errorMessage } from '@fikrspace/errors';
import { useMemo } from 'react';

/** An id support can search the logs for; it says nothing about the configuration itself. */
export function configurationErrorId(now = Date.now(), random = Math.random()): string {
  return `CFG-${now.toString(36).toUpperCase()}-${Math.floor(random * 36 ** 4).toString(36).toUpperCase().padStart(4, '0')}`;
}

/**
 * Spec 000 §2: production says the app is temporarily unavailable and gives an error id (the
 * details go to the console, with the same id); development shows the details and how to fix them.
 * It can show before the languages have loaded, so it is written in English and marked as such,
 * which keeps its punctuation in place on a page whose stored language is right-to-left.
 */
export function ConfigurationErrorPage({ error, production }: { error: unknown; production: boolean }) {
  const errorId = useMemo(() => configurationErrorId(), []);
  if (production) console.error(`Configuration error ${errorId}`, error);
  return (
    <div role="alert" data-testid="configuration-error" lang="en" dir="ltr" className="mx-auto max-w-xl px-6 py-20 text-slate-900 dark:text-slate-100">
      <h1 className="text-2xl font-bold">Configuration Error</h1>
      {production ? (
        <>
          <p className="mt-4">The application is temporarily unavailable. Please try again in a few minutes.</p>
          <p className="mt-2 font-mono text-sm" data-testid="configuration-error-id">
            Error id: {errorId}
          </p>
        </>
      ) : (
        <>
          <p className="mt-4">The platform could not start with its current configuration:</p>
          <pre className="mt-2 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-3 text-sm dark:bg-slate-900" data-testid="configuration-error-details" dir="ltr">
            {errorMessage(error)}
          </pre>
          <h2 className="mt-6 text-lg font-semibold">Setup steps</h2>
          <ol className="mt-2 list-decimal space-y-1 ps-6 text-sm">
            <li>
              Start the platform with <code>bash scripts/start</code> (or <code>pnpm start</code>): it starts the local backend and writes its address and key to{' '}
              <code>.local/supabase.json</code>, which this dev server serves as <code>/runtime-config.json</code>.
            </li>
            <li>
              For a hosted backend, serve <code>/runtime-config.json</code> beside the shell with <code>{'{ "supabase": { "url": "https://<project>.supabase.co", "anonKey": "<anon key>" } }'}</code>: the URL must be valid, the key a three-part token of the same project.
            </li>
            <li>
              Check that <code>/remotes.json</code> is served beside the shell and lists every remote.
            </li>
            <li>Reload this page.</li>
          </ol>
        </>
      )}
    </div>
  );
}
