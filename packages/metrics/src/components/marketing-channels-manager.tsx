import { errorMessage } from '@fikrspace/errors';
import { ErrorPanel } from '@fikrspace/ui';
import { useState } from 'react';
import { useAddMarketingChannel } from '../api/add-marketing-channel';
import { useMarketingChannels } from '../api/get-marketing-channels';
import { useRemoveMarketingChannel } from '../api/remove-marketing-channel';
import { useRenameMarketingChannel } from '../api/rename-marketing-channel';
import type { MetricsScope } from '../keys';
import type { MarketingChannel } from '../marketing';
import { ChannelNameForm } from './channel-name-form';
import { ConfirmDialog } from './confirm-dialog';
import { Notice, Section, SectionEmpty, SectionLoading } from './section';
import { useMetricsTranslation } from './use-metrics-translation';

/**
 * The company's channels, for members who write metrics: added by name (the database keys the
 * channel and its three metrics), renamed in place, removed after a confirmation that says its
 * figures go with it.
 */
export function MarketingChannelsManager({ scope }: { scope: MetricsScope }) {
  const { t } = useMetricsTranslation();
  const channels = useMarketingChannels(scope);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MarketingChannel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const quiet = { mutationConfig: { onError: () => undefined } };
  const add = useAddMarketingChannel(quiet);
  const rename = useRenameMarketingChannel(quiet);
  const remove = useRemoveMarketingChannel(quiet);

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(
      { ...scope, channelId: removing.id },
      {
        onSuccess: () => {
          setNotice(t('marketing.removed', { name: removing.name }));
          setRemoving(null);
        },
      },
    );
  };

  return (
    <Section title={t('marketing.channelsTitle')} description={t('marketing.channelsDescription')} testId="marketing-channels">
      {channels.isError ? (
        <ErrorPanel error={channels.error} headingLevel={3} onTryAgain={() => void channels.refetch()} />
      ) : !channels.data ? (
        <SectionLoading />
      ) : (
        <>
          {channels.data.length === 0 ? (
            <SectionEmpty>{t('marketing.noChannels')}</SectionEmpty>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {channels.data.map((channel) => (
                <li key={channel.id} className="flex flex-wrap items-center justify-between gap-2 p-3" data-testid="marketing-channel">
                  {renaming === channel.id ? (
                    <div className="w-full">
                      <ChannelNameForm
                        name={channel.name}
                        busy={rename.isPending}
                        error={rename.error}
                        onSave={(name) => rename.mutate({ ...scope, channelId: channel.id, name }, { onSuccess: () => setRenaming(null) })}
                        onCancel={() => setRenaming(null)}
                      />
                    </div>
                  ) : (
                    <>
                      <span className="text-sm font-medium" dir="auto">
                        {channel.name}
                      </span>
                      <span className="flex gap-2">
                        <button
                          type="button"
                          className="secondary-button"
                          aria-label={t('marketing.renameLabel', { name: channel.name })}
                          onClick={() => {
                            rename.reset();
                            setRenaming(channel.id);
                          }}
                        >
                          {t('marketing.rename')}
                        </button>
                        <button
                          type="button"
                          className="secondary-button"
                          aria-label={t('marketing.removeLabel', { name: channel.name })}
                          onClick={() => {
                            remove.reset();
                            setRemoving(channel);
                          }}
                        >
                          {t('custom.remove')}
                        </button>
                      </span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div aria-live="polite">{notice ? <Notice tone="ok">{notice}</Notice> : null}</div>
          <ChannelNameForm
            key={add.isSuccess ? add.submittedAt : 'new'}
            busy={add.isPending}
            error={add.error}
            onSave={(name) => {
              setNotice(null);
              add.mutate({ ...scope, name }, { onSuccess: (channel) => setNotice(t('marketing.added', { name: channel.name })) });
            }}
          />
          {removing ? (
            <ConfirmDialog
              title={t('marketing.confirmTitle', { name: removing.name })}
              confirmLabel={t('marketing.confirmRemove')}
              cancelLabel={t('custom.cancel')}
              busy={remove.isPending}
              onConfirm={onRemove}
              onCancel={() => setRemoving(null)}
              error={remove.isError ? <Notice tone="error">{errorMessage(remove.error)}</Notice> : null}
            >
              {t('marketing.confirmBody')}
            </ConfirmDialog>
          ) : null}
        </>
      )}
    </Section>
  );
}
