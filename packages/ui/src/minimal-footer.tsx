import { Link } from '@fikrspace/router';
import { useTranslation } from 'react-i18next';

const LEGAL_LINKS = [
  { to: '/about', label: 'footer.about' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
] as const;

/**
 * The minimal theme's full-page footer: one quiet line with the legal links, in place of the
 * shared footer's columns. Other themes that extend minimal inherit it.
 */
export function MinimalFooter() {
  const { t } = useTranslation();
  return (
    <footer data-testid="site-footer" data-footer="minimal" className="border-t border-slate-200 px-6 py-4 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p>© {new Date().getFullYear()} FikrSpace</p>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-wrap gap-4">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link className="hover:text-slate-900 hover:underline dark:hover:text-white" to={link.to}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
