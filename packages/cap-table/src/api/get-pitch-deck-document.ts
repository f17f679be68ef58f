import { queryOptions, useQuery } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { pitchDeckKeys } from '../pitch-deck-keys';
import { PITCH_DECK_BUCKET } from '../pitch-deck-model';

/** Long enough to fetch the file once; the page then shows its own copy. */
const VIEW_URL_SECONDS = 60;

/**
 * The deck's bytes, typed as a PDF, through a short-lived signed address. Storage serves every
 * PDF as an attachment under a sandboxing Content-Security-Policy with `frame-ancestors 'none'`,
 * so the address cannot be framed: the page frames a `blob:` copy instead.
 */
export async function getPitchDeckDocument(db: DbClient, { objectPath }: { objectPath: string }, signal?: AbortSignal): Promise<Blob> {
  const { data, error } = await db.storage.from(PITCH_DECK_BUCKET).createSignedUrl(objectPath, VIEW_URL_SECONDS);
  if (error || !data) throw new ServiceError(error?.message ?? 'No signed address', 'RECORD_NOT_FOUND', { bucket: PITCH_DECK_BUCKET, path: objectPath }, 404);
  return fetchPdf(data.signedUrl, signal);
}

/** Fetches a PDF by address (a signed one) and keeps it typed as a PDF, whatever the server said. */
export async function fetchPdf(address: string, signal?: AbortSignal): Promise<Blob> {
  const answer = await fetch(address, signal ? { signal } : {});
  if (!answer.ok) throw new ServiceError(`The deck could not be fetched (${answer.status})`, answer.status === 404 ? 'RECORD_NOT_FOUND' : 'SERVICE_ERROR', { status: answer.status }, answer.status);
  return new Blob([await answer.arrayBuffer()], { type: 'application/pdf' });
}

export const pitchDeckDocumentQueryOptions = ({ organizationId, objectPath }: { organizationId: string; objectPath: string }) =>
  queryOptions({
    queryKey: pitchDeckKeys.document(organizationId, objectPath),
    queryFn: async ({ signal }) => getPitchDeckDocument(await whenDb(), { objectPath }, signal),
    staleTime: 5 * 60 * 1000,
  });

export function usePitchDeckDocument(organizationId: string | null, objectPath: string | null) {
  return useQuery({ ...pitchDeckDocumentQueryOptions({ organizationId: organizationId ?? '', objectPath: objectPath ?? '' }), enabled: !!organizationId && !!objectPath });
}

/** A link page's deck, by the link's stored signed address. */
export function usePdfAt(address: string | null) {
  return useQuery({ queryKey: ['public', 'pitch-deck-pdf', address ?? ''] as const, queryFn: ({ signal }) => fetchPdf(address ?? '', signal), enabled: !!address, staleTime: Number.POSITIVE_INFINITY });
}
