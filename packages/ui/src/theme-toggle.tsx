import { useAppStore } from '@fikrspace/app-store';
import { changeThemeMode } from '@fikrspace/theme';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from './icons';

export function ThemeToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const theme = useAppStore((state) => state.theme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <button
      type="button"
      onClick={() => changeThemeMode(next)}
      className={compact ? 'icon-button' : 'control-button'}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      {compact ? null : <span className="truncate">{label}</span>}
    </button>
  );
}
