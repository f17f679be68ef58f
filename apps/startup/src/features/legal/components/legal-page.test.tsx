// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { uploadObject } from '@fikrspace/files/api/upload-object';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import portal from '../../../portal';
import { FL, PREFIX, registerPageFrame } from '../../../lib/testing/page-frame';

/**
 * The legal page and the fundraising page's data room through their routes and the fake client:
 * the legal papers with their expiry, the states, an upload filed as chosen, the forms' refusals,
 * and the folder a member opens to grantees. The upload itself is the files context's, tested
 * there; here it answers at once with the path it was given.
 */

vi.mock('@fikrspace/files/api/upload-object', () => ({ uploadObject: vi.fn(async (_db: unknown, { path }: { path: string }) => path) }));

const TODAY = '2026-11-15';
registerPageFrame();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
  vi.mocked(uploadObject).mockClear();
});
afterEach(() => vi.useRealTimers());

const folder = (id: string, name: string, shared: boolean, position: number): FakeRow<'data_room_folders'> => ({ id, organization_id: FL, name, position, shared_with_grantees: shared, created_at: '2026-01-01T00:00:00Z' });
const document = (id: string, name: string, fields: Partial<FakeRow<'data_room_documents'>>): FakeRow<'data_room_documents'> => ({
  id,
  organization_id: FL,
  folder_id: 'f-legal',
  object_path: `${FL}/legal/${id}.pdf`,
  name,
  category: 'incorporation',
  file_size: 1000,
  content_type: 'application/pdf',
  expires_at: null,
  uploaded_by: null,
  created_at: '2026-01-01T00:00:00Z',
  ...fields,
});

const FOLDERS = [folder('f-legal', 'Legal', false, 1), folder('f-finance', 'Finance', true, 2)];
const DOCUMENTS = [
  document('d-incorporation', 'Certificate of incorporation', {}),
  document('d-ip', 'IP assignment', { category: 'intellectual_property', expires_at: '2026-11-30' }),
  document('d-sha', 'Shareholders agreement', { category: 'shareholder_agreement', expires_at: '2026-10-01' }),
  document('d-statements', 'Financial statements', { category: 'financial', folder_id: 'f-finance', object_path: `${FL}/finance/statements.pdf` }),
];

