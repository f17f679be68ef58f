// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState, resetToasts } from '@fikrspace/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import portal from '../../../portal';

/**
 * The startup portal's company profile through its route and the fake client: the companies
 * context's real fetchers, hooks, form rules and texts run, and the page shows what the database
 * gives it. Who may read and write which profile is the database's (supabase/tests/companies);
 * here the matrix role only decides between the form and the read-only view.
 */

const PREFIX = '/fikrspace/startup';
const PROFILE = `${PREFIX}/profile`;
const LOGO = `http://127.0.0.1:54321/storage/v1/object/public/organization-logos/${ORG.fikrLabs}/logo-k3y.png`;

const SEEDED: FakeRow<'startup_profiles'> = {
  organization_id: ORG.fikrLabs,
  legal_name: 'Fikr Labs FZ-LLC',
  display_name: 'Fikr Labs',
  tagline: 'Cap tables, metrics and investor updates for MENA founders.',
  description: 'Fikr Labs builds the tools a young company runs on.',
  sector: 'enterprise_saas',
  sub_sector: 'Startup operations',
  stage: 'seed',
  business_model: 'saas',
  country_code: 'AE',
  city: 'Dubai',
  founded_on: '2023-03-14',
  website: 'https://fikrlabs.example',
  linkedin_url: null,
  x_url: null,
  team_size: 14,
  is_listed: true,
  updated_at: '2026-11-20T10:00:00Z',
};

