// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { i18n } from '@fikrspace/i18n';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREFIX, offlineWhile, registerPageFrame } from '../../../lib/testing/page-frame';
import portal from '../../../portal';

/**
 * The startup portal's resources through its route and the fake client: the library as the
 * database gives it, narrowed by topic, kind and words, in the page's language with English where
 * a resource has no translation. Who reads which resources is the persona tests'
 * (supabase/tests/help-center): every signed-in member reads the published ones, and nobody
 * writes them from a portal, so the page has no form and no permission to test.
 */

const RESOURCES = `${PREFIX}/resources`;

const resource = (slug: string, extra: Partial<FakeRow<'resources'>>): FakeRow<'resources'> => ({
  id: `id-${slug}`,
  slug,
  kind: 'guide',
  topic: 'fundraising',
  title_en: slug,
  title_ar: null,
  title_fr: null,
  summary_en: `About ${slug}.`,
  summary_ar: null,
  summary_fr: null,
  url: `https://resources.fikrspace.example/${slug}`,
  body_markdown: null,
  stages: null,
  published: true,
  sort_order: 10,
  ...extra,
});

const LIBRARY = [
  resource('pitch-deck-template', {
    kind: 'template',
    title_en: 'Pitch deck template (12 slides)',
    title_ar: 'قالب العرض التقديمي للمستثمرين',
    summary_en: 'The slides investors expect, in the order they read them.',
    summary_ar: 'الشرائح التي يتوقعها المستثمرون بالترتيب الذي يقرؤونها به.',
    stages: ['pre_seed', 'seed'],
  }),
  resource('vat-threshold-checker', { kind: 'tool', topic: 'finance', title_en: 'VAT registration threshold checker', summary_en: 'When you must register for VAT in the UAE and Saudi Arabia.', sort_order: 20 }),
  resource('seed-data-room-checklist', { kind: 'checklist', title_en: 'Seed data room checklist', summary_en: 'Everything investors ask for in due diligence.', url: null, body_markdown: 'Corporate\n- Cap table, up to date', sort_order: 30 }),
];

function database(resources = LIBRARY, answer?: FakeDbOptions['answer']) {
  appStore.getState().setUser(userWithRole('viewer'));
  const fake = createFakeDb({ answer, tables: { resources, organisation_roles: [], user_permissions: [], fikr_products: [] } });
  setDb(fake.db);
  return fake;
}

const titles = async () => (await screen.findAllByTestId('resource-card')).map((card) => within(card).getByRole('heading').textContent);

registerPageFrame();

describe('the startup portal’s resources', () => {
  it('shows the published library in its order, each resource opening in a new tab, narrowed by topic, kind and words', async () => {
    const fake = database();
    renderPortalAt(portal, PREFIX, RESOURCES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeDefined();
    expect(await titles()).toEqual(['Pitch deck template (12 slides)', 'VAT registration threshold checker', 'Seed data room checklist']);
    const link = screen.getByRole('link', { name: /Get the template/ });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://resources.fikrspace.example/pitch-deck-template', '_blank', 'noopener noreferrer']);
    expect(screen.getByText('For: Pre-seed, Seed')).toBeDefined();
    // A resource without a page carries its text, shown as text.
    expect(screen.getByText('Read')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'fundraising' } });
    expect(await titles()).toEqual(['Pitch deck template (12 slides)', 'Seed data room checklist']);
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'checklist' } });
    expect(await titles()).toEqual(['Seed data room checklist']);
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'INVESTORS expect' } });
    await waitFor(async () => expect(await titles()).toEqual(['Pitch deck template (12 slides)']));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'payroll' } });
    expect(await screen.findByText('No resource matches. Try other words or another topic.')).toBeDefined();
    expect(screen.getByTestId('resources-count').textContent).toBe('0 of 3 resources');
    // Only the published rows, in their order.
    const read = fake.calls.find((call) => call.table === 'resources');
    expect(read?.eq).toEqual({ published: true });
  });

  it('speaks the page’s language, and says so where a resource is only in English', async () => {
    await i18n.changeLanguage('ar');
    database();
    renderPortalAt(portal, PREFIX, RESOURCES);
    expect(await screen.findByRole('heading', { level: 1, name: 'الموارد' })).toBeDefined();
    const [translated, english] = await screen.findAllByTestId('resource-card');
    expect(within(translated!).getByRole('heading').textContent).toBe('قالب العرض التقديمي للمستثمرين');
    expect(within(translated!).getByRole('heading').getAttribute('lang')).toBeNull();
    expect(within(english!).getByRole('heading').textContent).toBe('VAT registration threshold checker');
    expect(within(english!).getByRole('heading').getAttribute('lang')).toBe('en');
    // Arabic words find the Arabic text.
    fireEvent.change(screen.getByLabelText('بحث'), { target: { value: 'الشرائح' } });
    await waitFor(async () => expect(await titles()).toEqual(['قالب العرض التقديمي للمستثمرين']));
  });

  it('shows the loading state, then an empty library as such', async () => {
    const fake = database([]);
    const release = fake.hold('resources');
    renderPortalAt(portal, PREFIX, RESOURCES);
    expect(await screen.findByTestId('loading-screen')).toBeDefined();
    release();
    expect(await screen.findByText('No resources yet')).toBeDefined();
  });

  it('shows a failed read with a way to try again, which then shows the library', async () => {
    let offline = true;
    database(LIBRARY, offlineWhile('resources', () => offline));
    renderPortalAt(portal, PREFIX, RESOURCES);
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await titles()).toHaveLength(3);
  });
});
