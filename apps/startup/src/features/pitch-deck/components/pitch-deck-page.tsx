import { PitchDeckPage, type PitchDeckUploadSlot } from '@fikrspace/cap-table/components/pitch-deck-page';
import { whenDb } from '@fikrspace/db';
import { uploadObject } from '@fikrspace/files/api/upload-object';
import { FileUpload } from '@fikrspace/files/components/file-upload';
import { objectPath } from '@fikrspace/files/object-path';
import { useCurrentRoute } from '@fikrspace/portal-kit';

/**
 * The pitch deck (/fikrspace/startup/pitch-deck). The cap table context owns the deck's records
 * and page; the files context owns storing a file. Contexts never import each other, so the
 * portal composes them: the deck page takes an upload control through `renderUpload`, and the
 * portal gives it the files context's FileUpload (PDF, the bucket's 50 MB, drag and drop, progress,
 * cancel), storing into the organization's folder of `pitch-decks`; the deck page then records
 * the stored file as a version. The portal also says where its link pages live.
 */
export default function StartupPitchDeckPage() {
  const { prefix } = useCurrentRoute();
  const linkAddress = (token: string) => new URL(`${prefix}/shared-deck/${encodeURIComponent(token)}`, window.location.origin).toString();
  return <PitchDeckPage renderUpload={(slot) => <DeckUpload {...slot} />} linkAddress={linkAddress} />;
}

function DeckUpload({ organizationId, label, description, onUploaded }: PitchDeckUploadSlot) {
  return (
    <FileUpload
      bucket="pitch-decks"
      label={label}
      description={description}
      upload={async (file, { signal, onProgress }) => uploadObject(await whenDb(), { bucket: 'pitch-decks', path: objectPath(organizationId, file.name), file, signal, onProgress })}
      onUploaded={onUploaded}
    />
  );
}
