import { usePermission } from '@fikrspace/access';
import { useAppStore } from '@fikrspace/app-store';
import { errorCode, errorMessage } from '@fikrspace/errors';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader, toast } from '@fikrspace/ui';
import { useCallback, useMemo, useState } from 'react';
import { useCapTableSnapshot } from '../../api/get-cap-table-snapshot';
import { useRoundScenarios } from '../../api/get-round-scenarios';
import { useSaveRoundScenario } from '../../api/save-round-scenario';
import { isoDate, type CapTableSnapshot } from '../../ledger-model';
import { nameResolver, type ScenarioRow } from '../../round-scenario-model';
import { emptyScenarioForm, formFromTerms, parseScenarioTerms, type ScenarioTerms } from '../../round-scenario-schema';
import { CapNav } from '../cap-nav';
import { CapTableRoot } from '../cap-table-root';
import { LedgerSection } from '../ledger/ledger-section';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { ConvertRound } from './convert-round';
import { ExitWaterfall } from './exit-waterfall';
import { RoundResult } from './round-result';
import { ScenarioComparison } from './scenario-comparison';
import { ScenarioForm } from './scenario-form';
import { ScenarioList } from './scenario-list';
import { useModeledRound, useModeledRounds } from './use-modeled-round';

/**
 * Fikr Cap's round modeler (the matrix's `calculators`): priced rounds on today's table, saved as
 * scenarios to compare, and an exit waterfall. Modeling never writes to the ledger; a saved
 * scenario is converted into transactions by someone who may write the cap table.
 */
export function RoundModelerPage() {
  const { t } = useCapTableTranslation();
  const organizationId = useAppStore((state) => state.organization?.id ?? null);
  const ownOnly = useAppStore((state) => state.user?.organizationRole === 'stakeholder');
  const [today] = useState(() => isoDate(new Date()));
  const snapshot = useCapTableSnapshot({ organizationId, asOf: today });
  const scenarios = useRoundScenarios({ organizationId: ownOnly ? null : organizationId });

  const header = (
    <>
      <PageHeader title={t('modeler.title')} description={t('modeler.description')} />
      <CapNav />
    </>
  );
  let body;
  if (!organizationId) body = <EmptyState title={t('noOrganization')} description={t('noOrganizationHint')} />;
  else if (ownOnly) body = <EmptyState title={t('modeler.ownOnlyTitle')} description={t('modeler.ownOnlyHint')} />;
  else if (snapshot.isPending || scenarios.isPending) body = <LoadingScreen fullPage={false} />;
  else if (snapshot.isError || scenarios.isError) {
    const failed = snapshot.isError ? snapshot : scenarios;
    body = <ErrorPanel error={failed.error} headingLevel={2} onTryAgain={() => void failed.refetch()} />;
  } else if (snapshot.data.totals.fullyDiluted === 0) body = <EmptyState title={t('modeler.emptyTitle')} description={t('modeler.emptyHint')} />;
  else body = <Modeler organizationId={organizationId} snapshot={snapshot.data} scenarios={scenarios.data} today={today} />;

  return (
    <CapTableRoot>
      <div data-testid="round-modeler-page" className="contents">
        {header}
        {body}
      </div>
    </CapTableRoot>
  );
}

/** An exit value to start the waterfall from: twice the last priced round's valuation of today's table. */
function startingExitValue(snapshot: CapTableSnapshot): number {
  const price = Math.max(0, ...snapshot.classes.map(({ shareClass }) => (shareClass.class_type === 'preferred' ? (shareClass.price_per_share ?? 0) : 0)));
  const value = 2 * price * snapshot.totals.fullyDiluted;
  return value > 0 ? Math.round(value / 1_000_000) * 1_000_000 || 1_000_000 : 10_000_000;
}

