import { isCalendarDay } from './calendar-day';
import { DATA_ROOM_FOLDER_NAME_MAX_LENGTH, type DataRoomCategory } from './model';
import { z } from './zod';

export { isCalendarDay } from './calendar-day';

/**
 * The data room's forms (zod, with react-hook-form), checked as the tables check them. A message
 * is a problem code the form words in the reader's language (`dataRoom.problems.*`); what was
 * typed stays in the field.
 */

export type DataRoomProblem = 'folderNameRequired' | 'folderNameLong' | 'folderNameTaken' | 'expiryInvalid' | 'expiryPast' | 'folderRequired' | 'categoryRequired';

/** A folder's name, new or renamed: the table keeps 1 to 120 characters once trimmed. */
export const folderNameSchema = z.object({
  name: z.string().trim().min(1, 'folderNameRequired').max(DATA_ROOM_FOLDER_NAME_MAX_LENGTH, 'folderNameLong'),
});
/**
 * The same, refusing a name another folder of the organization already has (the table keeps names
 * unique): the page knows its folders, so the clash is told beside the field before a request.
 */
export function folderNameSchemaBesides(takenNames: readonly string[]) {
  const taken = new Set(takenNames.map((name) => name.trim().toLocaleLowerCase()));
  return folderNameSchema.refine((values) => !taken.has(values.name.toLocaleLowerCase()), { message: 'folderNameTaken', path: ['name'] });
}
export type FolderNameInput = z.input<typeof folderNameSchema>;
export type FolderNameValues = z.output<typeof folderNameSchema>;

/**
 * An expiry as a date field gives it: empty for none, or a calendar day; with `notBefore`, a day
 * before it is refused. Days compare as text, which for `YYYY-MM-DD` is their order.
 */
export function expiryField(notBefore?: string) {
  return z.string().superRefine((text, context) => {
    if (text === '') return;
    if (!isCalendarDay(text)) context.addIssue({ code: 'custom', message: 'expiryInvalid' });
    else if (notBefore && text < notBefore) context.addIssue({ code: 'custom', message: 'expiryPast' });
  });
}

export interface DocumentUploadRules {
  /** The viewer's today (`YYYY-MM-DD`): a new document cannot have expired already. */
  today: string;
  categories: readonly DataRoomCategory[];
  /** False where the page makes the folder on first upload (the legal page's). */
  folderRequired: boolean;
}

/** What a document is filed with before its file is chosen: category, expiry and folder. */
export function documentUploadSchema({ today, categories, folderRequired }: DocumentUploadRules) {
  return z.object({
    category: z.enum(categories, { error: 'categoryRequired' }),
    expiresAt: expiryField(today),
    folderId: folderRequired ? z.string().min(1, 'folderRequired') : z.string(),
  });
}
export type DocumentUploadValues = z.input<ReturnType<typeof documentUploadSchema>>;

/**
 * A document's expiry changed later: any calendar day, or none. A day already past is allowed, so
 * a member can record when a paper they kept did expire; the badge then says it expired.
 */
export const documentExpirySchema = z.object({ expiresAt: expiryField() });
export type DocumentExpiryValues = z.input<typeof documentExpirySchema>;
