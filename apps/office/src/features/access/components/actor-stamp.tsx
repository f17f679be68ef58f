import { Trans } from 'react-i18next';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { ACCESS_NAMESPACE } from '../hooks/use-access-translation';

/**
 * "Turned on by Olivia Owner · 23 Nov 2026, 09:30": the name isolated and the time kept on one
 * line, so a Latin name next to digits never reorders inside an Arabic sentence.
 */
export function ActorStamp({ i18nKey, name, iso }: { i18nKey: string; name: string; iso: string }) {
  const formatDate = useDateTimeFormat();
  return (
    <>
      <Trans ns={ACCESS_NAMESPACE} i18nKey={i18nKey} values={{ name }} components={{ name: <bdi /> }} />
      {' · '}
      <time dateTime={iso} className="whitespace-nowrap">
        {formatDate(iso)}
      </time>
    </>
  );
}

/** A sentence around one time ("Expires 24 Nov 2026, 12:30"), the time on one line. */
export function TimeSentence({ i18nKey, iso }: { i18nKey: string; iso: string }) {
  const formatDate = useDateTimeFormat();
  return <Trans ns={ACCESS_NAMESPACE} i18nKey={i18nKey} values={{ date: formatDate(iso) }} components={{ time: <time dateTime={iso} className="whitespace-nowrap" /> }} />;
}
