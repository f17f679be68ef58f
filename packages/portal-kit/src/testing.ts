import { expect, it } from 'vitest';
import { matchRoute, portalTextKeys } from './define-portal';
import type { PortalDefinition, TextKey } from './types';

const ARABIC = /[\u0600-\u06FF]/;

/** The languages every portal namespace ships in, with identical keys. */
export const PORTAL_TEXT_LANGUAGES = ['en', 'ar', 'fr'] as const;

type Bundle = Record<string, unknown>;

/**
 * The namespace files of every app (`public/locales/{lng}/{ns}.json`), read when the tests are
 * transformed: a remote's own namespace and the shell's `portal` alike.
 */
const LOCALE_FILES = import.meta.glob<Bundle>('../../../apps/*/public/locales/*/*.json', { eager: true, import: 'default' });

const LOCALE_FILE = /\/public\/locales\/([^/]+)\/([^/]+)\.json$/;

function namespaceBundle(namespace: string, language: string): Bundle | undefined {
  for (const [path, bundle] of Object.entries(LOCALE_FILES)) {
    const match = LOCALE_FILE.exec(path);
    if (match?.[1] === language && match[2] === namespace) return bundle;
  }
  return undefined;
}

function flatKeys(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, child]) => (child && typeof child === 'object' ? flatKeys(child as Bundle, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

function valueAt(bundle: Bundle | undefined, key: TextKey): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Bundle)[part] : undefined), bundle);
}

/** A text of a portal definition as its namespace file has it in `language` (undefined if missing). */
export function portalText(portal: Pick<PortalDefinition, 'id'>, key: TextKey | undefined, language: string = 'en'): string | undefined {
  if (key === undefined) return undefined;
  const value = valueAt(namespaceBundle(portal.id, language), key);
  return typeof value === 'string' ? value : undefined;
}

export interface SpecRoute {
  path: string;
  auth: boolean;
  roles?: string[];
}

/**
 * Every key the definition names has a text in its namespace's English file, and the Arabic and
 * French files hold exactly the English file's keys, none empty.
 */
export function itHasItsTexts(portal: PortalDefinition): void {
  it(`names only texts the ${portal.id} namespace has, in ${PORTAL_TEXT_LANGUAGES.join(', ')}`, () => {
    const english = namespaceBundle(portal.id, 'en');
    expect(english, `en/${portal.id}.json`).toBeDefined();
    const missing = portalTextKeys(portal).filter((key) => !portalText(portal, key, 'en')?.trim());
    expect(missing, `keys without English text in ${portal.id}`).toEqual([]);
    const englishKeys = flatKeys(english ?? {}).sort();
    for (const language of PORTAL_TEXT_LANGUAGES) {
      const bundle = namespaceBundle(portal.id, language);
      expect(bundle, `${language}/${portal.id}.json`).toBeDefined();
      expect(flatKeys(bundle ?? {}).sort(), `${language}/${portal.id}.json`).toEqual(englishKeys);
      const empty = englishKeys.filter((key) => !portalText(portal, key, language)?.trim());
      expect(empty, `empty texts in ${language}/${portal.id}.json`).toEqual([]);
    }
  });
}

/**
 * The checks every remote's route table owes the spec: each listed route exists with its auth
 * flag and roles and its title, description and keywords in every language, nothing unlisted is
 * added, every sidebar item lands on a route, and every text the definition names is translated.
 * Call inside the remote's own describe block.
 */
export function itMatchesSpecRouteTable(portal: PortalDefinition, specRoutes: SpecRoute[]): void {
  it.each(specRoutes)('declares $path with auth $auth and translated meta', ({ path, auth, roles = [] }) => {
    const route = portal.routes.find((candidate) => candidate.path === path);
    expect(route, path).toBeDefined();
    expect(route?.auth).toBe(auth);
    expect(route?.roles).toEqual(roles);
    for (const key of [route?.meta.title, route?.meta.description, route?.meta.keywords]) {
      for (const language of PORTAL_TEXT_LANGUAGES) expect(portalText(portal, key, language)?.trim(), `${language} ${key}`).toBeTruthy();
      expect(portalText(portal, key, 'ar'), `ar ${key}`).toMatch(ARABIC);
    }
  });

  it('declares no route beyond the spec list', () => {
    expect(portal.routes.map((route) => route.path).sort()).toEqual(specRoutes.map((route) => route.path).sort());
    expect(portal.landingPath).toBe('/');
  });

  it('points every sidebar item at a route', () => {
    const items = portal.sidebar.flatMap((group) => group.items).filter((item) => !item.absolute);
    for (const item of items) expect(matchRoute(portal.routes, item.to), item.to).toBeDefined();
  });

  itHasItsTexts(portal);
}
