import type { UserConfig } from 'vite';

export declare const SHARED_DEPENDENCIES: string[];
export declare const HOST_PROVIDED: string[];
export declare const KEEP_FALLBACK: string[];
export declare const DEV_PORTS: Record<string, number>;
export declare function sharedFor(
  appDir: string,
  options?: { hostProvidesWorkspace?: boolean; versions?: Record<string, string> },
): Record<string, { singleton: true; requiredVersion: string; version: string; import?: false }>;
export declare function unusedSupabaseClients(appDir: string): Array<{ find: RegExp; replacement: string }>;
export declare function defineShellConfig(options: { appDir: string }): UserConfig;
/** `sharedVersions` builds as if those shared packages were at those versions. */
export declare function defineRemoteConfig(options: { appDir: string; name: string; command: 'build' | 'serve'; sharedVersions?: Record<string, string> }): UserConfig;