function Modeler({ organizationId, snapshot, scenarios, today }: { organizationId: string; snapshot: CapTableSnapshot; scenarios: ScenarioRow[]; today: string }) {
  const { t } = useCapTableTranslation();
  const canCalculate = usePermission('calculators', 'calculate').allowed;
  const canConvert = usePermission('cap_table', 'write').allowed;
  const [selectedId, setSelectedId] = useState<string | null>(() => scenarios.find((row) => !row.converted_at && parseScenarioTerms(row.terms))?.id ?? null);
  const [compareIds, setCompareIds] = useState<string[]>([]);
  const [terms, setTerms] = useState<ScenarioTerms | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveRoundScenario();

  const selected = scenarios.find((row) => row.id === selectedId) ?? null;
  const savedTerms = useMemo(() => (selected ? parseScenarioTerms(selected.terms) : null), [selected]);
  const initial = useMemo(() => (selected && savedTerms ? formFromTerms(selected.name, savedTerms) : emptyScenarioForm(today)), [selected, savedTerms, today]);
  const modeled = useModeledRound(snapshot, terms);
  const nameOf = useMemo(() => nameResolver(snapshot, terms?.investors ?? []), [snapshot, terms]);
  const unchanged = !!savedTerms && !!terms && JSON.stringify(savedTerms) === JSON.stringify(terms);

  const compared = useMemo(
    () => compareIds.map((id) => scenarios.find((row) => row.id === id)).filter((row): row is ScenarioRow => !!row).map((row) => ({ id: row.id, name: row.name, terms: parseScenarioTerms(row.terms) })),
    [compareIds, scenarios],
  );
  const comparedModels = useModeledRounds(snapshot, compared);
  const onTermsChange = useCallback((next: ScenarioTerms | null) => setTerms(next), []);

  const open = (id: string | null) => {
    setSaveError(null);
    setSelectedId(id);
  };
  const toggleCompare = (id: string) => setCompareIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(-4)));

  const onSave = (values: { name: string; terms: ScenarioTerms }) => {
    setSaveError(null);
    save.mutate(
      { organizationId, ...(selected && !selected.converted_at ? { id: selected.id } : {}), name: values.name, terms: values.terms },
      {
        onSuccess: (row) => {
          toast({ title: t('modeler.form.saved', { name: row.name }), variant: 'success' });
          setSelectedId(row.id);
        },
        onError: (error) => setSaveError(errorCode(error) === 'DUPLICATE_RECORD' ? t('modeler.form.nameTaken') : errorMessage(error)),
      },
    );
  };

  const converted = !!selected?.converted_at;
  return (
    <>
      <ScenarioList organizationId={organizationId} scenarios={scenarios} selectedId={selectedId} compareIds={compareIds} canCalculate={canCalculate} onOpen={open} onToggleCompare={toggleCompare} />

      <LedgerSection
        title={selected ? selected.name : t('modeler.form.newTitle')}
        description={converted ? t('modeler.form.convertedDescription') : t('modeler.form.description')}
        testId="modeler-editor"
      >
        <ScenarioForm
          key={selected?.id ?? 'new'}
          initial={initial}
          stakeholders={snapshot.stakeholders}
          onTermsChange={onTermsChange}
          {...(canCalculate ? { onSave } : {})}
          saving={save.isPending}
          saveError={saveError}
          readOnly={converted}
        />
      </LedgerSection>

      {modeled === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="modeler-incomplete">
          {t('modeler.result.incomplete')}
        </p>
      ) : modeled.ok ? (
        <RoundResult model={modeled.value} nameOf={nameOf} />
      ) : (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="modeler-problem">
          {t(`modeler.mathsProblems.${modeled.code}`, { defaultValue: modeled.problem })}
        </p>
      )}

      {canConvert && selected && !converted && savedTerms && modeled?.ok ? (
        unchanged ? (
          <ConvertRound organizationId={organizationId} scenario={selected} terms={savedTerms} model={modeled.value} snapshot={snapshot} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('modeler.convert.saveFirst')}</p>
        )
      ) : null}

      {compared.length > 0 ? <ScenarioComparison snapshot={snapshot} scenarios={compared.map((row, index) => ({ id: row.id, name: row.name, result: comparedModels[index]?.result ?? null }))} /> : null}

      <ExitWaterfall snapshot={snapshot} initialExitValue={startingExitValue(snapshot)} />
    </>
  );
}
