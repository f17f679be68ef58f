import type { UserConfig } from 'vite';

export declare const SHARED_DEPENDENCIES: string[];
export declare const HOST_PROVIDED: string[];
export declare const KEEP_FALLBACK: string[];
export declare const DEV_PORTS: Record<string, number>;
export declare function sharedFor(appDir: string): Record<string, { singleton: true; requiredVersion: string; version: string }>;
export declare function unusedSupabaseClients(appDir: string): Array<{ find: RegExp; replacement: string }>;
export declare function defineShellConfig(options: { appDir: string }): UserConfig;
export declare function defineRemoteConfig(options: { appDir: string; name: string; command: 'build' | 'serve' }): UserConfig;
