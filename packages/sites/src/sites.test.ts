import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITES } from './index';
import { defaultRuntimeManifest, devPorts, siteForRequest } from './node.mjs';

const appsDir = path.resolve(import.meta.dirname, '../../../apps');

describe('the sites manifest', () => {
  it('names each site, prefix, host label and dev port once', () => {
    const once = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    once(SITES.map((site) => site.id));
    once(SITES.flatMap((site) => site.prefixes));
    once(SITES.flatMap((site) => site.hosts));
    once(Object.values(devPorts()));
  });

  it('holds the prefixes of spec 001 §2.1', () => {
    expect(SITES.flatMap((site) => site.prefixes).sort()).toEqual(
      ['office', 'investor', 'affiliate', 'affiliates', 'feedback', 'portal', 'accelerator', 'mentor', 'startup', 'gov'].map((name) => `/fikrspace/${name}`).sort(),
    );
  });

  it('keeps government pages out of search engines (spec 001 §2.10)', () => {
    expect(SITES.find((site) => site.id === 'government')?.indexed).toBe(false);
  });

  it.each(SITES.filter((site) => site.app !== null).map((site) => [site.id, site.app as string]))('%s is built by apps/%s as a remote of that name', (id, app) => {
    const viteConfig = readFileSync(path.join(appsDir, app, 'vite.config.ts'), 'utf8');
    expect(viteConfig).toContain(`name: '${id}'`);
    expect(existsSync(path.join(appsDir, app, 'src', 'portal.ts'))).toBe(true);
  });

  it('gives the shell a remotes.json naming every remote and a localhost name for every host label', () => {
    const manifest = defaultRuntimeManifest();
    expect(Object.keys(manifest.remotes)).toEqual(SITES.filter((site) => site.app !== null).map((site) => site.id));
    expect(manifest.hosts['gov.localhost']).toBe('government');
    expect(manifest.hosts['affiliate.localhost']).toBe('affiliates');
  });

  it.each([
    ['/fikrspace/gov/dashboard', 'localhost', 'government'],
    ['/fikrspace/affiliate/', 'localhost', 'affiliates'],
    ['/fikrspace/about', 'localhost', 'site'],
    ['/', 'localhost', 'site'],
    ['/dashboard', 'gov.example.com', 'government'],
    ['/dashboard', 'gov.localhost', 'government'],
    ['/fikrspace/gov/', 'www.example.com', 'government'],
  ])('%s on %s is a page of %s', (pathname, hostname, site) => {
    expect(siteForRequest(pathname, hostname).id).toBe(site);
  });
});
