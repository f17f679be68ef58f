import { useMemo } from 'react';
import type { Flow, Variance } from '../budget-model';
import { useMetricsTranslation } from './use-metrics-translation';

/** Budgets are kept in US dollars, as the financial metrics are. */
export const BUDGET_CURRENCY = 'USD';

/**
 * Money and variances in the reader's language: amounts in whole dollars, a variance with its
 * sign, and what it means in words (over or under budget), so no colour carries it alone.
 */
export function useBudgetFormat() {
  const { t, i18n } = useMetricsTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: BUDGET_CURRENCY, maximumFractionDigits: 0 });
    const signedMoney = new Intl.NumberFormat(language, { style: 'currency', currency: BUDGET_CURRENCY, maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    const signedPercent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    return {
      money: (value: number) => money.format(value),
      signedMoney: (value: number) => signedMoney.format(value),
      signedPercent: (percent: number) => signedPercent.format(percent / 100),
      /** "Over budget", "Below budget", "On budget": the direction read for an inflow or an outflow. */
      status: (variance: Variance, flow: Flow) => (variance.direction === 'onBudget' ? t('budget.status.onBudget') : t(`budget.status.${flow}.${variance.direction}`)),
    };
  }, [language, t]);
}
