import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { folderNameSchemaBesides, type FolderNameInput, type FolderNameValues } from '../data-room-schema';
import { DATA_ROOM_FOLDER_NAME_MAX_LENGTH } from '../model';
import { describedBy, FieldProblem } from './field-problem';
import { useCapTableTranslation } from './use-cap-table-translation';

export interface FolderNameFormProps {
  /** The folder's name when renaming it; a new folder when absent. */
  name?: string;
  /** The names of the organization's other folders, which this one may not take. */
  takenNames?: readonly string[];
  busy?: boolean;
  /** Saves the name; `done` is called once the database took it, so a refused name stays as typed. */
  onSave: (name: string, done: () => void) => void;
  onCancel?: () => void;
}

/** A folder's name (react-hook-form, checked by zod as the table checks it), to add a folder or rename one. */
export function FolderNameForm({ name, takenNames = [], busy = false, onSave, onCancel }: FolderNameFormProps) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const renaming = name !== undefined;
  const schema = useMemo(() => folderNameSchemaBesides(takenNames.filter((taken) => taken !== name)), [takenNames, name]);
  const form = useForm<FolderNameInput, unknown, FolderNameValues>({ resolver: zodResolver(schema), defaultValues: { name: name ?? '' } });
  const problem = form.formState.errors.name?.message;
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      noValidate
      data-testid={renaming ? 'folder-rename-form' : 'folder-add-form'}
      onSubmit={form.handleSubmit((values) => onSave(values.name, () => form.reset({ name: renaming ? values.name : '' })))}
    >
      <span className="flex flex-col gap-1 text-sm">
        <label htmlFor={`${id}-name`} className={renaming ? 'sr-only' : undefined}>
          {renaming ? t('dataRoom.folderName') : t('dataRoom.newFolder')}
        </label>
        <input id={`${id}-name`} className="text-field" dir="auto" autoComplete="off" maxLength={DATA_ROOM_FOLDER_NAME_MAX_LENGTH} {...describedBy(`${id}-name-error`, problem)} {...form.register('name')} />
        <FieldProblem id={`${id}-name-error`} message={problem} group="dataRoom" max={DATA_ROOM_FOLDER_NAME_MAX_LENGTH} />
      </span>
      <button type="submit" className={renaming ? 'primary-button' : 'primary-button mt-6'} disabled={busy}>
        {renaming ? t('dataRoom.save') : t('dataRoom.addFolder')}
      </button>
      {onCancel ? (
        <button type="button" className="secondary-button" onClick={onCancel}>
          {t('dataRoom.cancel')}
        </button>
      ) : null}
    </form>
  );
}
