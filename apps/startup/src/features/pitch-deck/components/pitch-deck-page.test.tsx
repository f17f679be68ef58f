// @vitest-environment jsdom
import { i18n } from '@fikrspace/i18n';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import portal from '../../../portal';
import { FL, PREFIX, offlineWhile } from '../../../lib/testing/page-frame';
import { LINKS, deckDatabase, setUpDeckPages, writesTo } from '../testing/deck-database';

/**
 * The startup portal's pitch deck through its route and the fake client: the cap table
 * context's fetchers, hooks and texts run, and Storage is a stand-in that signs addresses. Who
 * may do what is the database's (supabase/tests/cap-table/rls-pitch-decks.test.ts); here the
 * matrix role only decides which controls show. The upload itself is the files context's,
 * tested there; here it answers at once.
 */

vi.mock('@fikrspace/files/api/upload-object', () => ({ uploadObject: vi.fn(async (_db: unknown, { path }: { path: string }) => path) }));

setUpDeckPages();

const openDeckPage = () => renderPortalAt(portal, PREFIX, `${PREFIX}/pitch-deck`);

describe('the startup portal’s pitch deck', () => {
  it('shows a loading state, then the current deck in a frame, the versions, the grantee, the links and who viewed it', async () => {
    const fake = deckDatabase('owner');
    const release = fake.hold('pitch_deck_versions');
    openDeckPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitch deck' })).toBeDefined();
    expect(await screen.findByTestId('loading-screen')).toBeDefined();
    release();

    expect(await screen.findByRole('heading', { level: 2, name: 'Current deck: Seed deck, updated' })).toBeDefined();
    expect((await screen.findByTestId('deck-frame')).getAttribute('src')).toBe('blob:deck');
    expect(fake.storage.createSignedUrl).toHaveBeenCalledWith(`${FL}/v2.pdf`, 60);
    const versions = screen.getAllByTestId('deck-version');
    expect(versions.map((row) => within(row).getByText(/Seed deck/).textContent)).toEqual(['Seed deck, updated', 'Seed deck']);
    expect(within(versions[0]!).getByTestId('current-badge')).toBeDefined();
    expect(await screen.findByText('Oasis Ventures', { selector: 'bdi.font-medium' })).toBeDefined();
    expect(within(await screen.findByTestId('deck-link')).getByText('Gulf Angels')).toBeDefined();
    const views = await screen.findAllByTestId('deck-view');
    expect(views.map((row) => row.textContent)).toEqual([expect.stringContaining('Ines Investor · Oasis Ventures'), expect.stringContaining('Someone with the link “Gulf Angels”')]);
  });

  it('offers an empty deck an upload whose file becomes the current version', async () => {
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());
    const fake = deckDatabase('owner', { versions: [] });
    openDeckPage();
    expect(await screen.findByText('No pitch deck yet')).toBeDefined();
    const input = await screen.findByTestId('file-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'Series A.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(fake.calls.some((call) => call.rpc === 'set_current_pitch_deck')).toBe(true));
    const insert = fake.calls.find((call) => call.table === 'pitch_deck_versions' && call.method === 'insert');
    expect(insert?.values).toMatchObject({ organization_id: FL, title: 'Series A', file_size: 8 });
    expect(String((insert?.values as { object_path: string }).object_path)).toMatch(new RegExp(`^${FL}/series-a-[0-9a-z]{8}\\.pdf$`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Current deck: Series A' })).toBeDefined();
    // A row the database has just made is listed under its own key, or React warns about the list.
    expect(consoleError.mock.calls.filter(([message]) => String(message).includes('unique "key"'))).toEqual([]);
  });

  it('marks an older version current, and removes a version only after confirmation', async () => {
    const fake = deckDatabase('owner');
    openDeckPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark current: Seed deck' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Current deck: Seed deck' })).toBeDefined();
    expect(fake.calls.find((call) => call.rpc === 'set_current_pitch_deck')?.args).toEqual({ p_version: 'v1' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Seed deck, updated' }));
    expect(fake.calls.some((call) => call.table === 'pitch_deck_versions' && call.method === 'delete')).toBe(false);
    fireEvent.click(within(screen.getByRole('group', { name: 'Remove Seed deck, updated and its file?' })).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(screen.getAllByTestId('deck-version')).toHaveLength(1));
  });

  it('creates a link with its own signed address and lifetime, and revokes one', async () => {
    const fake = deckDatabase('owner');
    openDeckPage();
    const links = within(await screen.findByRole('region', { name: 'Expiring links' }));
    fireEvent.click(links.getByRole('button', { name: 'Create link' }));
    const label = links.getByLabelText('Who the link is for');
    const problem = await links.findByText('Enter who the link is for.');
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(label.getAttribute('aria-describedby')).toBe(problem.id);
    fireEvent.change(label, { target: { value: 'G'.repeat(121) } });
    fireEvent.click(links.getByRole('button', { name: 'Create link' }));
    expect(await links.findByText('Use at most 120 characters.')).toBeDefined();
    expect((label as HTMLInputElement).value).toHaveLength(121);
    expect(fake.rows('pitch_deck_links')).toHaveLength(1);
    fireEvent.change(label, { target: { value: ' Dubai angels ' } });
    fireEvent.change(links.getByLabelText('Valid for'), { target: { value: '30' } });
    fireEvent.click(links.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(fake.rows('pitch_deck_links')).toHaveLength(2));
    expect(fake.storage.createSignedUrl).toHaveBeenCalledWith(`${FL}/v2.pdf`, 30 * 24 * 60 * 60);
    expect(fake.rows('pitch_deck_links')[1]).toMatchObject({ label: 'Dubai angels', version_id: 'v2', signed_url: expect.stringContaining('token=t2592000') });

    fireEvent.click(links.getByRole('button', { name: 'Revoke the link for Gulf Angels' }));
    await waitFor(() => expect(fake.calls.some((call) => call.table === 'pitch_deck_links' && call.method === 'update')).toBe(true));
  });

  it('renews an expired link for the lifetime the member chooses', async () => {
    const fake = deckDatabase('owner');
    fake.rows('pitch_deck_links').push({ ...LINKS[0]!, id: 'l-old', token: 'old-token', label: 'Seed angels', expires_at: '2020-01-01T10:00:00Z', signed_url: null });
    openDeckPage();
    const links = within(await screen.findByRole('region', { name: 'Expiring links' }));
    fireEvent.change(await links.findByRole('combobox', { name: 'Lifetime of the renewed link for Seed angels' }), { target: { value: '1' } });
    fireEvent.click(links.getByRole('button', { name: 'Renew the link for Seed angels' }));
    await waitFor(() => expect(fake.rows('pitch_deck_links').find((link) => link.id === 'l-old')?.signed_url).toContain(`token=t${24 * 60 * 60}`));
    expect(fake.storage.createSignedUrl).toHaveBeenCalledWith(`${FL}/v2.pdf`, 24 * 60 * 60);
  });

  it('asks for an organization before sharing', async () => {
    const fake = deckDatabase('owner');
    openDeckPage();
    const sharing = within(await screen.findByRole('region', { name: 'Shared with' }));
    fireEvent.click(await sharing.findByRole('button', { name: 'Share' }));
    expect(await sharing.findByText('Choose an organization to share with.')).toBeDefined();
    expect(sharing.getByLabelText('Accelerator or investor').getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fake, 'pitch_deck_shares')).toEqual([]);
  });

  it('shares with an accelerator and stops sharing with the investor', async () => {
    const fake = deckDatabase('owner');
    openDeckPage();
    const sharing = within(await screen.findByRole('region', { name: 'Shared with' }));
    await sharing.findByRole('option', { name: 'Launchpad Accelerator (accelerator)' });
    fireEvent.change(sharing.getByLabelText('Accelerator or investor'), { target: { value: 'org-launchpad' } });
    fireEvent.click(sharing.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(fake.rows('pitch_deck_shares')).toEqual([expect.objectContaining({ organization_id: FL, grantee_organization_id: 'org-launchpad' })]));
    fireEvent.click(sharing.getByRole('button', { name: 'Stop sharing with Oasis Ventures' }));
    await waitFor(() => expect(fake.calls.find((call) => call.table === 'pitch_deck_shares' && call.method === 'delete')?.eq).toMatchObject({ organization_id: FL, grantee_organization_id: 'org-oasis' }));
  });

  it('shows a viewer the deck and the log without the controls of writers and sharers', async () => {
    deckDatabase('viewer');
    openDeckPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Current deck: Seed deck, updated' })).toBeDefined();
    expect(await screen.findAllByTestId('deck-view')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Mark / })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Expiring links' })).toBeNull();
    expect(screen.queryByTestId('file-input')).toBeNull();
  });

  it('says so when the versions cannot be read, and reads them again on request', async () => {
    let offline = true;
    deckDatabase('owner', { answer: offlineWhile('pitch_deck_versions', () => offline) });
    openDeckPage();
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await screen.findByRole('heading', { level: 2, name: 'Current deck: Seed deck, updated' })).toBeDefined();
  });

  it('reads right to left in Arabic', async () => {
    deckDatabase('owner');
    await i18n.changeLanguage('ar');
    openDeckPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'العرض التقديمي للمستثمرين' })).toBeDefined();
    expect(document.documentElement.dir || 'rtl').toBe('rtl');
  });
});
