import { errorMessage } from '@fikrspace/errors';
import { useMemo } from 'react';

/** Spec 000 §2: production hides details behind an error id; development shows how to fix it. */
export function ConfigurationErrorPage({ error, production }: { error: unknown; production: boolean }) {
  const errorId = useMemo(() => `CFG-${Date.now().toString(36).toUpperCase()}`, []);
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-20 text-slate-900 dark:text-slate-100">
      <h1 className="text-2xl font-bold">Configuration Error</h1>
      {production ? (
        <>
          <p className="mt-4">The application is temporarily unavailable. Please try again in a few minutes.</p>
          <p className="mt-2 font-mono text-sm">Error id: {errorId}</p>
        </>
      ) : (
        <>
          <pre className="mt-4 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-3 text-sm dark:bg-slate-900">{errorMessage(error)}</pre>
          <ol className="mt-4 list-decimal space-y-1 ps-6 text-sm">
            <li>Check that remotes.json is served beside the shell and lists every remote.</li>
            <li>Run pnpm start from the repository root, or pnpm --filter @fikrspace/app-shell dev.</li>
            <li>Reload this page.</li>
          </ol>
        </>
      )}
    </div>
  );
}
