import { earlyFetch } from './early-fetch';

/** Where the apps find Supabase, read at run time from /runtime-config.json beside the shell. */
export interface BackendConfig {
  url: string;
  anonKey: string;
}

export const BACKEND_CONFIG_PATH = '/runtime-config.json';

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

function decodeSegment(segment: string): Record<string, unknown> | null {
  try {
    const json = atob(segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '='));
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Spec 000 §5: the URL and anonymous key must be present, the URL valid, the key a three-part
 * token, and, for a hosted project, the project named in the URL the one the key was issued for.
 */
export function validateBackendConfig(raw: unknown): BackendConfig {
  const supabase = raw && typeof raw === 'object' ? (raw as { supabase?: unknown }).supabase : undefined;
  const { url, anonKey } = (supabase && typeof supabase === 'object' ? supabase : {}) as { url?: unknown; anonKey?: unknown };
  if (typeof url !== 'string' || !url) throw new ConfigurationError('The backend URL is missing');
  if (typeof anonKey !== 'string' || !anonKey) throw new ConfigurationError('The backend anonymous key is missing');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigurationError(`The backend URL is not valid: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ConfigurationError(`The backend URL is not valid: ${url}`);
  const parts = anonKey.split('.');
  if (parts.length !== 3 || parts.some((part) => !part)) throw new ConfigurationError('The backend anonymous key is not a three-part token');
  const payload = decodeSegment(parts[1]!);
  if (!payload) throw new ConfigurationError('The backend anonymous key is not a three-part token');
  const hosted = /^([a-z0-9]+)\.supabase\.(co|in)$/.exec(parsed.hostname);
  if (hosted && typeof payload.ref === 'string' && payload.ref !== hosted[1]) {
    throw new ConfigurationError(`The backend URL names project ${hosted[1]} but the key belongs to project ${payload.ref}`);
  }
  return { url: url.replace(/\/+$/, ''), anonKey };
}

export interface LoadedRuntimeEnvironment {
  backend: BackendConfig;
  /** The whole file, for the start-up checks of the optional settings. */
  raw: unknown;
}

/** Reads /runtime-config.json without the HTTP cache and validates its backend settings. */
export async function loadRuntimeEnvironment(fetchImpl: typeof fetch = earlyFetch): Promise<LoadedRuntimeEnvironment> {
  let response: Response;
  try {
    response = await fetchImpl(BACKEND_CONFIG_PATH, { cache: 'no-cache' });
  } catch (error) {
    throw new ConfigurationError(`Could not load ${BACKEND_CONFIG_PATH}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new ConfigurationError(`Could not load ${BACKEND_CONFIG_PATH}: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigurationError(`${BACKEND_CONFIG_PATH} is not JSON`);
  }
  return { backend: validateBackendConfig(body), raw: body };
}

export async function loadBackendConfig(fetchImpl: typeof fetch = earlyFetch): Promise<BackendConfig> {
  return (await loadRuntimeEnvironment(fetchImpl)).backend;
}
