import { definePortal, route } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');

const t = (en: string, ar: string) => ({ en, ar });

export default definePortal({
  id: 'government',
  name: t('Government Portal', 'البوابة الحكومية'),
  description: t(
    'Ecosystem intelligence for government bodies: measure the startup ecosystem, understand what drives success and direct support where it matters.',
    'تحليلات منظومة ريادة الأعمال للجهات الحكومية: قِس أداء منظومة الشركات الناشئة، وافهم عوامل نجاحها، ووجّه الدعم إلى حيث يُحدث الفرق.',
  ),
  tagline: t('Ecosystem intelligence', 'تحليلات منظومة ريادة الأعمال'),
  defaultTitle: t('Ecosystem Intelligence', 'تحليلات المنظومة'),
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route(
      '/',
      t('Government Portal', 'البوابة الحكومية'),
      t(
        'Data on the startup ecosystem for policy makers: economic impact, sector growth, talent and ecosystem health.',
        'بيانات عن منظومة الشركات الناشئة لصنّاع السياسات: الأثر الاقتصادي ونمو القطاعات والمواهب وصحة المنظومة.',
      ),
      landingPage,
      { auth: false, layout: 'public', keywords: ['government', 'ecosystem intelligence', 'policy', 'startups'] },
    ),
    route(
      '/dashboard',
      t('Dashboard', 'لوحة التحكم'),
      t(
        'The key indicators of the startup ecosystem at a glance: companies, funding, jobs and growth.',
        'أبرز مؤشرات منظومة الشركات الناشئة في لمحة واحدة: الشركات والتمويل والوظائف والنمو.',
      ),
      workspacePage,
      { noindex: true, keywords: ['dashboard', 'ecosystem indicators', 'overview'] },
    ),
    route(
      '/economic-impact',
      t('Economic Impact', 'الأثر الاقتصادي'),
      t(
        'Jobs created, investment attracted and the contribution of startups to the economy, by region and sector.',
        'الوظائف المستحدثة والاستثمارات المستقطبة ومساهمة الشركات الناشئة في الاقتصاد، حسب المنطقة والقطاع.',
      ),
      workspacePage,
      { noindex: true, keywords: ['economic impact', 'jobs', 'investment', 'gdp'] },
    ),
    route(
      '/success-patterns',
      t('Success Patterns', 'أنماط النجاح'),
      t(
        'What the startups that grew, raised funding or exited have in common, drawn from ecosystem data.',
        'السمات المشتركة بين الشركات الناشئة التي نمت أو حصلت على تمويل أو حققت تخارجًا، مستخلصة من بيانات المنظومة.',
      ),
      workspacePage,
      { noindex: true, keywords: ['success patterns', 'growth', 'exits'] },
    ),
    route(
      '/talent-intelligence',
      t('Talent Intelligence', 'تحليلات المواهب'),
      t(
        'Supply and demand for skills across the ecosystem, hiring trends and talent gaps.',
        'العرض والطلب على المهارات في المنظومة، واتجاهات التوظيف، وفجوات المواهب.',
      ),
      workspacePage,
      { noindex: true, keywords: ['talent', 'skills', 'hiring'] },
    ),
    route(
      '/sector-development',
      t('Sector Development', 'تنمية القطاعات'),
      t(
        'Growth, funding and maturity of each priority sector, with the programs that support it.',
        'نمو كل قطاع ذي أولوية وتمويله ومستوى نضجه، مع البرامج التي تدعمه.',
      ),
      workspacePage,
      { noindex: true, keywords: ['sectors', 'sector development', 'programs'] },
    ),
    route(
      '/ecosystem-health',
      t('Ecosystem Health', 'صحة المنظومة'),
      t(
        'Health indicators of the ecosystem: startup survival, access to funding and the reach of support services.',
        'مؤشرات صحة المنظومة: معدلات بقاء الشركات الناشئة، وسهولة الوصول إلى التمويل، ومدى انتشار خدمات الدعم.',
      ),
      workspacePage,
      { noindex: true, keywords: ['ecosystem health', 'survival rate', 'funding access'] },
    ),
  ],
  sidebar: [
    {
      id: 'ecosystem-intelligence',
      label: t('Ecosystem Intelligence', 'تحليلات المنظومة'),
      items: [
        { id: 'dashboard', label: t('Dashboard', 'لوحة التحكم'), to: '/dashboard' },
        { id: 'economic-impact', label: t('Economic Impact', 'الأثر الاقتصادي'), to: '/economic-impact' },
        { id: 'success-patterns', label: t('Success Patterns', 'أنماط النجاح'), to: '/success-patterns' },
        { id: 'talent-intelligence', label: t('Talent Intelligence', 'تحليلات المواهب'), to: '/talent-intelligence' },
        { id: 'sector-development', label: t('Sector Development', 'تنمية القطاعات'), to: '/sector-development' },
        { id: 'ecosystem-health', label: t('Ecosystem Health', 'صحة المنظومة'), to: '/ecosystem-health' },
      ],
    },
  ],
  publicNav: [{ id: 'home', label: t('Home', 'الرئيسية'), to: '/' }],
});