function database(matrixRole: string, { documents = DOCUMENTS, answer }: { documents?: FakeRow<'data_room_documents'>[]; answer?: FakeDbOptions['answer'] } = {}) {
  const member = userWithRole(matrixRole);
  appStore.getState().setUser(member);
  const fake = createFakeDb({
    answer,
    tables: {
      data_room_folders: FOLDERS,
      data_room_documents: documents.map((row) => ({ ...row, folder: FOLDERS.find((candidate) => candidate.id === row.folder_id) ?? null })),
      organisation_roles: [{ user_id: member.id, organization_id: FL, role: matrixRole, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
      stakeholders: [],
    },
    rpc: { data_room_grantees: [{ organization_id: 'o-oasis', name: 'Oasis Ventures', organization_type: 'venture_capital', expires_at: '2027-03-31T00:00:00Z', granted_at: '2026-10-01T00:00:00Z' }], data_room_access_entries: [] },
  });
  setDb(fake.db);
  return fake;
}

describe('the startup portal’s legal documents', () => {
  it('lists the legal papers only, with expired and expiring-soon badges', async () => {
    database('owner');
    renderPortalAt(portal, PREFIX, `${PREFIX}/legal`);
    const list = await screen.findByTestId('legal-documents');
    const rows = within(list).getAllByTestId('data-room-document');
    expect(rows.map((row) => row.querySelector('.font-medium')?.textContent)).toEqual(['Certificate of incorporation', 'IP assignment', 'Shareholders agreement']);
    const states = within(list).getAllByTestId('expiry-badge').map((badge) => badge.getAttribute('data-state'));
    expect(states).toEqual(['soon', 'expired']);
    expect(within(list).getByText('Expired')).toBeDefined();
    expect(within(list).getByText('Expires soon')).toBeDefined();
  });

  it('explains an empty page and offers the upload to members who write documents', async () => {
    database('owner', { documents: [] });
    renderPortalAt(portal, PREFIX, `${PREFIX}/legal`);
    expect(await screen.findByText('No legal documents yet')).toBeDefined();
    expect(await screen.findByTestId('data-room-upload')).toBeDefined();
  });

  it('shows an error with a way to try again', async () => {
    database('owner', { answer: (call) => (call.table === 'data_room_documents' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined) });
    renderPortalAt(portal, PREFIX, `${PREFIX}/legal`);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeDefined();
  });

  it('changes a document’s expiry', async () => {
    const fake = database('owner');
    renderPortalAt(portal, PREFIX, `${PREFIX}/legal`);
    fireEvent.click(await screen.findByRole('button', { name: 'Change expiry of IP assignment' }));
    const input = document_input();
    fireEvent.change(input, { target: { value: '2027-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.rows('data_room_documents').find((row) => row.id === 'd-ip')?.expires_at).toBe('2027-06-30'));
  });

  it('files an uploaded paper in the Legal folder with the category and expiry chosen first', async () => {
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());
    const fake = database('owner');
    renderPortalAt(portal, PREFIX, `${PREFIX}/legal`);
    const upload = await screen.findByTestId('data-room-upload');
    fireEvent.change(within(upload).getByLabelText('Category'), { target: { value: 'intellectual_property' } });
    fireEvent.change(within(upload).getByLabelText('Expires on'), { target: { value: '2027-01-31' } });
    fireEvent.change(within(upload).getByTestId('file-input'), { target: { files: [pdf('Patent assignment.pdf')] } });
    await waitFor(() => expect(fake.rows('data_room_documents').find((row) => row.name === 'Patent assignment.pdf')).toBeDefined());
    const added = fake.rows('data_room_documents').find((row) => row.name === 'Patent assignment.pdf')!;
    expect(added).toMatchObject({ organization_id: FL, folder_id: 'f-legal', category: 'intellectual_property', expires_at: '2027-01-31', file_size: 8, content_type: 'application/pdf' });
    expect(added.object_path).toMatch(new RegExp(`^${FL}/`));
    expect(await within(await screen.findByTestId('legal-documents')).findByText('Patent assignment.pdf')).toBeDefined();
    // A row the database has just made is listed under its own key, or React warns about the list.
    expect(consoleError.mock.calls.filter(([message]) => String(message).includes('unique "key"'))).toEqual([]);
  });

  it('refuses a new paper’s expiry in the past beside the field, and sends no file until it is right', async () => {
    const fake = database('owner');
    renderPortalAt(portal, PREFIX, `${PREFIX}/legal`);
    const upload = await screen.findByTestId('data-room-upload');
    const expiry = within(upload).getByLabelText('Expires on');
    fireEvent.change(expiry, { target: { value: '2026-11-01' } });
    const problem = await within(upload).findByText('A new document’s expiry cannot be in the past.');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(expiry.getAttribute('aria-describedby')).toBe(problem.id);
    expect(within(upload).getByTestId('upload-blocked')).toBeDefined();
    fireEvent.change(within(upload).getByTestId('file-input'), { target: { files: [pdf('Old licence.pdf')] } });
    expect(uploadObject).not.toHaveBeenCalled();
    expect(fake.calls.some((call) => call.table === 'data_room_documents' && call.method === 'insert')).toBe(false);

    fireEvent.change(expiry, { target: { value: TODAY } });
    await waitFor(() => expect(within(upload).queryByTestId('upload-blocked')).toBeNull());
    expect(expiry.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the fundraising page’s data room', () => {
  it('shows the folders with their documents and who can open them, and opens a folder to grantees', async () => {
    const fake = database('owner');
    renderPortalAt(portal, PREFIX, `${PREFIX}/fundraising`);
    const folders = await screen.findAllByTestId('data-room-folder');
    expect(folders.map((section) => within(section).getByRole('heading', { level: 3 }).textContent)).toEqual(['Legal', 'Finance']);
    expect(within(folders[1]!).getByText('Financial statements')).toBeDefined();
    expect(await screen.findByText('Oasis Ventures')).toBeDefined();
    fireEvent.click(await within(folders[0]!).findByRole('checkbox', { name: 'Open to grantees: Legal' }));
    await waitFor(() => expect(fake.rows('data_room_folders').find((row) => row.id === 'f-legal')?.shared_with_grantees).toBe(true));
  });

  it('asks for a folder name, keeps a name whose saving failed, and adds the folder', async () => {
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());
    const fake = database('owner');
    renderPortalAt(portal, PREFIX, `${PREFIX}/fundraising`);
    const form = await screen.findByTestId('folder-add-form');
    const name = within(form).getByLabelText('New folder') as HTMLInputElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Add folder' }));
    const problem = await within(form).findByText('Enter a folder name.');
    expect(name.getAttribute('aria-describedby')).toBe(problem.id);
    expect(fake.calls.some((call) => call.table === 'data_room_folders' && call.method === 'insert')).toBe(false);

    fake.failNext('data_room_folders', { code: '', message: 'TypeError: fetch failed', details: null, hint: null });
    fireEvent.change(name, { target: { value: 'Commercial' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add folder' }));
    await waitFor(() => expect(getToastState().toasts).toHaveLength(1));
    expect(name.value).toBe('Commercial');

    fireEvent.click(within(form).getByRole('button', { name: 'Add folder' }));
    await waitFor(() => expect(fake.rows('data_room_folders').map((row) => row.name)).toContain('Commercial'));
    await waitFor(() => expect(name.value).toBe(''));
    // A row the database has just made is listed under its own key, or React warns about the list.
    expect(consoleError.mock.calls.filter(([message]) => String(message).includes('unique "key"'))).toEqual([]);
  });
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function document_input(): HTMLInputElement {
  return screen.getAllByLabelText('Expires on').find((element) => (element as HTMLInputElement).value === '2026-11-30') as HTMLInputElement;
}
