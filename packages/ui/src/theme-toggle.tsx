import { changeThemeMode, type ThemeMode } from '@fikrspace/theme';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';
import { useThemeMode } from './use-theme';

/** One click moves to the next mode; from the default (dark) the first click gives light. */
const NEXT_MODE: Record<ThemeMode, ThemeMode> = { dark: 'light', light: 'system', system: 'dark' };
const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/**
 * Cycles light, system and dark. The button is named for what it does (the next mode, as before)
 * and described by the mode in use, so a screen reader hears both.
 */
export function ThemeToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const mode = useThemeMode();
  const next = NEXT_MODE[mode];
  const modeName = (value: ThemeMode) => (value === 'dark' ? t('theme.toDark') : value === 'light' ? t('theme.toLight') : t('theme.toSystem'));
  const label = modeName(next);
  const Icon = ICONS[next];
  return (
    <button
      type="button"
      onClick={() => changeThemeMode(next)}
      className={compact ? 'icon-button' : 'control-button'}
      aria-label={label}
      aria-describedby={descriptionId}
      title={label}
      data-testid="theme-toggle"
      data-mode={mode}
    >
      <Icon />
      {compact ? null : <span className="truncate">{label}</span>}
      <span id={descriptionId} hidden>
        {t('theme.current', { mode: modeName(mode) })}
      </span>
    </button>
  );
}
