import type { SiteEntry } from './index';

export declare const SHELL: { app: string; devPort: number };
export declare const SITES: SiteEntry[];
export declare function remoteSites(): SiteEntry[];
export declare function remoteAppNames(): string[];
export declare function appNames(): string[];
export declare function devPorts(): Record<string, number>;
export declare function hostLabels(): string[];
export declare function defaultRuntimeManifest(): { remotes: Record<string, string>; hosts: Record<string, string> };
export declare const PUBLISHED_LANGUAGES: string[];
export declare const MAIN_SITE_PREFIX: string;
export declare function resolveRequest(pathname: string, hostname: string | undefined): { site: SiteEntry; prefix: string };
export declare function siteForRequest(pathname: string, hostname: string | undefined): SiteEntry;
