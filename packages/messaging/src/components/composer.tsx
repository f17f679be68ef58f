import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { ATTACHMENT_MIME_TYPES, MESSAGE_BODY_MAX_LENGTH, attachmentProblem, messageProblem, type AttachmentProblem } from '../model';
import { PaperclipIcon, SendIcon } from './icons';
import { useMessagingTranslation } from './use-messaging-translation';

interface ComposerProps {
  textareaRef: Ref<HTMLTextAreaElement>;
  onSend: (body: string) => void;
  /** A file with the text written so far as its caption. */
  onAttach: (file: File, caption: string) => void;
  onTyping: () => void;
}

/** The lines the box grows to before it scrolls. */
const MAX_ROWS = 6;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing a character belongs to it). The box is emptied as the message leaves: the message
 * itself, on its way or refused, keeps the text in the thread.
 */
export function Composer({ textareaRef, onSend, onAttach, onTyping }: ComposerProps) {
  const { t } = useMessagingTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AttachmentProblem | 'too-long' | null>(null);

  function send() {
    const refusal = messageProblem(text);
    if (refusal === 'empty') return;
    if (refusal === 'too-long') {
      setProblem('too-long');
      return;
    }
    onSend(text);
    setText('');
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function change(event: ChangeEvent<HTMLTextAreaElement>) {
    setText(event.target.value);
    if (event.target.value) onTyping();
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refusal = attachmentProblem(file);
    setProblem(refusal);
    if (refusal) return;
    onAttach(file, text);
    setText('');
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3 dark:border-slate-800">
      {problem ? (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-300">
          {t(`problems.${problem}`)}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <button type="button" className="icon-button" aria-label={t('attach')} title={t('attach')} onClick={() => fileInput.current?.click()}>
          <PaperclipIcon />
        </button>
        <input ref={fileInput} type="file" hidden accept={ATTACHMENT_MIME_TYPES.join(',')} onChange={pick} data-testid="attachment-input" />
        <label htmlFor={`${id}-text`} className="sr-only">
          {t('messageLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textareaRef}
          dir="auto"
          rows={Math.min(MAX_ROWS, text.split('\n').length)}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          className="text-field min-h-10 resize-none"
          placeholder={t('placeholder')}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={change}
          onKeyDown={keyDown}
          data-testid="composer"
        />
        <span id={`${id}-hint`} className="sr-only">
          {t('enterHint')}
        </span>
        <button type="submit" className="primary-button h-10" disabled={!text.trim()}>
          <SendIcon width={16} height={16} />
          <span className="sr-only sm:not-sr-only">{t('send')}</span>
        </button>
      </div>
    </form>
  );
}
