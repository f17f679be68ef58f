// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FL, PREFIX, offlineWhile, registerPageFrame } from '../../../lib/testing/page-frame';
import portal from '../../../portal';

/**
 * The startup portal's network through its route and the fake client: the network context's real
 * fetchers, hooks, form rules and texts run, and the page shows what the database gives it. Who
 * may read and write which network is the database's (supabase/tests/network); here the matrix
 * role only decides between the editing controls and a read-only view.
 */

const NETWORK = `${PREFIX}/network`;

const contact = (id: string, relationship: string, extra: Partial<FakeRow<'network_contacts'>>): FakeRow<'network_contacts'> => ({
  id,
  relationship_id: relationship,
  full_name: 'Someone',
  title: null,
  email: null,
  phone: null,
  linkedin_url: null,
  is_primary: false,
  created_at: '2026-01-01T00:00:00Z',
  ...extra,
});

const relationship = (id: string, extra: Partial<FakeRow<'network_relationships'>>, contacts: FakeRow<'network_contacts'>[] = []): FakeRow<'network_relationships'> => ({
  id,
  organization_id: FL,
  related_organization_id: null,
  related_name: null,
  kind: 'other',
  status: 'active',
  since_on: null,
  notes: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  contacts,
  ...extra,
});

const SEEDED = [
  relationship('r-oasis', { related_organization_id: ORG.oasisVentures, kind: 'investor', since_on: '2026-05-12', notes: 'Led the seed round.' }, [
    contact('c-nadia', 'r-oasis', { full_name: 'Nadia Farouk', title: 'Associate', email: 'nadia@oasis.example', created_at: '2026-02-01T00:00:00Z' }),
    contact('c-khalid', 'r-oasis', { full_name: 'Khalid Al-Mansouri', title: 'Partner', phone: '+971 2 555 0142', linkedin_url: 'https://www.linkedin.com/in/khalid', is_primary: true }),
  ]),
  relationship('r-misk', { related_name: 'Misk Foundation grant', kind: 'grant', status: 'past' }),
  relationship('r-svc', { related_name: 'Saudi Venture Capital', kind: 'investor', status: 'prospect' }),
];

const ORGANIZATIONS = [
  { id: ORG.oasisVentures, name: 'Oasis Ventures', organization_type: 'venture_capital' },
  { id: ORG.launchpad, name: 'Launchpad Accelerator', organization_type: 'accelerator' },
];

