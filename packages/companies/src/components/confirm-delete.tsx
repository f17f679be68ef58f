import { toast } from '@fikrspace/ui';
import { ModalDialog } from './modal-dialog';
import { planFailureKey } from './plan-failure';
import { FailureAlert } from './plan-form-fields';
import { useCompaniesTranslation } from './use-companies-translation';

/** The deletion a question confirms: a delete operation's mutation, as its hook returns it. */
export interface Deletion<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface ConfirmDeleteProps<Input> {
  title: string;
  /** What goes, and what stays. */
  description: string;
  deletion: Deletion<Input>;
  /** What to delete, once confirmed. */
  input: Input;
  /** Said once it is gone; and the text of a failure worth trying again. */
  deletedText: string;
  failedKey: string;
  /** The question is over: deleted, or cancelled. */
  onDone: () => void;
}

/**
 * Asks before a deletion, which the page cannot undo: Cancel has the focus, Escape cancels. A
 * failure is said inside the question, so the member can try again; once deleted, a toast says so
 * and the question closes.
 */
export function ConfirmDelete<Input>({ title, description, deletion, input, deletedText, failedKey, onDone }: ConfirmDeleteProps<Input>) {
  const { t } = useCompaniesTranslation();
  const close = () => {
    deletion.reset();
    onDone();
  };
  // The question closes once the deletion is through, which would drop a per-call callback.
  const confirm = () =>
    deletion.mutateAsync(input).then(
      () => {
        toast({ title: deletedText, variant: 'success' });
        close();
      },
      () => undefined,
    );
  return (
    <ModalDialog role="alertdialog" title={title} description={description} onClose={close} busy={deletion.isPending} testId="confirm-delete">
      <FailureAlert text={deletion.isError ? t(planFailureKey(deletion.error, failedKey)) : null} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="secondary-button" onClick={close} disabled={deletion.isPending} data-autofocus="">
          {t('plan.cancel')}
        </button>
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white outline-none hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-400 focus-visible:ring-offset-2 disabled:opacity-60"
          onClick={() => void confirm()}
          disabled={deletion.isPending}
        >
          {deletion.isPending ? t('plan.deleting') : t('plan.delete')}
        </button>
      </div>
    </ModalDialog>
  );
}
