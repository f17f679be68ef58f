import { assertStartup, loadRuntimeEnvironment } from '@fikrspace/config';
import { installGlobalErrorHandlers, logger } from '@fikrspace/errors';
import { initI18n } from '@fikrspace/i18n';
import { startThemeMode } from '@fikrspace/theme';
import { reportErrorAsToast } from '@fikrspace/ui';
import { getAnalytics } from '@fikrspace/analytics';
import { PAGE_SHOWN } from '@fikrspace/portal-host';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startAnalytics } from './features/analytics/start-analytics';
import { registerRemoteNamespaces } from './remotes/remote-namespaces';
import { fetchRuntimeConfig } from './remotes/runtime-config';
import { loadPublicDbWhenIdle, prefetchDbCodeForStoredSession, startPlatformSession } from './session/start-platform-session';
import { followThemeConfig } from './theme/follow-theme-config';
import { registerBuiltInThemeLayouts } from './theme/register-theme-layouts';
import { ConfigurationErrorPage } from './startup/configuration-error-page';
import { preloadCurrentRemote, preloadSignedInFrame } from './startup/preload-current-page';
import { prerenderedTakeover } from './startup/prerendered-takeover';
import './styles.css';

/**
 * A prerendered page stays on screen, untouched, while the app renders the same page off-screen;
 * the app's root takes its place in one step once its page is shown. No loading screen and no
 * change a visitor could see, and the shell and the site's build never need identical trees.
 */
const { container, takeOver } = prerenderedTakeover();
window.addEventListener(PAGE_SHOWN, takeOver, { once: true });
// The shell's own reads for any visitor (themes, languages, usage) wait until the page is shown.
window.addEventListener(PAGE_SHOWN, loadPublicDbWhenIdle, { once: true });
const pageShown = new Promise((resolve) => window.addEventListener(PAGE_SHOWN, resolve, { once: true }));
const root = createRoot(container);

async function start() {
  prefetchDbCodeForStoredSession();
  // The stored mode and theme (fikr-space until one is chosen, spec 000 §4) go on screen first.
  startThemeMode();
  registerBuiltInThemeLayouts();
  followThemeConfig(logger);
  // Spec 000 §8: unhandled rejections are system errors and window errors critical ones, each
  // logged and shown as a toast, in the shell and in every remote alike; with the visitor's
  // consent they also reach the office's logs as error events (their redacted text only).
  installGlobalErrorHandlers({
    onReport: (report) => {
      reportErrorAsToast(report);
      getAnalytics()?.tracker.trackError(report.message, { errorType: report.type });
    },
  });
  // A missing or malformed configuration stops start-up (spec 000 §5). The common texts are read
  // meanwhile; a file that fails only leaves them empty.
  const texts = initI18n({ development: import.meta.env.DEV });
  // The remote that serves the address starts downloading as soon as the shell knows where it is.
  const remotesReady = fetchRuntimeConfig().then((remotes) => {
    registerRemoteNamespaces(remotes);
    preloadCurrentRemote(remotes);
    return remotes;
  });
  const [remotes, environment] = await Promise.all([remotesReady, loadRuntimeEnvironment(), texts]);
  const warnings = assertStartup(environment.raw, { production: import.meta.env.PROD, secureContext: window.isSecureContext });
  for (const warning of warnings) console.warn(`FikrSpace start-up: ${warning}`);
  const session = startPlatformSession(environment.backend);
  preloadSignedInFrame(remotes);
  startAnalytics({ backend: environment.backend, raw: environment.raw, production: import.meta.env.PROD, logger, pageShown });
  root.render(<App config={remotes} session={session} />);
}

start().catch((error: unknown) => {
  console.error('FikrSpace could not start', error);
  takeOver();
  root.render(<ConfigurationErrorPage error={error} production={import.meta.env.PROD} />);
});
