import type { PaletteName, ThemeDefinition } from '@fikrspace/theme';
import type { ThemeOrigin } from '../utils/theme-entries';
import { useThemesTranslation } from './use-themes-translation';

/**
 * Names and descriptions in the page's language. The built-in themes are code whose texts are
 * English, so their translations are kept here; a custom theme shows what its author wrote.
 */
export function useThemeLabels() {
  const { t } = useThemesTranslation();
  const builtIn = (theme: ThemeDefinition, origin: ThemeOrigin, part: 'name' | 'description', fallback: string) =>
    origin === 'built-in' ? t(`builtIn.${theme.id}.${part}`, { defaultValue: fallback }) : fallback;
  return {
    name: (theme: ThemeDefinition, origin: ThemeOrigin) => builtIn(theme, origin, 'name', theme.name),
    description: (theme: ThemeDefinition, origin: ThemeOrigin) => builtIn(theme, origin, 'description', theme.description),
    palette: (palette: PaletteName) => t(`palettes.${palette}`),
    mode: (theme: ThemeDefinition) => (theme.metadata.isDark ? t('badges.dark') : t('badges.light')),
    origin: (origin: ThemeOrigin) => (origin === 'built-in' ? t('badges.builtIn') : t('badges.custom')),
  };
}
