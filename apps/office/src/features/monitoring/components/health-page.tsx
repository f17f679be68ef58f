import { PageHeader } from '@fikrspace/ui';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { useSystemHealth, type HealthStatus, type ServiceHealth, type SystemHealth } from '../api/get-system-health';
import { useMonitoringTranslation } from '../hooks/use-monitoring-translation';
import { useNumberFormat } from '../hooks/use-number-format';
import { QueryState } from './query-state';
import { MonitoringRoot } from './monitoring-root';

const TONE: Record<HealthStatus, string> = {
  healthy: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-50',
  degraded: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50',
  unhealthy: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/50 dark:text-red-50',
};

const SERVICES = ['database', 'auth', 'jobQueue', 'performance'] as const;

/**
 * System health (spec 001 §4): the platform is as healthy as its worst service. The database
 * judges itself, the job queue and the performance scores; the auth server answers for itself.
 * Checked again every 30 s while the page is open.
 */
export default function HealthPage() {
  const { t } = useMonitoringTranslation();
  const health = useSystemHealth();
  return (
    <MonitoringRoot testId="office-health">
      <PageHeader title={t('health.title')} description={t('health.description')} />
      <QueryState query={health}>{(data) => <HealthReport health={data} />}</QueryState>
    </MonitoringRoot>
  );
}

function HealthReport({ health }: { health: SystemHealth }) {
  const { t } = useMonitoringTranslation();
  const when = useDateTimeFormat();
  return (
    <>
      <section role="status" className={`rounded-2xl border p-5 ${TONE[health.status]}`} data-testid="overall-health" data-status={health.status}>
        <h2 className="text-xl font-semibold">{t(`health.overall.${health.status}`)}</h2>
        <p className="mt-1 text-sm">{t('health.checkedAt', { when: when(health.checkedAt) })}</p>
      </section>
      <ul className="grid gap-4 md:grid-cols-2">
        {SERVICES.map((name) => (
          <ServiceCard key={name} name={name} service={health.services[name]} />
        ))}
      </ul>
    </>
  );
}

function ServiceCard({ name, service }: { name: (typeof SERVICES)[number]; service: ServiceHealth }) {
  const { t } = useMonitoringTranslation();
  return (
    <li className={`flex flex-col gap-2 rounded-2xl border p-4 ${TONE[service.status]}`} data-testid={`service-${name}`} data-status={service.status}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t(`health.services.${name}.title`)}</h3>
        <span className="rounded-full bg-white/70 px-2 py-0.5 text-xs font-medium dark:bg-black/30">{t(`health.status.${service.status}`)}</span>
      </div>
      <p className="text-sm">{t(`health.services.${name}.rule`)}</p>
      <ServiceDetails name={name} service={service} />
    </li>
  );
}

function ServiceDetails({ name, service }: { name: (typeof SERVICES)[number]; service: ServiceHealth }) {
  const { t } = useMonitoringTranslation();
  const number = useNumberFormat();
  const figure = (key: string) => (typeof service[key] === 'number' ? (service[key] as number) : null);
  const rows: [string, string][] = [];
  const responseMs = figure('responseMs');
  if (responseMs !== null) rows.push([t('health.details.responseTime'), number.milliseconds(responseMs)]);
  if (name === 'jobQueue') {
    rows.push([t('health.details.completedLastDay'), number.count(figure('completedLastDay') ?? 0)]);
    rows.push([t('health.details.failedLastDay'), number.count(figure('failedLastDay') ?? 0)]);
    rows.push([t('health.details.pending'), number.count(figure('pending') ?? 0)]);
  }
  if (name === 'performance') {
    const score = figure('averageScore');
    rows.push([t('health.details.averageScore'), score === null ? t('health.details.noSamples') : number.count(Math.round(score))]);
    rows.push([t('health.details.samples'), number.count(figure('samples') ?? 0)]);
  }
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-end font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
