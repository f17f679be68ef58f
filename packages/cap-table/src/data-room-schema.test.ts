import { describe, expect, it } from 'vitest';
import { documentExpirySchema, documentUploadSchema, folderNameSchema, folderNameSchemaBesides } from './data-room-schema';
import { LEGAL_CATEGORIES } from './model';

/** The data room's forms refuse what the tables would, with the code each field's problem is worded from. */

const problems = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the data room’s forms', () => {
  it('refuses a folder name that is empty once trimmed, or longer than the table keeps', () => {
    expect(problems(folderNameSchema.safeParse({ name: '   ' }))).toEqual({ name: 'folderNameRequired' });
    expect(problems(folderNameSchema.safeParse({ name: 'x'.repeat(121) }))).toEqual({ name: 'folderNameLong' });
    expect(folderNameSchema.parse({ name: '  Finance ' })).toEqual({ name: 'Finance' });
  });

  it('refuses the name of another folder of the organization, whatever its case', () => {
    const besides = folderNameSchemaBesides(['Legal', 'Finance']);
    expect(problems(besides.safeParse({ name: ' finance ' }))).toEqual({ name: 'folderNameTaken' });
    expect(besides.parse({ name: 'Commercial' })).toEqual({ name: 'Commercial' });
  });

  it('refuses a new document expiring before today, or on a day the calendar lacks, and takes none', () => {
    const schema = documentUploadSchema({ today: '2026-11-15', categories: LEGAL_CATEGORIES, folderRequired: true });
    const filed = { category: 'incorporation', folderId: 'f-legal' };
    expect(problems(schema.safeParse({ ...filed, expiresAt: '2026-11-14' }))).toEqual({ expiresAt: 'expiryPast' });
    expect(problems(schema.safeParse({ ...filed, expiresAt: '2026-02-30' }))).toEqual({ expiresAt: 'expiryInvalid' });
    expect(schema.safeParse({ ...filed, expiresAt: '2026-11-15' }).success).toBe(true);
    expect(schema.safeParse({ ...filed, expiresAt: '' }).success).toBe(true);
    expect(problems(schema.safeParse({ category: 'financial', expiresAt: '', folderId: '' }))).toEqual({ category: 'categoryRequired', folderId: 'folderRequired' });
  });

  it('lets a kept document’s expiry be any real day, past ones included, or none', () => {
    expect(documentExpirySchema.safeParse({ expiresAt: '2020-01-31' }).success).toBe(true);
    expect(documentExpirySchema.safeParse({ expiresAt: '' }).success).toBe(true);
    expect(problems(documentExpirySchema.safeParse({ expiresAt: '31/01/2027' }))).toEqual({ expiresAt: 'expiryInvalid' });
  });
});
