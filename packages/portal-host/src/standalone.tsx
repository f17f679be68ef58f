import { appStore } from '@fikrspace/app-store';
import { i18n, initI18n } from '@fikrspace/i18n';
import type { PortalDefinition } from '@fikrspace/portal-kit';
import { startThemeMode } from '@fikrspace/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@fikrspace/router';
import { QueryProvider } from '@fikrspace/data';
import { SessionContext } from './auth-actions';
import { unavailableAuthActions } from './unavailable-auth';
import { PortalRoutes } from './portal-routes';

const STANDALONE_SIGN_IN_MESSAGE = 'Sign-in is handled by the shell; this remote is running on its own.';

const standaloneSession = { actions: unavailableAuthActions(STANDALONE_SIGN_IN_MESSAGE), reloadProfile: async () => undefined };

/**
 * Runs one remote by itself for its team's dev server: the same route table, guards and layout the
 * shell would apply, mounted at '/'.
 */
export async function renderStandalonePortal(portal: PortalDefinition, container: HTMLElement): Promise<void> {
  startThemeMode();
  await initI18n({ development: import.meta.env.DEV });
  // The remote's own namespace is served by its dev server ('/locales/...'), the shell's next to
  // it (the federation tooling's dev middleware).
  await i18n.loadNamespaces(portal.id);
  appStore.getState().setLoading(false);
  createRoot(container).render(
    <StrictMode>
      <QueryProvider>
        <SessionContext value={standaloneSession}>
          <BrowserRouter>
            <PortalRoutes portal={portal} prefix="" />
          </BrowserRouter>
        </SessionContext>
      </QueryProvider>
    </StrictMode>,
  );
}
