import { describe, expect, it } from 'vitest';
import { belowPortalPrefix, detectProduct } from './detect-product';
import type { Product } from './product';

/** The seeded catalogue (supabase/seeds/00_platform.sql). */
const SEEDED: Array<[key: string, slug: string]> = [
  ['os', 'fikr-os'],
  ['hub', 'fikr-hub'],
  ['cap', 'fikr-cap'],
  ['pitch', 'fikr-pitch'],
  ['score', 'fikr-score'],
  ['marketplace', 'fikr-marketplace'],
  ['money', 'fikr-money'],
  ['people', 'fikr-people'],
  ['lab', 'fikr-lab'],
  ['gov', 'fikr-gov'],
];

const PRODUCTS: Product[] = [
  ...SEEDED.map(([key, slug], index) => ({
    id: `id-${key}`,
    productKey: key,
    name: key,
    productSlug: slug,
    description: null,
    isActive: true,
    displayOrder: index + 1,
    developmentUrl: `/fikrspace/portal/${key}`,
    productionUrl: `https://${key}.fikrspace.com`,
    requiredRoles: [],
  })),
  {
    id: 'id-qevhub',
    productKey: 'qevhub',
    name: 'QevHub',
    productSlug: 'qevhub',
    description: null,
    isActive: true,
    displayOrder: 11,
    developmentUrl: '/fikrspace/portal',
    productionUrl: 'https://qevhub.fikrspace.com',
    requiredRoles: [],
  },
  {
    id: 'id-docs',
    productKey: 'docs',
    name: 'Docs',
    productSlug: 'docs',
    description: null,
    isActive: true,
    displayOrder: 12,
    developmentUrl: null,
    productionUrl: 'https://fikrspace.com/docs',
    requiredRoles: [],
  },
];

// [pathname, hostname, expected product key or null for Unknown]
const CASES: Array<[string, string, string | null]> = [
  // The portal prefix: development_url, longest match first.
  ['/fikrspace/portal', 'localhost', 'qevhub'],
  ['/fikrspace/portal/', 'localhost', 'qevhub'],
  ['/fikrspace/portal/welcome', 'localhost', 'qevhub'],
  ['/fikrspace/portal/os', 'localhost', 'os'],
  ['/fikrspace/portal/os/objectives/42', 'localhost', 'os'],
  ['/fikrspace/portal/hub', 'localhost', 'hub'],
  ['/fikrspace/portal/cap', 'localhost', 'cap'],
  ['/fikrspace/portal/cap/', 'localhost', 'cap'],
  ['/fikrspace/portal/CAP/stakeholders', 'localhost', 'cap'],
  ['/fikrspace/portal/pitch/events', 'localhost', 'pitch'],
  ['/fikrspace/portal/score', 'localhost', 'score'],
  ['/fikrspace/portal/marketplace/orders', 'localhost', 'marketplace'],
  ['/fikrspace/portal/money', 'localhost', 'money'],
  ['/fikrspace/portal/people', 'localhost', 'people'],
  ['/fikrspace/portal/lab', 'localhost', 'lab'],
  ['/fikrspace/portal/gov', 'localhost', 'gov'],
  ['/fikrspace/portal/capital', 'localhost', 'qevhub'],
  ['/fikrspace/portal/cap?tab=rounds', 'localhost', 'cap'],
  // /portal not under /hub or /os is the portal prefix too.
  ['/portal', 'app.fikrspace.com', 'qevhub'],
  ['/portal/cap', 'app.fikrspace.com', 'cap'],
  ['/portal/os/epics', 'app.fikrspace.com', 'os'],
  // ... but a page called portal inside Fikr Hub or Fikr OS is not.
  ['/hub/portal', 'localhost', null],
  ['/os/portal/settings', 'localhost', null],
  ['/hub/portal', 'hub.fikrspace.com', 'hub'],
  // Elsewhere: the production URL of the host ...
  ['/', 'cap.fikrspace.com', 'cap'],
  ['/stakeholders', 'cap.fikrspace.com', 'cap'],
  ['/dashboard', 'os.fikrspace.com', 'os'],
  ['/', 'QEVHUB.fikrspace.com', 'qevhub'],
  ['/docs/getting-started', 'fikrspace.com', 'docs'],
  ['/documents', 'fikrspace.com', null],
  // ... or a path segment equal to the product slug.
  ['/fikr-cap', 'localhost', 'cap'],
  ['/fikrspace/fikr-score/results', 'localhost', 'score'],
  ['/fikrspace/accelerator/fikr-score', 'localhost', 'score'],
  ['/fikrspace/mentor/fikr-score/send', 'localhost', 'score'],
  ['/fikrspace/startup/fikr-pitch', 'localhost', 'pitch'],
  ['/blog/fikr-money', 'localhost', 'money'],
  // Nothing matched: Unknown.
  ['/', 'localhost', null],
  ['/about', 'localhost', null],
  ['/fikrscore', 'localhost', null],
  ['/fikrspace/investor/dashboard', 'localhost', null],
  ['/fikrspace/office/users', 'localhost', null],
  ['/fikr-capital', 'localhost', null],
  ['/fikrspace/startup/dashboard', 'investor.fikrspace.com', null],
  ['', 'localhost', null],
];

describe('current product detection (spec 001 §2.12)', () => {
  it(`covers ${CASES.length} paths`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)('%s on %s is %s', (pathname, hostname, expected) => {
    expect(detectProduct({ pathname, hostname }, PRODUCTS)?.productKey ?? null).toBe(expected);
  });

  it('is Unknown with an empty catalogue', () => {
    expect(detectProduct({ pathname: '/fikrspace/portal/cap', hostname: 'localhost' }, [])).toBeNull();
  });

  it.each([
    ['/fikrspace/portal/cap/x', ['cap', 'x']],
    ['/fikrspace/portal', []],
    ['/portal/os', ['os']],
    ['/hub/portal/x', null],
    ['/fikrspace/investor', null],
  ] as const)('reads %s below the portal prefix as %j', (pathname, expected) => {
    expect(belowPortalPrefix(pathname)).toEqual(expected);
  });
});
