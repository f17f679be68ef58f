import type { UploadSlot } from '@fikrspace/cap-table/components/document-upload-form';
import { whenDb } from '@fikrspace/db';
import { uploadObject } from '@fikrspace/files/api/upload-object';
import { FileUpload } from '@fikrspace/files/components/file-upload';
import { objectPath } from '@fikrspace/files/object-path';

/**
 * The data room's upload control: the files context's FileUpload, storing into the organization's
 * folder of the `data-room` bucket; the cap table lists the stored file once it is there.
 */
export function renderDataRoomUpload({ organizationId, label, description, disabled, onUploaded }: UploadSlot) {
  return (
    <FileUpload
      bucket="data-room"
      label={label}
      description={description}
      disabled={disabled}
      upload={async (file, options) => uploadObject(await whenDb(), { bucket: 'data-room', path: objectPath(organizationId, file.name), file, ...options })}
      onUploaded={onUploaded}
    />
  );
}
