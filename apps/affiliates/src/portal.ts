import { definePortal, route } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');

const t = (en: string, ar: string) => ({ en, ar });

export default definePortal({
  id: 'affiliates',
  name: t('Affiliate Portal', 'بوابة التسويق بالعمولة'),
  description: t(
    'The FikrSpace partner program: share your referral links, track your referrals and get paid commissions.',
    'برنامج شركاء فكر سبيس: شارك روابط الإحالة الخاصة بك، وتابع إحالاتك، واحصل على عمولاتك.',
  ),
  tagline: t('Grow with us and earn on every referral', 'انمُ معنا واربح من كل إحالة'),
  defaultTitle: t('Affiliate Program', 'برنامج التسويق بالعمولة'),
  theme: 'fikr-space',
  landingPath: '/',
  features: { commissionTracking: true, referralLinks: true, marketingMaterials: true, analytics: true },
  routes: [
    route(
      '/',
      t('Affiliate Program', 'برنامج التسويق بالعمولة'),
      t(
        'Your place in the partner program: your referral link, this month’s earnings and the latest program news.',
        'مكانك في برنامج الشركاء: رابط الإحالة الخاص بك، وأرباح هذا الشهر، وآخر أخبار البرنامج.',
      ),
      workspacePage,
      { keywords: ['affiliate program', 'partners', 'referrals'] },
    ),
    route(
      '/dashboard',
      t('Dashboard', 'لوحة التحكم'),
      t(
        'Clicks, sign-ups, conversions and earnings from your referrals over time.',
        'النقرات والتسجيلات والتحويلات والأرباح الناتجة عن إحالاتك بمرور الوقت.',
      ),
      workspacePage,
      { keywords: ['dashboard', 'analytics', 'conversions', 'earnings'] },
    ),
    route(
      '/links-materials',
      t('Links & Materials', 'الروابط والمواد التسويقية'),
      t(
        'Your referral links, plus ready-made banners, copy and media for promoting FikrSpace.',
        'روابط الإحالة الخاصة بك، إضافة إلى لافتات ونصوص ومواد إعلامية جاهزة للترويج لفكر سبيس.',
      ),
      workspacePage,
      { keywords: ['referral links', 'marketing materials', 'banners'] },
    ),
    route(
      '/resources',
      t('Resources', 'الموارد'),
      t(
        'Guides, program terms and proven ways to promote FikrSpace to your audience.',
        'أدلة وشروط البرنامج وأساليب مجرَّبة للترويج لفكر سبيس لدى جمهورك.',
      ),
      workspacePage,
      { keywords: ['resources', 'guides', 'program terms'] },
    ),
    route(
      '/commissions',
      t('Commissions', 'العمولات'),
      t(
        'The commissions you have earned, the status of each one and your payout history.',
        'العمولات التي حصلت عليها، وحالة كل منها، وسجل المبالغ المحوَّلة إليك.',
      ),
      workspacePage,
      { keywords: ['commissions', 'payouts', 'earnings'] },
    ),
    route(
      '/referrals',
      t('Referrals', 'الإحالات'),
      t(
        'Everyone who signed up through your links, with their plan and status.',
        'كل من سجّل عبر روابطك، مع خطته وحالة اشتراكه.',
      ),
      workspacePage,
      { keywords: ['referrals', 'sign-ups', 'customers'] },
    ),
    route(
      '/settings',
      t('Settings', 'الإعدادات'),
      t(
        'Your affiliate profile, payout method and notification preferences.',
        'ملفك بصفتك شريكًا، وطريقة استلام المدفوعات، وتفضيلات الإشعارات.',
      ),
      workspacePage,
      { keywords: ['settings', 'payout method', 'profile'] },
    ),
  ],
  sidebar: [
    {
      id: 'overview',
      label: t('Overview', 'نظرة عامة'),
      items: [
        { id: 'home', label: t('Program Home', 'الصفحة الرئيسية'), to: '/' },
        { id: 'dashboard', label: t('Dashboard', 'لوحة التحكم'), to: '/dashboard' },
      ],
    },
    {
      id: 'promote',
      label: t('Promote', 'الترويج'),
      items: [
        { id: 'links-materials', label: t('Links & Materials', 'الروابط والمواد التسويقية'), to: '/links-materials' },
        { id: 'resources', label: t('Resources', 'الموارد'), to: '/resources' },
      ],
    },
    {
      id: 'earnings',
      label: t('Earnings', 'الأرباح'),
      items: [
        { id: 'referrals', label: t('Referrals', 'الإحالات'), to: '/referrals' },
        { id: 'commissions', label: t('Commissions', 'العمولات'), to: '/commissions' },
      ],
    },
    {
      id: 'account',
      label: t('Account', 'الحساب'),
      items: [{ id: 'settings', label: t('Settings', 'الإعدادات'), to: '/settings' }],
    },
  ],
  publicNav: [{ id: 'home', label: t('Home', 'الرئيسية'), to: '/' }],
});
