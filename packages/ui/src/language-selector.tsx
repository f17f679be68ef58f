import type { Language } from '@fikrspace/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from './icons';

export interface LanguageSelectorProps {
  /** What to offer: `useLanguages()`, the database's list or, until it answers, the built-in one. */
  languages: readonly Language[];
  compact?: boolean;
  /** Which way the list opens; in the sidebar footer it must open upwards. */
  placement?: 'up' | 'down';
}

export function LanguageSelector({ languages, compact = false, placement = 'down' }: LanguageSelectorProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = languages.find((lang) => lang.code === i18n.language) ?? languages.find((lang) => lang.code === i18n.language.split('-')[0]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className={compact ? 'icon-button' : 'control-button'}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        // The icon alone is named by its label; beside the language's name the name holds what is
        // shown, so speech input can say the visible words (WCAG 2.5.3, label in name).
        aria-label={compact ? t('language.choose') : undefined}
        title={t('language.choose')}
        onClick={() => setOpen((value) => !value)}
        data-testid="language-selector"
      >
        <GlobeIcon />
        {compact ? null : (
          <>
            <span className="sr-only">{`${t('language.choose')}: `}</span>
            <span className="truncate">{current ? `${current.flagEmoji} ${current.nativeName}` : i18n.language}</span>
          </>
        )}
      </button>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('language.choose')}
          className={`absolute z-50 max-h-72 w-64 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900 ${placement === 'up' ? 'bottom-full mb-2' : 'top-full mt-2'} start-0`}
        >
          {languages.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">{t('language.none')}</li>
          ) : (
            languages.map((lang) => (
              <li key={lang.code} role="option" aria-selected={lang.code === current?.code}>
                <button
                  type="button"
                  lang={lang.code}
                  dir={lang.scriptDirection}
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                  onClick={() => {
                    void i18n.changeLanguage(lang.code);
                    setOpen(false);
                  }}
                >
                  <span aria-hidden="true">{lang.flagEmoji}</span>
                  <span className="flex-1">{lang.nativeName}</span>
                  <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{lang.code}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
