// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { ACCOUNTS } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FL, PREFIX, offlineWhile, registerPageFrame } from '../../../lib/testing/page-frame';
import portal from '../../../portal';

/**
 * The investment-readiness checklist through its route and the fake client: every context's real
 * fetcher and hook reads its table, and the page decides each item. The clock is fixed on
 * 15 November 2026 (Date only): the last six ended months are May to October, the last quarter
 * July to September.
 */

const SCORECARD = `${PREFIX}/scorecard`;
const MEMBER = { ...userWithRole('owner'), id: ACCOUNTS.startup.id, email: ACCOUNTS.startup.email };
const YUSUF = ACCOUNTS.user;
const LOGO = 'http://127.0.0.1:54321/storage/v1/object/public/logos/fikr-labs.png';
const STAMP = '2026-01-01T00:00:00Z';

const PROFILE: FakeRow<'startup_profiles'> = {
  organization_id: FL,
  legal_name: 'Fikr Labs FZ-LLC',
  display_name: 'Fikr Labs',
  tagline: 'Cap tables, metrics and investor updates for MENA founders.',
  description: 'Fikr Labs builds the tools a young company runs on.',
  sector: 'enterprise_saas',
  sub_sector: null,
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
  updated_at: STAMP,
};

const period = (month: string, status: 'draft' | 'submitted'): FakeRow<'metric_periods'> => ({ organization_id: FL, period: month, status, submitted_at: status === 'submitted' ? `${month.slice(0, 8)}28T10:00:00Z` : null });
const version = (id: string, title: string, isCurrent: boolean): FakeRow<'pitch_deck_versions'> => ({ id, organization_id: FL, object_path: `${FL}/${id}.pdf`, title, file_size: 1_000_000, uploaded_by: MEMBER.id, is_current: isCurrent, created_at: STAMP });
const paper = (id: string, category: FakeRow<'data_room_documents'>['category'], expiresAt: string | null): FakeRow<'data_room_documents'> => ({
  id,
  organization_id: FL,
  folder_id: 'f-legal',
  object_path: `${FL}/legal/${id}.pdf`,
  name: `${id}.pdf`,
  category,
  file_size: 1000,
  content_type: 'application/pdf',
  expires_at: expiresAt,
  uploaded_by: null,
  created_at: STAMP,
  folder: { id: 'f-legal', name: 'Legal', shared_with_grantees: false },
});
const member = ({ id, email }: { id: string; email: string }, first: string): FakeRow<'organization_members'> => ({
  user_id: id,
  organization_id: FL,
  created_at: STAMP,
  user: { id, email, first_name: first, last_name: 'Example', avatar_url: null, is_active: true, enterprise_role: { name: 'user', display_name: 'User' } },
});
const teamProfile = (userId: string, title: string | null): FakeRow<'team_member_profiles'> => ({ organization_id: FL, user_id: userId, title, equity_role: null, joined_on: null, linkedin_url: null, bio: null, display_order: 0, updated_at: STAMP });
const milestone = (id: string, status: FakeRow<'milestones'>['status'], targetOn: string): FakeRow<'milestones'> => ({
  id,
  organization_id: FL,
  title: id,
  description: null,
  category: 'product',
  status,
  target_on: targetOn,
  completed_on: null,
  owner_user_id: null,
  created_at: STAMP,
  updated_at: STAMP,
});

type Tables = Pick<NonNullable<FakeDbOptions['tables']>, 'startup_profiles' | 'metric_periods' | 'pitch_deck_versions' | 'data_room_documents' | 'organization_members' | 'team_member_profiles' | 'milestones'>;

/**
 * Four of six ready: the profile, the deck, the legal papers and the team are; four months of six
 * are submitted and one milestone of last quarter's three is done.
 */
const FOUR_READY: Tables = {
  startup_profiles: [PROFILE],
  metric_periods: [period('2026-10-01', 'draft'), period('2026-09-01', 'submitted'), period('2026-08-01', 'submitted'), period('2026-07-01', 'submitted'), period('2026-05-01', 'submitted'), period('2026-03-01', 'submitted')],
  pitch_deck_versions: [version('v2', 'Seed deck, updated', true), version('v1', 'Seed deck', false)],
  data_room_documents: [paper('incorporation', 'incorporation', null), paper('ip-assignment', 'intellectual_property', '2027-06-30'), paper('pitch-notes', 'other', '2026-01-01')],
  organization_members: [member(MEMBER, 'Sara'), member(YUSUF, 'Yusuf')],
  team_member_profiles: [teamProfile(MEMBER.id, 'Co-founder & CEO'), teamProfile(YUSUF.id, 'Head of Engineering')],
  milestones: [milestone('launch', 'done', '2026-08-15'), milestone('hire', 'in_progress', '2026-09-01'), milestone('pilot', 'at_risk', '2026-07-20'), milestone('dropped', 'dropped', '2026-07-10'), milestone('next', 'planned', '2026-12-01')],
};

/** A company that has kept nothing yet, but its members. */
const NOTHING_YET: Tables = {
  startup_profiles: [],
  metric_periods: [],
  pitch_deck_versions: [],
  data_room_documents: [],
  organization_members: [member(MEMBER, 'Sara')],
  team_member_profiles: [],
  milestones: [],
};

function database(tables: Tables, { logoUrl = LOGO, answer }: { logoUrl?: string | null; answer?: FakeDbOptions['answer'] } = {}): FakeDb {
  appStore.getState().setUser(MEMBER);
  appStore.getState().setOrganization({ id: FL, name: 'Fikr Labs', logoUrl, organizationType: 'startup' });
  const fake = createFakeDb({
    answer,
    tables: {
      ...tables,
      organisation_roles: [{ user_id: MEMBER.id, organization_id: FL, role: 'owner', is_active: true, created_at: STAMP }],
      user_permissions: [],
      fikr_products: [],
    },
  });
  setDb(fake.db);
  return fake;
}