/** The database the page reads; the member's matrix role decides whether they may edit. */
function database(matrixRole: string, profiles: FakeRow<'startup_profiles'>[] = [SEEDED], answer?: FakeDbOptions['answer']) {
  const member = userWithRole(matrixRole);
  appStore.getState().setUser(member);
  const fake = createFakeDb({
    answer,
    tables: {
      startup_profiles: profiles,
      organizations: [{ id: ORG.fikrLabs, logo_url: LOGO }],
      organisation_roles: [{ user_id: member.id, organization_id: ORG.fikrLabs, role: matrixRole, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      // No product in the catalogue: the product gate lets the page through (it has tests of its own).
      fikr_products: [],
    },
  });
  setDb(fake.db);
  return fake;
}

const form = () => screen.findByTestId('company-profile-form');
const card = () => screen.findByTestId('public-card');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setOrganization({ id: ORG.fikrLabs, name: 'Fikr Labs', logoUrl: LOGO, organizationType: 'startup' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
  resetToasts();
  setDb(null);
  setQueryClient(null);
});

describe('the startup portal’s company profile', () => {
  it('shows the saved profile in the form, beside its directory card as investors see it', async () => {
    const fake = database('user');
    renderPortalAt(portal, PREFIX, PROFILE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeDefined();
    await form();
    expect(field('Tagline').value).toBe(SEEDED.tagline);
    expect(field('Founded on').value).toBe('2023-03-14');

    const shown = within(await card());
    expect(shown.getByRole('heading', { name: 'Fikr Labs' })).toBeDefined();
    expect(shown.getByRole('img', { name: 'The logo of Fikr Labs' }).getAttribute('src')).toBe(LOGO);
    expect(shown.getByText(SEEDED.tagline!)).toBeDefined();
    expect(shown.getByText('Enterprise software')).toBeDefined();
    expect(shown.getByText('Seed')).toBeDefined();
    expect(shown.getByTestId('card-location').textContent).toBe('Dubai, United Arab Emirates');
    expect(shown.getByTestId('card-founded').textContent).toBe('2023');
    expect(shown.getByTestId('card-team-size').textContent).toBe('14');
    expect(shown.getByRole('link', { name: 'fikrlabs.example' }).getAttribute('href')).toBe('https://fikrlabs.example');
    expect(screen.getByTestId('listing-status').textContent).toBe('Listed in the directory');
    // The logo is changed beside the form, by the files context's editor.
    expect(screen.getByTestId('organization-logos-editor')).toBeDefined();
    // One row, the organization's own, read with a signal the page can cancel.
    const read = fake.calls.find((call) => call.table === 'startup_profiles' && call.method === 'select');
    expect(read?.eq).toMatchObject({ organization_id: ORG.fikrLabs });
    expect(read?.signal).toBeInstanceOf(AbortSignal);
  });

  it('says why beside the fields when the website is not one and the tagline is too long, sends nothing and keeps what was typed', async () => {
    const fake = database('user');
    renderPortalAt(portal, PREFIX, PROFILE);
    await form();
    const longTagline = 'A'.repeat(141);
    fireEvent.change(field('Tagline'), { target: { value: longTagline } });
    fireEvent.change(field('Website'), { target: { value: 'not a website' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Keep the tagline to 140 characters or fewer.')).toBeDefined();
    expect(screen.getByText('Enter a web address such as https://example.com.')).toBeDefined();
    expect(field('Tagline').getAttribute('aria-invalid')).toBe('true');
    expect(field('Tagline').value).toBe(longTagline);
    expect(field('Website').value).toBe('not a website');
    expect(fake.calls.filter((call) => call.method === 'upsert')).toEqual([]);
  });

  it('saves the whole profile in one upsert, then shows what the database kept', async () => {
    const fake = database('user');
    renderPortalAt(portal, PREFIX, PROFILE);
    await form();
    fireEvent.change(field('Tagline'), { target: { value: '  The operating system for MENA founders.  ' } });
    fireEvent.change(field('Team size'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['The profile was saved.']));
    const upsert = fake.calls.find((call) => call.method === 'upsert');
    expect(upsert?.onConflict).toBe('organization_id');
    expect(upsert?.values).toEqual({
      organization_id: ORG.fikrLabs,
      display_name: 'Fikr Labs',
      legal_name: 'Fikr Labs FZ-LLC',
      tagline: 'The operating system for MENA founders.',
      description: SEEDED.description,
      sector: 'enterprise_saas',
      sub_sector: 'Startup operations',
      stage: 'seed',
      business_model: 'saas',
      country_code: 'AE',
      city: 'Dubai',
      founded_on: '2023-03-14',
      team_size: 15,
      website: 'https://fikrlabs.example',
      linkedin_url: null,
      x_url: null,
      is_listed: true,
    });
    await waitFor(() => expect(within(screen.getByTestId('public-card')).getByTestId('card-tagline').textContent).toBe('The operating system for MENA founders.'));
    expect(within(screen.getByTestId('public-card')).getByTestId('card-team-size').textContent).toBe('15');
  });

  it('keeps what was typed and says so when the save fails', async () => {
    const fake = database('user');
    renderPortalAt(portal, PREFIX, PROFILE);
    await form();
    fake.failNext('startup_profiles', { code: '', message: 'TypeError: fetch failed', details: null, hint: null });
    fireEvent.change(field('City'), { target: { value: 'Abu Dhabi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect((await within(await form()).findByRole('alert')).textContent).toBe('The profile could not be saved. Nothing you typed was lost; please try again.');
    expect(field('City').value).toBe('Abu Dhabi');
    // The card still shows what the database has.
    expect(within(await card()).getByTestId('card-location').textContent).toBe('Dubai, United Arab Emirates');
    // Shown beside the form, not repeated as a toast.
    expect(getToastState().toasts).toEqual([]);
  });

  it('shows a member whose role may not edit the organization the profile, read-only', async () => {
    database('viewer');
    renderPortalAt(portal, PREFIX, PROFILE);
    expect((await screen.findByTestId('read-only-note')).textContent).toBe('Only members allowed to edit the organization can change this profile.');
    expect(within(await screen.findByTestId('profile-details')).getByText(SEEDED.description!)).toBeDefined();
    expect(within(await card()).getByText(SEEDED.tagline!)).toBeDefined();
    expect(screen.queryByTestId('company-profile-form')).toBeNull();
    expect(screen.queryByTestId('organization-logos-editor')).toBeNull();
  });

  it('offers the form from an empty state to a startup without a profile, starting from its name', async () => {
    database('user', []);
    renderPortalAt(portal, PREFIX, PROFILE);
    expect(await screen.findByText('No company profile yet')).toBeDefined();
    await form();
    expect(field('Name shown on the card').value).toBe('Fikr Labs');
    expect(field('Tagline').value).toBe('');
    expect(screen.queryByTestId('public-card')).toBeNull();
  });

  it('shows a failed read with a way to try again, which then shows the profile', async () => {
    // Every read fails until the network is back: the route's prefetch and the page's own read alike.
    let offline = true;
    database('user', [SEEDED], (request) => (offline && request.table === 'startup_profiles' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined));
    renderPortalAt(portal, PREFIX, PROFILE);
    const again = await screen.findByRole('button', { name: /try again/i });
    expect(screen.queryByTestId('company-profile-form')).toBeNull();
    offline = false;
    fireEvent.click(again);
    expect(within(await card()).getByText(SEEDED.tagline!)).toBeDefined();
  });
});
