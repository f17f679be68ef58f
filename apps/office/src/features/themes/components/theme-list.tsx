import { useId, useRef, type KeyboardEvent } from 'react';
import { useThemeLabels } from '../hooks/use-theme-labels';
import { useThemesTranslation } from '../hooks/use-themes-translation';
import type { ThemeEntry } from '../utils/theme-entries';
import { Badge } from './badge';

export interface ThemeListGroup {
  id: string;
  label: string;
  entries: readonly ThemeEntry[];
}

export interface ThemeListProps {
  groups: readonly ThemeListGroup[];
  selectedId: string | undefined;
  /** The theme on screen on this page. */
  activeId: string;
  onSelect: (entry: ThemeEntry) => void;
  labelledBy: string;
  describedBy?: string;
}

/**
 * The themes as a single-select listbox: Tab reaches the selected theme, the arrow keys, Home and
 * End move through every group, and the selection (and so the preview) follows the focus.
 */
export function ThemeList({ groups, selectedId, activeId, onSelect, labelledBy, describedBy }: ThemeListProps) {
  const listId = useId();
  const options = useRef(new Map<string, HTMLDivElement>());
  const entries = groups.flatMap((group) => group.entries);
  const focusable = entries.some((entry) => entry.theme.id === selectedId) ? selectedId : entries[0]?.theme.id;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = entries.findIndex((entry) => entry.theme.id === focusable);
    const last = entries.length - 1;
    const target = { ArrowDown: Math.min(index + 1, last), ArrowUp: Math.max(index - 1, 0), Home: 0, End: last }[event.key];
    if (target === undefined || entries.length === 0) return;
    event.preventDefault();
    const entry = entries[target]!;
    onSelect(entry);
    options.current.get(entry.theme.id)?.focus();
  }

  return (
    <div role="listbox" aria-labelledby={labelledBy} aria-describedby={describedBy} onKeyDown={move} className="flex flex-col gap-4" data-testid="theme-list">
      {groups.map((group) =>
        group.entries.length === 0 ? null : (
          <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`} className="flex flex-col gap-2">
            <div id={`${listId}-${group.id}`} className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {group.label}
            </div>
            {group.entries.map((entry) => (
              <ThemeOption
                key={entry.theme.id}
                id={`${listId}-option-${entry.theme.id}`}
                entry={entry}
                selected={entry.theme.id === selectedId}
                focusable={entry.theme.id === focusable}
                active={entry.theme.id === activeId}
                onSelect={() => onSelect(entry)}
                register={(element) => {
                  if (element) options.current.set(entry.theme.id, element);
                  else options.current.delete(entry.theme.id);
                }}
              />
            ))}
          </div>
        ),
      )}
    </div>
  );
}

interface ThemeOptionProps {
  id: string;
  entry: ThemeEntry;
  selected: boolean;
  focusable: boolean;
  active: boolean;
  onSelect: () => void;
  register: (element: HTMLDivElement | null) => void;
}

function ThemeOption({ id, entry, selected, focusable, active, onSelect, register }: ThemeOptionProps) {
  const { t } = useThemesTranslation();
  const labels = useThemeLabels();
  const { theme, origin } = entry;
  const colors = theme.tokens.colors;
  return (
    <div
      ref={register}
      id={id}
      role="option"
      aria-selected={selected}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-details`}
      tabIndex={focusable ? 0 : -1}
      data-testid="theme-option"
      data-theme-id={theme.id}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
      className={`flex cursor-pointer flex-col gap-1.5 rounded-xl border p-3 text-start outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900 ${
        selected
          ? 'border-slate-900 bg-slate-50 dark:border-slate-200 dark:bg-slate-800'
          : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60'
      }`}
    >
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="flex shrink-0 overflow-hidden rounded-full border border-slate-300 dark:border-slate-600">
          <span className="size-3" style={{ backgroundColor: colors.background.primary }} />
          <span className="size-3" style={{ backgroundColor: colors.primary['500'] }} />
          <span className="size-3" style={{ backgroundColor: colors.secondary['700'] }} />
          <span className="size-3" style={{ backgroundColor: colors.accent['500'] }} />
        </span>
        <span id={`${id}-name`} className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white" dir="auto">
          {labels.name(theme, origin)}
        </span>
      </span>
      <span id={`${id}-details`} className="flex flex-col gap-1.5">
        <span className="text-xs text-slate-600 dark:text-slate-400">
          <span className="sr-only">{t('list.idLabel')} </span>
          <code className="font-mono" dir="ltr">
            {theme.id}
          </code>
        </span>
        {labels.description(theme, origin) ? (
          <span className="text-sm text-slate-700 dark:text-slate-300" dir="auto">
            {labels.description(theme, origin)}
          </span>
        ) : null}
        <span className="flex flex-wrap gap-1">
          <Badge>{labels.mode(theme)}</Badge>
          <Badge tone={origin === 'custom' ? 'custom' : 'neutral'}>{labels.origin(origin)}</Badge>
          {active ? <Badge tone="active">{t('badges.active')}</Badge> : null}
        </span>
      </span>
    </div>
  );
}
