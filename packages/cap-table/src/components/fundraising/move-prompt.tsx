import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { commitAmountSchema, passReasonSchema } from '../../funding-schema';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { FundingField } from './funding-field';

/**
 * What a move along the pipeline asks for before it is sent: why the investor passed, or how much
 * they commit when no amount was given. Shown on the investor's card, with the focus in its field,
 * whether the move came from dragging, the keyboard or the stage list.
 */
export function MovePrompt({
  need,
  investorName,
  suggestedAmount,
  onConfirm,
  onCancel,
}: {
  need: 'passReason' | 'committedAmount';
  investorName: string;
  suggestedAmount: number | null;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}) {
  return need === 'passReason' ? (
    <PassReasonPrompt investorName={investorName} onConfirm={onConfirm} onCancel={onCancel} />
  ) : (
    <CommitAmountPrompt investorName={investorName} suggestedAmount={suggestedAmount} onConfirm={onConfirm} onCancel={onCancel} />
  );
}

function PassReasonPrompt({ investorName, onConfirm, onCancel }: { investorName: string; onConfirm: (value: string) => void; onCancel: () => void }) {
  const { t } = useCapTableTranslation();
  const form = useForm<{ reason: string }>({ resolver: zodResolver(passReasonSchema), defaultValues: { reason: '' } });
  useEffect(() => form.setFocus('reason'), [form]);
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(({ reason }) => onConfirm(reason))(event)}
      noValidate
      className="flex flex-col gap-2"
      aria-label={t('fundraising.move.passTitle', { name: investorName })}
      data-testid="pass-reason-prompt"
    >
      <FundingField form={form} name="reason" label={t('fundraising.move.passReason')}>
        {(described) => <textarea className="text-field min-h-16" maxLength={1000} {...described} {...form.register('reason')} />}
      </FundingField>
      <PromptButtons confirm={t('fundraising.move.confirmPass')} onCancel={onCancel} />
    </form>
  );
}

function CommitAmountPrompt({ investorName, suggestedAmount, onConfirm, onCancel }: { investorName: string; suggestedAmount: number | null; onConfirm: (value: string) => void; onCancel: () => void }) {
  const { t } = useCapTableTranslation();
  const form = useForm<{ amount: string }>({ resolver: zodResolver(commitAmountSchema), defaultValues: { amount: suggestedAmount === null ? '' : String(suggestedAmount) } });
  useEffect(() => form.setFocus('amount'), [form]);
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(({ amount }) => onConfirm(amount))(event)}
      noValidate
      className="flex flex-col gap-2"
      aria-label={t('fundraising.move.commitTitle', { name: investorName })}
      data-testid="commit-amount-prompt"
    >
      <FundingField form={form} name="amount" label={t('fundraising.move.commitAmount')} input={{ inputMode: 'decimal', dir: 'ltr' }} />
      <PromptButtons confirm={t('fundraising.move.confirmCommit')} onCancel={onCancel} />
    </form>
  );
}

function PromptButtons({ confirm, onCancel }: { confirm: string; onCancel: () => void }) {
  const { t } = useCapTableTranslation();
  return (
    <span className="flex flex-wrap gap-2">
      <button type="submit" className="primary-button">
        {confirm}
      </button>
      <button type="button" className="secondary-button" onClick={onCancel}>
        {t('fundraising.cancel')}
      </button>
    </span>
  );
}
