import { Link } from '@fikrspace/router';
import { useTranslation } from 'react-i18next';

const PRODUCT_AREAS = ['score', 'marketplace', 'os', 'cap', 'pitch', 'hub'] as const;

const SOCIAL_PROFILES = [
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/fikrspace' },
  { id: 'x', label: 'X', href: 'https://x.com/fikrspace' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/fikrspace' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@fikrspace' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/fikrspace' },
] as const;

/** The footer every portal shares (spec 001 §1). `compact` fits it under a collapsed sidebar. */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const linkClass = 'text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white';
  const columns = [
    {
      id: 'products',
      title: t('footer.products'),
      links: PRODUCT_AREAS.map((area) => ({ to: `/fikrspace/portal/${area}`, label: t(`products.${area}`) })),
    },
    {
      id: 'resources',
      title: t('footer.resources'),
      links: [
        { to: '/blog', label: t('footer.blog') },
        { to: '/events', label: t('footer.events') },
        { to: '/podcast', label: t('footer.podcast') },
        { to: '/resources', label: t('footer.guides') },
      ],
    },
    {
      id: 'legal',
      title: t('footer.legal'),
      links: [
        { to: '/about', label: t('footer.about') },
        { to: '/privacy', label: t('footer.privacy') },
        { to: '/terms', label: t('footer.terms') },
      ],
    },
  ];
  return (
    <footer data-testid="site-footer" data-footer="default" className="border-t border-slate-200 bg-white/70 px-6 py-8 text-sm dark:border-slate-800 dark:bg-slate-950/70">
      <div className={`mx-auto grid max-w-6xl gap-8 ${compact ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-4'}`}>
        <div>
          <p className="text-base font-bold text-slate-900 dark:text-white">FikrSpace</p>
          <p className="mt-2 text-slate-600 dark:text-slate-300" data-testid="footer-tagline">
            {t('footer.tagline')}
          </p>
          <ul className="mt-4 flex flex-wrap gap-3" aria-label={t('footer.social')}>
            {SOCIAL_PROFILES.map((profile) => (
              <li key={profile.id}>
                <a className={linkClass} href={profile.href} target="_blank" rel="noopener noreferrer">
                  {profile.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.id} aria-label={column.title}>
            <p className="font-semibold text-slate-900 dark:text-white">{column.title}</p>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link className={linkClass} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-xs text-slate-500 dark:text-slate-400">© {new Date().getFullYear()} FikrSpace</p>
    </footer>
  );
}
