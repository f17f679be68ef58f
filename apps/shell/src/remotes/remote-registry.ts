import { i18n, whenI18nStarted } from '@fikrspace/i18n';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { PortalDefinition, RemoteSiteId } from '@fikrspace/portal-kit';
import { remoteNamespace } from './remote-namespaces';
import type { RuntimeConfig } from './runtime-config';
import { forgetRemoteManifest, sharedVersionGuard } from './shared-version-guard';

const definitions = new Map<RemoteSiteId, Promise<PortalDefinition>>();

/** How a definition's download ended, kept per request so a render can read it without waiting. */
export type DefinitionOutcome = { status: 'fulfilled'; value: PortalDefinition } | { status: 'rejected'; reason: unknown };
const outcomes = new WeakMap<Promise<PortalDefinition>, DefinitionOutcome>();

/** The outcome of a definition request, or undefined while it is still on its way. */
export function definitionOutcome(request: Promise<PortalDefinition>): DefinitionOutcome | undefined {
  return outcomes.get(request);
}

/**
 * How long a remote may take to arrive before its area gives up and offers recovery. A manifest
 * or script that never answers would otherwise leave the page on 'Loading...' for good.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;
/** Each remote's manifest address, once registered: a retry forgets what was read from it. */
let registeredEntries: Readonly<Record<string, string>> | null = null;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

function register(config: RuntimeConfig): void {
  if (registeredEntries) return;
  registerPlugins([sharedVersionGuard()]);
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  registeredEntries = { ...config.remotes };
}

function isDefinition(value: unknown): value is PortalDefinition {
  return !!value && typeof value === 'object' && Array.isArray((value as PortalDefinition).routes) && Array.isArray((value as PortalDefinition).sidebar);
}

/**
 * The definition a remote exposes as `./portal`, once its namespace is read too, so its pages
 * render with their texts. Cached per remote, failures included: React re-renders a suspended
 * tree, and a fresh request per render would loop. Retry calls forgetPortalDefinition first, so
 * it really asks the network again.
 */
export function loadPortalDefinition(config: RuntimeConfig, site: RemoteSiteId, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<PortalDefinition> {
  let pending = definitions.get(site);
  if (!pending) {
    register(config);
    // The remote's texts are read while its code downloads (once the texts have started, when the
    // code was asked for before); a file that fails is only empty, so this never keeps the area
    // from opening.
    const texts = whenI18nStarted().then(() => (i18n.isInitialized ? i18n.loadNamespaces(remoteNamespace(site)) : undefined));
    pending = Promise.all([withTimeout(loadRemote<{ default: unknown }>(`${site}/portal`), timeoutMs, site), texts]).then(
      ([module]) => {
        const definition = module?.default;
        if (!isDefinition(definition)) throw new RemoteLoadError(`Failed to load the ${site} portal: its module has no portal definition`);
        return definition;
      },
      (error: unknown) => {
        throw describeLoadFailure(site, config.remotes[site] ?? '', error);
      },
    );
    const request = pending;
    // The error boundary reports the failure; this only keeps it from surfacing as unhandled.
    request.then(
      (value) => outcomes.set(request, { status: 'fulfilled', value }),
      (reason: unknown) => outcomes.set(request, { status: 'rejected', reason }),
    );
    definitions.set(site, request);
  }
  return pending;
}

function withTimeout<T>(work: Promise<T>, ms: number, site: RemoteSiteId): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(`Network error: the ${site} portal did not arrive within ${ms / 1000} s (timeout)`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Names a download failure as the network error it is, so the error screen offers the right way out. */
function describeLoadFailure(site: RemoteSiteId, entry: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RemoteLoadError) return error;
  if (/Failed to fetch|Failed to get manifest|NetworkError|Load failed|ERR_/.test(message)) {
    return new RemoteLoadError(`Network error: the ${site} portal could not be downloaded from ${entry}`, { cause: error });
  }
  return error instanceof Error ? error : new RemoteLoadError(message);
}

export function forgetPortalDefinition(site: RemoteSiteId): void {
  definitions.delete(site);
  const entry = registeredEntries?.[site];
  if (entry) forgetRemoteManifest(entry);
}