const item = (id: string) => within(screen.getByTestId(`readiness-${id}`));
const stateOf = (id: string) => item(id).getByTestId('readiness-state').textContent;

registerPageFrame();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the startup portal’s investment-readiness checklist', () => {
  it('counts what is ready, says why each item matters and what was found, and links to the page that fixes it', async () => {
    database(FOUR_READY);
    renderPortalAt(portal, PREFIX, SCORECARD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment readiness checklist' })).toBeDefined();
    expect(screen.getByText(/not your Fikr Score/)).toBeDefined();
    expect((await screen.findByTestId('readiness-count')).textContent).toBe('4 of 6 ready');

    const list = screen.getByRole('list', { name: 'Readiness checks' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Company profile complete',
      'Metrics reported',
      'A current pitch deck',
      'Legal papers in order',
      'Team with titles',
      'Roadmap on track',
    ]);
    expect(['profile', 'metrics', 'pitchDeck', 'legal', 'team', 'roadmap'].map(stateOf)).toEqual(['✓ Done', '○ To do', '✓ Done', '✓ Done', '✓ Done', '○ To do']);

    expect(item('profile').getByText('Tagline, description, sector, stage, website and logo are all filled in.')).toBeDefined();
    expect(item('metrics').getByText('Months submitted among the last 6 ended: 4.')).toBeDefined();
    expect(item('metrics').getByText(/traction/)).toBeDefined();
    expect(item('pitchDeck').getByText('Current version: Seed deck, updated')).toBeDefined();
    // The pitch notes are not a legal paper, and their lapse does not count.
    expect(item('legal').getByText('Legal papers in the data room: 2, none expired.')).toBeDefined();
    expect(item('team').getByText('Members with a title: 2 of 2.')).toBeDefined();
    // The dropped milestone is not due, and December's is not last quarter's.
    expect(item('roadmap').getByText('Milestones due last quarter done: 1 of 3.')).toBeDefined();

    const links = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Complete the profile', `${PREFIX}/profile`],
      ['Submit your metrics', `${PREFIX}/metrics`],
      ['Upload or choose the deck', `${PREFIX}/pitch-deck`],
      ['Keep the legal papers', `${PREFIX}/legal`],
      ['Complete the team', `${PREFIX}/team`],
      ['Update the roadmap', `${PREFIX}/roadmap`],
    ]);
  });

  it('shows a company that has kept nothing yet every item to do, and what is missing', async () => {
    database(NOTHING_YET, { logoUrl: null });
    renderPortalAt(portal, PREFIX, SCORECARD);
    expect((await screen.findByTestId('readiness-count')).textContent).toBe('0 of 6 ready');
    expect(['profile', 'metrics', 'pitchDeck', 'legal', 'team', 'roadmap'].map(stateOf)).toEqual(Array(6).fill('○ To do'));
    expect(item('profile').getByText('Missing: tagline, description, sector, stage, website, and logo.')).toBeDefined();
    expect(item('metrics').getByText('Months submitted among the last 6 ended: 0.')).toBeDefined();
    expect(item('pitchDeck').getByText('No version of the deck is marked current.')).toBeDefined();
    expect(item('legal').getByText('No legal paper in the data room yet.')).toBeDefined();
    expect(item('team').getByText('Members with a title: 0 of 1.')).toBeDefined();
    expect(item('roadmap').getByText('No milestone was due last quarter.')).toBeDefined();
  });

  it('counts an expired legal paper against the papers, and names what the profile misses', async () => {
    database({ ...FOUR_READY, startup_profiles: [{ ...PROFILE, website: null, tagline: '  ' }], data_room_documents: [paper('incorporation', 'incorporation', '2026-10-31'), paper('sha', 'shareholder_agreement', null)] }, { logoUrl: null });
    renderPortalAt(portal, PREFIX, SCORECARD);
    expect((await screen.findByTestId('readiness-count')).textContent).toBe('2 of 6 ready');
    expect(item('legal').getByText('Expired legal papers: 1 of 2.')).toBeDefined();
    expect(item('profile').getByText('Missing: tagline, website, and logo.')).toBeDefined();
  });

  it('shows the loading state until every part has answered', async () => {
    const fake = database(FOUR_READY);
    const release = fake.hold('milestones');
    renderPortalAt(portal, PREFIX, SCORECARD);
    expect(await screen.findByTestId('loading-screen')).toBeDefined();
    expect(screen.queryByTestId('readiness-count')).toBeNull();
    release();
    expect((await screen.findByTestId('readiness-count')).textContent).toBe('4 of 6 ready');
  });

  it('shows a failed read with a way to try again, which then shows the checklist', async () => {
    let offline = true;
    database(FOUR_READY, { answer: offlineWhile('metric_periods', () => offline) });
    renderPortalAt(portal, PREFIX, SCORECARD);
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect((await screen.findByTestId('readiness-count')).textContent).toBe('4 of 6 ready');
  });

  it('reads right to left in Arabic', async () => {
    database(FOUR_READY);
    await i18n.changeLanguage('ar');
    renderPortalAt(portal, PREFIX, SCORECARD);
    expect(await screen.findByRole('heading', { level: 1, name: 'قائمة الجاهزية للاستثمار' })).toBeDefined();
    expect(await screen.findByRole('link', { name: 'أكمل الملف' })).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
