import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_CATEGORIES } from '../model';
import { addDataRoomDocument } from './add-data-room-document';
import { createDataRoomFolder } from './create-data-room-folder';
import { deleteDataRoomDocument } from './delete-data-room-document';
import { deleteDataRoomFolder } from './delete-data-room-folder';
import { getDataRoomAccessLog } from './get-data-room-access-log';
import { getDataRoomDocuments } from './get-data-room-documents';
import { getDataRoomFolders } from './get-data-room-folders';
import { getDataRoomGrantees } from './get-data-room-grantees';
import { getExpiringDocuments } from './get-expiring-documents';
import { getSharedDataRooms } from './get-shared-data-rooms';
import { openDataRoomDocument, recordDataRoomAccess } from './open-data-room-document';
import { renameDataRoomFolder, setDataRoomFolderShared } from './update-data-room-folder';
import { updateDataRoomDocument } from './update-data-room-document';

/**
 * The data room's fetchers against the local backend and its seed (supabase/seeds/62_cap_table_data_room.sql):
 * Fikr Labs keeps a private Legal folder and a Finance folder open to Oasis Ventures, whose grant
 * includes documents; Launchpad's does not. What each account gets is row level security's answer.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;
const FL = ORG.fikrLabs;

for (const target of await targets()) {
  describe(`data room fetchers against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      await Promise.all([ACCOUNTS.startup, ACCOUNTS.investor, ACCOUNTS.accelerator].map(as));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('lists the startup’s folders, its documents with their folder, the legal ones, and what expires within 60 days', async () => {
      const db = await as(ACCOUNTS.startup);
      expect((await getDataRoomFolders(db, { organizationId: FL })).map((folder) => [folder.name, folder.shared_with_grantees])).toEqual([
        ['Legal', false],
        ['Finance', true],
      ]);
      const documents = await getDataRoomDocuments(db, { organizationId: FL, categories: null });
      expect(documents).toHaveLength(4);
      expect(documents.find((document) => document.category === 'financial')?.folder).toMatchObject({ name: 'Finance', shared_with_grantees: true });
      expect((await getDataRoomDocuments(db, { organizationId: FL, categories: LEGAL_CATEGORIES })).map((document) => document.category).sort()).toEqual([...LEGAL_CATEGORIES].sort());
      expect((await getExpiringDocuments(db, { organizationId: FL })).map((document) => document.object_path)).toEqual([`${FL}/legal/ip-assignment.pdf`]);
    });

    it('names the grantees who may open the room and the seeded openings of the investor', async () => {
      const db = await as(ACCOUNTS.startup);
      expect((await getDataRoomGrantees(db, { organizationId: FL })).map((grantee) => grantee.name)).toEqual(['Oasis Ventures']);
      const log = await getDataRoomAccessLog(db, { organizationId: FL });
      expect(log.filter((entry) => entry.viewer_organization_name === 'Oasis Ventures' && entry.document_name === 'Financial statements').length).toBeGreaterThanOrEqual(3);
      expect(await getDataRoomAccessLog(await as(ACCOUNTS.investor), { organizationId: FL })).toEqual([]);
    });

    it('gives the investor Fikr Labs’ Finance folder only, and the accelerator without documents nothing of it', async () => {
      const rooms = await getSharedDataRooms(await as(ACCOUNTS.investor));
      const fikrLabs = rooms.find((room) => room.organizationId === FL);
      expect(fikrLabs).toMatchObject({ organizationName: 'Fikr Labs' });
      expect(fikrLabs?.folders.map((folder) => [folder.name, folder.documents.map((document) => document.name)])).toEqual([['Finance', ['Financial statements']]]);
      expect((await getSharedDataRooms(await as(ACCOUNTS.accelerator))).find((room) => room.organizationId === FL)).toBeUndefined();
    });

    it('keeps a folder and a document through their life: add, rename, share, upload, move, open as the grantee, remove', async () => {
      const db = await as(ACCOUNTS.startup);
      const investor = await as(ACCOUNTS.investor);
      const folder = await createDataRoomFolder(db, { organizationId: FL, name: '  Commercial   contracts ' });
      const path = `${FL}/commercial-${folder.id.slice(0, 8)}.pdf`;
      let documentId: string | null = null;
      try {
        expect(folder).toMatchObject({ name: 'Commercial contracts', shared_with_grantees: false });
        expect((await renameDataRoomFolder(db, { id: folder.id, organizationId: FL, name: 'Commercial' })).name).toBe('Commercial');
        const { error } = await db.storage.from('data-room').upload(path, new Blob(['%PDF-1.4 probe'], { type: 'application/pdf' }));
        expect(error).toBeNull();
        const document = await addDataRoomDocument(db, { organizationId: FL, folderId: folder.id, objectPath: path, name: 'Distribution agreement', category: 'commercial', fileSize: 14, contentType: 'application/pdf' });
        documentId = document.id;
        await expect(recordDataRoomAccess(investor, { documentId: document.id })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
        expect((await setDataRoomFolderShared(db, { id: folder.id, organizationId: FL, shared: true })).shared_with_grantees).toBe(true);
        const changed = await updateDataRoomDocument(db, { id: document.id, organizationId: FL, changes: { expiresAt: '2030-01-31', name: 'Distribution agreement 2030' } });
        expect(changed).toMatchObject({ expires_at: '2030-01-31', name: 'Distribution agreement 2030', folder_id: folder.id });
        expect(await openDataRoomDocument(investor, { organizationId: FL, documentId: document.id, objectPath: path })).toMatch(/^https?:\/\//);
        expect((await getDataRoomAccessLog(db, { organizationId: FL }))[0]).toMatchObject({ document_id: document.id, viewer_email: ACCOUNTS.investor.email, action: 'viewed' });
        await expect(deleteDataRoomFolder(db, { id: folder.id, organizationId: FL })).rejects.toMatchObject({ code: expect.any(String) });
        await deleteDataRoomDocument(db, { id: document.id, organizationId: FL });
        documentId = null;
        expect((await db.storage.from('data-room').list(FL, { search: `commercial-${folder.id.slice(0, 8)}` })).data).toEqual([]);
      } finally {
        if (documentId) await deleteDataRoomDocument(db, { id: documentId, organizationId: FL });
        await deleteDataRoomFolder(db, { id: folder.id, organizationId: FL });
      }
      expect((await getDataRoomFolders(db, { organizationId: FL })).map((row) => row.name)).toEqual(['Legal', 'Finance']);
    });
  });
}
