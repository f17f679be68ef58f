import { errorMessage } from '@fikrspace/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CHANNEL_NAME_MAX_LENGTH } from '../marketing';
import { Notice } from './section';
import { useMetricsTranslation } from './use-metrics-translation';

const channelNameSchema = z.object({ name: z.string().trim().min(1, 'nameRequired').max(CHANNEL_NAME_MAX_LENGTH, 'nameLong') });
type ChannelName = z.input<typeof channelNameSchema>;

export interface ChannelNameFormProps {
  /** The channel's current name when renaming; a new channel when absent. */
  name?: string;
  busy: boolean;
  error: unknown;
  onSave: (name: string) => void;
  onCancel?: () => void;
}

/** A channel's name (react-hook-form and zod, as the table checks it), to add a channel or rename one. */
export function ChannelNameForm({ name, busy, error, onSave, onCancel }: ChannelNameFormProps) {
  const { t } = useMetricsTranslation();
  const id = useId();
  const form = useForm<ChannelName>({ resolver: zodResolver(channelNameSchema), defaultValues: { name: name ?? '' } });
  const problem = form.formState.errors.name?.message;
  return (
    <form onSubmit={form.handleSubmit((values) => onSave(values.name.trim()))} noValidate className="flex flex-wrap items-end gap-2" data-testid={name === undefined ? 'channel-add-form' : 'channel-rename-form'}>
      <label htmlFor={`${id}-name`} className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
        {name === undefined ? t('marketing.newChannel') : t('marketing.renameTo', { name })}
        <input
          id={`${id}-name`}
          className="text-field"
          dir="auto"
          maxLength={CHANNEL_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={!!problem || undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          {...form.register('name')}
        />
      </label>
      <button type="submit" className="primary-button" disabled={busy}>
        {name === undefined ? t('marketing.addChannel') : t('marketing.saveName')}
      </button>
      {onCancel ? (
        <button type="button" className="secondary-button" onClick={onCancel}>
          {t('custom.cancel')}
        </button>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="w-full text-xs text-red-700 dark:text-red-300">
          {t(`custom.problems.${problem}`)}
        </p>
      ) : null}
      {error ? (
        <div className="w-full">
          <Notice tone="error">{errorMessage(error)}</Notice>
        </div>
      ) : null}
    </form>
  );
}
