import { registerNamespaceBase } from '@fikrspace/i18n';
import type { RemoteSiteId } from '@fikrspace/portal-kit';
import type { RuntimeConfig } from './runtime-config';

/** A remote's namespace is named after the site it serves (`investor`, `office` ...). */
export function remoteNamespace(site: RemoteSiteId): string {
  return site;
}

/**
 * Each remote serves its own translations beside its manifest: `/remotes/investor/mf-manifest.json`
 * reads `investor` from `/remotes/investor/locales/{lng}/investor.json`. Moving a remote in
 * remotes.json moves its texts with it.
 */
export function registerRemoteNamespaces(config: Pick<RuntimeConfig, 'remotes'>): void {
  for (const [site, entry] of Object.entries(config.remotes) as Array<[RemoteSiteId, string]>) {
    registerNamespaceBase(remoteNamespace(site), new URL('./', entry).href);
  }
}
