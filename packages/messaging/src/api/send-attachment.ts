import { type MutationConfig, mutationOptions, type QueryClient, toServiceError, useMutation, useQueryClient, withCallerConfig } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { ServiceError } from '@fikrspace/errors';
import { toastFailure } from '@fikrspace/ui';
import { attachmentPath } from '../attachment-path';
import { messagingMutationKeys } from '../keys';
import { ATTACHMENT_BUCKET, ATTACHMENT_NAME_MAX_LENGTH, MESSAGE_COLUMNS, attachmentProblem, type Message } from '../model';
import { afterSent, refusedBody, type SendMessageInput } from './send-message';
import { storageServiceError } from './storage-error';

/** A file on its way, with the message that carries it (its caption, or the file's name). */
export interface SendAttachmentInput extends SendMessageInput {
  file: Blob & { name: string };
}

/** The text a file is sent with when the person wrote none: its name. */
export function attachmentBody(caption: string, file: { name: string }): string {
  return caption.trim() || file.name.trim() || file.name;
}

/**
 * Stores the file in the conversation's folder of the private attachments bucket, then adds the
 * message that names it. The object's name comes from the send's id, so a second try after a
 * failed insert finds the file already there and only adds the message.
 */
export async function sendAttachment(db: DbClient, { conversationId, body, clientId, file }: Omit<SendAttachmentInput, 'userId'>, signal?: AbortSignal): Promise<Message> {
  const refusal = refusedBody(body);
  if (refusal) throw refusal;
  const problem = attachmentProblem(file);
  if (problem) throw new ServiceError('This file cannot be attached.', 'VALIDATION_ERROR', { field: 'file', problem }, 400);
  const path = attachmentPath(conversationId, file.name, clientId);
  const uploaded = await db.storage.from(ATTACHMENT_BUCKET).upload(path, file, { contentType: file.type, upsert: false });
  const uploadError = uploaded.error as { statusCode?: string; message?: string } | null;
  if (uploadError && String(uploadError.statusCode) !== '409') throw storageServiceError(uploadError, { bucket: ATTACHMENT_BUCKET, path });
  const name = file.name.trim().slice(0, ATTACHMENT_NAME_MAX_LENGTH) || path.split('/').pop()!;
  let request = db
    .from('messages')
    .insert({ conversation_id: conversationId, body: body.trim(), attachment_path: path, attachment_name: name })
    .select(MESSAGE_COLUMNS.join(', '));
  if (signal) request = request.abortSignal(signal);
  const { data, error } = await request.single<Message>();
  if (error) throw toServiceError(error, 'DATABASE_ERROR', { table: 'messages', conversationId });
  return data;
}

export const sendAttachmentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: messagingMutationKeys.sendAttachment,
    mutationFn: async (input: SendAttachmentInput) => sendAttachment(await whenDb(), input),
    // As a text's: a failed send waits in the thread, with its file, for another try.
    gcTime: Infinity,
    onSuccess: (message, input) => afterSent(queryClient, message, input.userId),
  });

export function useSendAttachment({ mutationConfig }: { mutationConfig?: MutationConfig<Message, SendAttachmentInput> } = {}) {
  return useMutation(withCallerConfig(sendAttachmentMutationOptions(useQueryClient()), mutationConfig, toastFailure));
}
