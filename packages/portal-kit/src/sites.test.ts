import { describe, expect, it } from 'vitest';
import {
  PORTAL_SWITCH_REDIRECTS,
  isRemoteSite,
  sameSitePath,
  joinPath,
  loginRedirect,
  organizationTypeLabel,
  portalPathForOrganizationType,
  resolveSite,
} from './sites';

describe('resolveSite by path prefix on localhost (spec 001 §2.1)', () => {
  it.each([
    ['/fikrspace/office/users', 'office', '/fikrspace/office'],
    ['/fikrspace/investor', 'investor', '/fikrspace/investor'],
    ['/fikrspace/affiliate/dashboard', 'affiliates', '/fikrspace/affiliate'],
    ['/fikrspace/affiliates/dashboard', 'affiliates', '/fikrspace/affiliates'],
    ['/fikrspace/feedback/', 'feedback', '/fikrspace/feedback'],
    ['/fikrspace/portal/os', 'portal', '/fikrspace/portal'],
    ['/fikrspace/accelerator/cohorts', 'accelerator', '/fikrspace/accelerator'],
    ['/fikrspace/mentor/mentees', 'mentor', '/fikrspace/mentor'],
    ['/fikrspace/startup/team', 'startup', '/fikrspace/startup'],
    ['/fikrspace/gov/dashboard', 'government', '/fikrspace/gov'],
    ['/fikrspace/fikrmarketplace', 'site', '/fikrspace'],
    ['/fikrspace', 'site', '/fikrspace'],
    ['/about', 'site', ''],
    ['/', 'site', ''],
    ['/fikrspace/investors-club', 'site', '/fikrspace'],
    ['/fikrspacex', 'site', ''],
  ])('%s is served by %s under %s', (path, site, prefix) => {
    expect(resolveSite(path, 'localhost')).toEqual({ site, prefix });
  });

  it('lets a mapped host name choose the site, mounted at the root', () => {
    expect(resolveSite('/dashboard', 'investor.localhost', { 'investor.localhost': 'investor' })).toEqual({ site: 'investor', prefix: '' });
    expect(resolveSite('/fikrspace/mentor', 'other.localhost', { 'investor.localhost': 'investor' })).toEqual({ site: 'mentor', prefix: '/fikrspace/mentor' });
  });
});

describe('remote sites', () => {
  it.each([
    ['site', true],
    ['investor', true],
    ['office', true],
    ['portal', false],
    ['unknown', false],
  ])('%s is served by a remote: %s', (site, expected) => {
    expect(isRemoteSite(site)).toBe(expected);
  });
});

describe('paths', () => {
  it.each([
    ['/fikrspace/investor', '/', '/fikrspace/investor/'],
    ['/fikrspace/investor', '/portfolio', '/fikrspace/investor/portfolio'],
    ['', '/portfolio', '/portfolio'],
    ['', '/', '/'],
  ])('joinPath(%s, %s) is %s', (prefix, path, expected) => {
    expect(joinPath(prefix, path)).toBe(expected);
  });

  it('sends an unauthorised visitor to /fikrspace/login on localhost and /login on a host, with the requested path', () => {
    expect(loginRedirect('/fikrspace/investor', '/fikrspace/investor/portfolio')).toBe('/fikrspace/login?redirect=%2Ffikrspace%2Finvestor%2Fportfolio');
    expect(loginRedirect('', '/portfolio?tab=2')).toBe('/login?redirect=%2Fportfolio%3Ftab%3D2');
  });
});

describe('portal switching (spec 001 §2.11)', () => {
  it.each([
    ['startup', '/fikrspace/portal/startup', 'Startup'],
    ['mentor', '/fikrspace/partners/mentor', 'Mentor'],
    ['accelerator', '/fikrspace/partners/accelerator', 'Accelerator'],
    ['venture_capital', '/fikrspace/partners/vc', 'VC'],
    ['university', '/fikrspace/partners/university', 'University'],
    ['government', '/fikrspace/portal/government', 'Government'],
    ['something-else', '/fikrspace/portal', 'Unknown'],
  ])('%s goes to %s and is labelled %s', (type, path, label) => {
    expect(portalPathForOrganizationType(type)).toBe(path);
    expect(organizationTypeLabel(type)).toBe(label);
  });

  it('lands every switch target on a page of the right portal', () => {
    expect(PORTAL_SWITCH_REDIRECTS).toEqual({
      '/fikrspace/partners/mentor': '/fikrspace/mentor/dashboard',
      '/fikrspace/partners/accelerator': '/fikrspace/accelerator/dashboard',
      '/fikrspace/partners/vc': '/fikrspace/investor/dashboard',
      '/fikrspace/partners/university': '/fikrspace/portal/university',
      '/fikrspace/portal/startup': '/fikrspace/startup/dashboard',
      '/fikrspace/portal/government': '/fikrspace/gov/dashboard',
    });
  });
});

describe('same-site paths', () => {
  it.each([
    ['/fikrspace/investor/deals', '/fikrspace/investor/deals'],
    ['/portfolio?tab=open#top', '/portfolio?tab=open#top'],
    ['https://evil.example/', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['deals', null],
    ['', null],
    ['/a\nb', null],
    [null, null],
  ])('%j -> %j', (candidate, expected) => {
    expect(sameSitePath(candidate)).toBe(expected);
  });
});