/** The database the page reads; the member's matrix role decides whether they may keep the network. */
function database(matrixRole: string, relationships = SEEDED, answer?: FakeDbOptions['answer']) {
  const member = userWithRole(matrixRole);
  appStore.getState().setUser(member);
  const fake = createFakeDb({
    answer,
    tables: {
      network_relationships: relationships,
      network_contacts: [],
      organisation_roles: [{ user_id: member.id, organization_id: FL, role: matrixRole, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      // No product in the catalogue: the product gate lets the page through (it has tests of its own).
      fikr_products: [],
    },
    rpc: {
      network_counterparts: () => ORGANIZATIONS.filter((organization) => relationships.some((one) => one.related_organization_id === organization.id)),
      network_counterpart_candidates: ({ p_search }) => ORGANIZATIONS.filter((organization) => organization.name.toLowerCase().includes((p_search ?? '').toLowerCase())),
    },
  });
  setDb(fake.db);
  return fake;
}

const cards = async () => screen.findAllByTestId('relationship-card');
const card = async (name: string) => (await cards()).find((article) => within(article).queryByRole('heading', { name }))!;

registerPageFrame();

describe('the startup portal’s network', () => {
  it('shows each relationship by its platform organization’s name or its own, active ties first, with contacts to write to and call', async () => {
    const fake = database('user');
    renderPortalAt(portal, PREFIX, NETWORK);
    expect(await screen.findByRole('heading', { level: 1, name: 'Network' })).toBeDefined();
    await waitFor(async () => expect((await cards()).map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual(['Oasis Ventures', 'Saudi Venture Capital', 'Misk Foundation grant']));

    const oasis = within(await card('Oasis Ventures'));
    expect(oasis.getByText('On FikrSpace')).toBeDefined();
    expect(oasis.getByText('Since May 12, 2026')).toBeDefined();
    const [primary, second] = oasis.getAllByTestId('network-contact');
    expect(within(primary!).getByText('Primary contact')).toBeDefined();
    expect(within(primary!).getByRole('link', { name: '+971 2 555 0142' }).getAttribute('href')).toBe('tel:+97125550142');
    const linkedin = within(primary!).getByRole('link', { name: /LinkedIn/ });
    expect([linkedin.getAttribute('target'), linkedin.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(within(second!).getByRole('link', { name: 'nadia@oasis.example' }).getAttribute('href')).toBe('mailto:nadia@oasis.example');

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'investor' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'prospect' } });
    expect((await cards()).map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual(['Saudi Venture Capital']);
    expect(screen.getByTestId('network-count').textContent).toBe('Showing 1 of 3');
    // The organization's own network, read with a signal the page can cancel.
    const read = fake.calls.find((call) => call.table === 'network_relationships' && call.method === 'select');
    expect(read?.eq).toMatchObject({ organization_id: FL });
    expect(read?.signal).toBeInstanceOf(AbortSignal);
  });

  it('shows the loading state until the network arrives', async () => {
    const fake = database('user');
    const release = fake.hold('network_relationships');
    renderPortalAt(portal, PREFIX, NETWORK);
    expect(await screen.findByTestId('loading-screen')).toBeDefined();
    release();
    expect(await cards()).toHaveLength(3);
  });

  it('shows a failed read with a way to try again, which then shows the network', async () => {
    let offline = true;
    database('user', SEEDED, offlineWhile('network_relationships', () => offline));
    renderPortalAt(portal, PREFIX, NETWORK);
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await cards()).toHaveLength(3);
  });

  it('offers a first relationship from the empty state, says why beside the fields, and adds it once it is right', async () => {
    // The database gives a new relationship its id and times: played here, row and all.
    const added: FakeRow<'network_relationships'>[] = [];
    const fake = database('user', [], (call) => {
      if (call.table !== 'network_relationships') return undefined;
      if (call.method === 'select') return { data: [...added] };
      added.push(relationship('r-new', call.values as Partial<FakeRow<'network_relationships'>>));
      return { data: added[0] };
    });
    renderPortalAt(portal, PREFIX, NETWORK);
    expect(await screen.findByText('No relationships yet')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add a relationship' }));
    const form = within(await screen.findByTestId('relationship-form'));
    fireEvent.click(form.getByLabelText('Another organization'));
    fireEvent.change(form.getByLabelText('Since'), { target: { value: '2999-01-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Save relationship' }));

    expect(await form.findByText('Choose one of the options.')).toBeDefined();
    expect(form.getByText('Enter the organization’s name, up to 200 characters.')).toBeDefined();
    expect(form.getByText('Enter a date between 1900 and today.')).toBeDefined();
    expect(form.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.filter((call) => call.method === 'insert')).toEqual([]);

    fireEvent.change(form.getByLabelText('Kind'), { target: { value: 'grant' } });
    fireEvent.change(form.getByLabelText('Status'), { target: { value: 'prospect' } });
    fireEvent.change(form.getByLabelText('Name'), { target: { value: '  Qatar Development Bank ' } });
    fireEvent.change(form.getByLabelText('Since'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Save relationship' }));

    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['The relationship was added.']));
    expect(fake.calls.find((call) => call.method === 'insert')?.values).toEqual({
      organization_id: FL,
      related_organization_id: null,
      related_name: 'Qatar Development Bank',
      kind: 'grant',
      status: 'prospect',
      since_on: null,
      notes: null,
    });
    expect(within(await card('Qatar Development Bank')).getByText('Prospect')).toBeDefined();
  });

  it('checks a contact before sending it, and removes a relationship only once asked', async () => {
    const fake = database('admin');
    renderPortalAt(portal, PREFIX, NETWORK);
    const misk = within(await card('Misk Foundation grant'));
    fireEvent.click(misk.getByRole('button', { name: 'Add a contact at Misk Foundation grant' }));
    const form = within(await misk.findByTestId('contact-form'));
    expect((form.getByLabelText('Primary contact') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(form.getByLabelText('Full name'), { target: { value: 'Reem Al-Dosari' } });
    fireEvent.change(form.getByLabelText('E-mail'), { target: { value: 'reem@misk' } });
    fireEvent.change(form.getByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(form.getByRole('button', { name: 'Save contact' }));
    expect(await form.findByText('Enter an e-mail address such as name@example.com.')).toBeDefined();
    expect(form.getByText(/Enter a phone number with digits/)).toBeDefined();
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(misk.getByRole('button', { name: 'Remove the relationship with Misk Foundation grant' }));
    const question = await misk.findByRole('group', { name: 'Remove the relationship with Misk Foundation grant and its contacts?' });
    // Focus waits on the safe answer.
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['The relationship with Misk Foundation grant was removed.']));
    expect(fake.calls.filter((call) => call.method === 'insert')).toEqual([]);
    expect(fake.calls.find((call) => call.method === 'delete')?.eq).toMatchObject({ id: 'r-misk', organization_id: FL });
    await waitFor(async () => expect(await cards()).toHaveLength(2));
  });

  it('shows a member whose role may not edit the organization the network, read-only', async () => {
    database('viewer');
    renderPortalAt(portal, PREFIX, NETWORK);
    expect((await screen.findByTestId('read-only-note')).textContent).toBe('Only members allowed to edit the organization can change the network.');
    expect(await cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add a relationship' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Remove|Add a contact)/ })).toBeNull();
  });
});
