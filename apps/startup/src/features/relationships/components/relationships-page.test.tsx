// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FL, PREFIX, offlineWhile, registerPageFrame } from '../../../lib/testing/page-frame';
import portal from '../../../portal';

/**
 * The startup portal's programme, investor and mentorship pages through their routes and the fake
 * client: each is the network context's page narrowed to its kinds, under its own heading. The
 * network's own behaviour (forms, contacts, removal) is tested with the network page.
 */

const relationship = (id: string, extra: Partial<FakeRow<'network_relationships'>>): FakeRow<'network_relationships'> => ({
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
  contacts: [],
  ...extra,
});

/** Fikr Labs' network as the seed has it, in part: one or more of each kind the pages show. */
const SEEDED = [
  relationship('r-launchpad', { related_organization_id: ORG.launchpad, kind: 'accelerator', notes: 'Cohort 7 of the Launchpad programme.' }),
  relationship('r-oasis', { related_organization_id: ORG.oasisVentures, kind: 'investor', notes: 'Led the seed round.' }),
  relationship('r-dfa', { related_name: 'Dubai Future Accelerators', kind: 'program' }),
  relationship('r-google', { related_name: 'Google for Startups Accelerator: MENA', kind: 'program', status: 'prospect' }),
  relationship('r-svc', { related_name: 'Saudi Venture Capital', kind: 'investor', status: 'prospect' }),
  relationship('r-mentors', { related_organization_id: ORG.mentorCircle, kind: 'mentor' }),
  relationship('r-maf', { related_name: 'Majid Al Futtaim', kind: 'customer' }),
];

const ORGANIZATIONS = [
  { id: ORG.launchpad, name: 'Launchpad Accelerator', organization_type: 'accelerator' },
  { id: ORG.oasisVentures, name: 'Oasis Ventures', organization_type: 'venture_capital' },
  { id: ORG.mentorCircle, name: 'Mentor Circle', organization_type: 'mentor' },
];

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
      fikr_products: [],
    },
    rpc: {
      network_counterparts: () => ORGANIZATIONS.filter((organization) => relationships.some((one) => one.related_organization_id === organization.id)),
      network_counterpart_candidates: () => [],
    },
  });
  setDb(fake.db);
  return fake;
}

const names = async () => (await screen.findAllByTestId('relationship-card')).map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

registerPageFrame();

describe('the startup portal’s pages shown from its network', () => {
  it('shows the program page’s accelerators and programs only, with a kind filter of those two, and adds one of them', async () => {
    database('user');
    renderPortalAt(portal, PREFIX, `${PREFIX}/program`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your accelerators and programs' })).toBeDefined();
    expect(screen.getByText(/curriculum, sessions and deliverables will be here/)).toBeDefined();
    await waitFor(async () => expect(await names()).toEqual(['Dubai Future Accelerators', 'Launchpad Accelerator', 'Google for Startups Accelerator: MENA']));
    expect(screen.getByTestId('network-count').textContent).toBe('Showing 3 of 3');
    expect(optionsOf(screen.getByLabelText('Kind'))).toEqual(['All kinds', 'Accelerator', 'Programme']);

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'program' } });
    expect(await names()).toEqual(['Dubai Future Accelerators', 'Google for Startups Accelerator: MENA']);
    expect(screen.getByTestId('network-count').textContent).toBe('Showing 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Add a relationship' }));
    const form = within(await screen.findByTestId('relationship-form'));
    const kind = form.getByLabelText('Kind') as HTMLSelectElement;
    // A new tie starts as the page's first kind, and the keyboard lands on it.
    expect(kind.value).toBe('accelerator');
    expect(document.activeElement).toBe(kind);
    expect(optionsOf(kind)).toEqual(['Accelerator', 'Programme']);
  });

  it('gives every programme page its own heading over the same part of the network', async () => {
    database('user');
    renderPortalAt(portal, PREFIX, `${PREFIX}/demo-day`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your accelerators before demo day' })).toBeDefined();
    expect(await names()).toHaveLength(3);
    // The route keeps its own title.
    await waitFor(() => expect(document.title).toMatch(/^Demo Day \|/));
  });

  it('shows the investors one is in touch with, without a kind filter, and the way to share the deck and the figures', async () => {
    database('viewer');
    renderPortalAt(portal, PREFIX, `${PREFIX}/investors`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Investors you are in touch with' })).toBeDefined();
    await waitFor(async () => expect(await names()).toEqual(['Oasis Ventures', 'Saudi Venture Capital']));
    expect(screen.queryByLabelText('Kind')).toBeNull();
    expect(screen.getByTestId('network-count').textContent).toBe('Showing 2 of 2');
    const next = within(screen.getByRole('navigation', { name: 'Next steps with investors' }));
    expect(next.getByRole('link', { name: 'Share your pitch deck' }).getAttribute('href')).toBe(`${PREFIX}/pitch-deck`);
    expect(next.getByRole('link', { name: 'Give investors access to your figures' }).getAttribute('href')).toBe(`${PREFIX}/metrics`);
  });

  it('shows the mentors’ empty state when the network has none, and offers to add the first', async () => {
    database(
      'user',
      SEEDED.filter((one) => one.kind !== 'mentor'),
    );
    renderPortalAt(portal, PREFIX, `${PREFIX}/mentors`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentors you work with' })).toBeDefined();
    expect(await screen.findByText('No mentor yet')).toBeDefined();
    expect(screen.queryAllByTestId('relationship-card')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add a relationship' }));
    expect(((await screen.findByLabelText('Kind')) as HTMLSelectElement).value).toBe('mentor');
  });

  it('shows the mentorship page’s seeded mentor, after the loading state', async () => {
    const fake = database('user');
    const release = fake.hold('network_relationships');
    renderPortalAt(portal, PREFIX, `${PREFIX}/mentorship`);
    expect(await screen.findByTestId('loading-screen')).toBeDefined();
    release();
    expect(await names()).toEqual(['Mentor Circle']);
  });

  it('shows a failed read with a way to try again', async () => {
    let offline = true;
    database('user', SEEDED, offlineWhile('network_relationships', () => offline));
    renderPortalAt(portal, PREFIX, `${PREFIX}/cohort`);
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await names()).toHaveLength(3);
  });

  it('reads right to left in Arabic', async () => {
    database('viewer');
    await i18n.changeLanguage('ar');
    renderPortalAt(portal, PREFIX, `${PREFIX}/investors`);
    expect(await screen.findByRole('heading', { level: 1, name: 'المستثمرون الذين تتواصل معهم' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'شارك عرضك التقديمي' })).toBeDefined();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
