import { loadBackendConfig } from '@fikrspace/config';
import { initI18n } from '@fikrspace/i18n';
import { startThemeMode } from '@fikrspace/theme';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app';
import { resolveInitialSession } from './auth/auth-actions';
import { fetchRuntimeConfig } from './remotes/runtime-config';
import { ConfigurationErrorPage } from './startup/configuration-error-page';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

async function start() {
  startThemeMode();
  // A missing or malformed backend configuration stops start-up (spec 000 §5).
  const [config] = await Promise.all([fetchRuntimeConfig(), loadBackendConfig(), initI18n()]);
  resolveInitialSession();
  root.render(<App config={config} router={createAppRouter()} />);
}

start().catch((error: unknown) => {
  console.error('FikrSpace could not start', error);
  root.render(<ConfigurationErrorPage error={error} production={import.meta.env.PROD} />);
});
