import { appStore } from '@fikrspace/app-store';
import { QueryProvider } from '@fikrspace/data';
import { directionOf, i18n } from '@fikrspace/i18n';
import { initStaticI18n } from '@fikrspace/i18n/static';
import { joinPath, type PortalDefinition } from '@fikrspace/portal-kit';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { SessionContext } from './auth-actions';
import { PortalRoutes } from './portal-routes';
import { unavailableAuthActions } from './unavailable-auth';
import { DocumentHeadContext, type DocumentMeta } from './use-document-meta';

/** One public page as HTML, with the head its route writes and the language it is written in. */
export interface PrerenderedPage {
  html: string;
  meta: DocumentMeta;
  /** The portal's name in the page's language (Open Graph's site name). */
  siteName: string;
  language: string;
  direction: 'ltr' | 'rtl';
}

/** A visitor who has not signed in: what a crawler, or anyone on their first visit, is. */
const signedOut = { actions: unavailableAuthActions('Sign-in needs the app, not a prerendered page.'), reloadProfile: async () => undefined };

/**
 * Renders one route of a portal the way the browser shows it to a signed-out visitor, from the
 * same components, with every lazy part (page code, texts) resolved first: the build-time half
 * of a prerendered public page. `prefix` is where the portal is mounted (its links use it).
 */
export async function prerenderPortalPage({ portal, prefix, path, language }: { portal: PortalDefinition; prefix: string; path: string; language: string }): Promise<PrerenderedPage> {
  await initStaticI18n(language);
  appStore.getState().reset();
  appStore.getState().setLoading(false);
  const head: { meta?: DocumentMeta } = {};
  const { prelude } = await prerender(
    <DocumentHeadContext value={head}>
      <QueryProvider>
        <SessionContext value={signedOut}>
          <StaticRouter location={joinPath(prefix, path)}>
            <Routes>
              <Route path={prefix ? `${prefix}/*` : '*'} element={<PortalRoutes portal={portal} prefix={prefix} />} />
            </Routes>
          </StaticRouter>
        </SessionContext>
      </QueryProvider>
    </DocumentHeadContext>,
    // One piece of markup, every boundary in place: no boundary is sent after the rest and revealed
    // by an inline script (the page has no script of its own, and its policy allows none).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  if (!head.meta) throw new Error(`${portal.id} ${joinPath(prefix, path)} rendered no page: ${html.slice(0, 300)}`);
  return { html, meta: head.meta, siteName: i18n.t(portal.name, { ns: portal.id }), language, direction: directionOf(language) };
}
