import { definePortal, route } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');

const t = (en: string, ar: string) => ({ en, ar });

export default definePortal({
  id: 'investor',
  name: t('Investor Portal', 'بوابة المستثمرين'),
  description: t(
    'Discover startups, invest through smart contracts and follow every holding in one dashboard.',
    'اكتشف الشركات الناشئة واستثمر عبر العقود الذكية وتابع جميع استثماراتك في لوحة واحدة.',
  ),
  tagline: t('Blockchain-powered equity investment', 'استثمار في حصص الملكية مدعوم بتقنية البلوك تشين'),
  defaultTitle: t('Investment Dashboard', 'لوحة الاستثمار'),
  theme: 'fikr-space',
  landingPath: '/',
  features: { blockchain: true, smartContracts: true, kyc: true },
  routes: [
    route(
      '/',
      t('Investor Portal', 'بوابة المستثمرين'),
      t(
        'Blockchain-powered equity investment: find promising startups across the region, invest through smart contracts and track your returns.',
        'استثمار في حصص الملكية مدعوم بتقنية البلوك تشين: اعثر على الشركات الناشئة الواعدة في المنطقة، واستثمر عبر العقود الذكية، وتابع عوائدك.',
      ),
      landingPage,
      { auth: false, layout: 'public', keywords: ['investors', 'equity investment', 'blockchain', 'startups'] },
    ),
    route(
      '/dashboard',
      t('Overview', 'نظرة عامة'),
      t(
        'A summary of your portfolio value, open deals and recent activity.',
        'ملخص لقيمة محفظتك والصفقات المفتوحة وآخر النشاطات.',
      ),
      workspacePage,
      { keywords: ['dashboard', 'overview', 'portfolio value'] },
    ),
    route(
      '/portfolio',
      t('Portfolio', 'المحفظة الاستثمارية'),
      t(
        'Every company you have invested in, with its current valuation, ownership and returns.',
        'جميع الشركات التي استثمرت فيها، مع تقييمها الحالي ونسبة ملكيتك والعوائد المحققة.',
      ),
      workspacePage,
      { keywords: ['portfolio', 'holdings', 'ownership', 'returns'] },
    ),
    route(
      '/deals',
      t('Deal Flow', 'تدفق الصفقات'),
      t(
        'Investment opportunities under review, from first contact to term sheet and closing.',
        'فرص الاستثمار قيد الدراسة، من أول تواصل حتى ورقة الشروط وإتمام الصفقة.',
      ),
      workspacePage,
      { keywords: ['deal flow', 'deals', 'term sheet', 'pipeline'] },
    ),
    route(
      '/analytics',
      t('Performance', 'الأداء'),
      t(
        'Returns, multiples and growth of your portfolio over time.',
        'العوائد ومضاعفات الاستثمار ونمو محفظتك بمرور الوقت.',
      ),
      workspacePage,
      { keywords: ['performance', 'analytics', 'returns', 'irr'] },
    ),
    route(
      '/live-events',
      t('Live Events', 'الفعاليات المباشرة'),
      t(
        'Pitch sessions and demo days streaming now or starting soon.',
        'جلسات العروض الاستثمارية وأيام العرض التي تُبث الآن أو تبدأ قريبًا.',
      ),
      workspacePage,
      { keywords: ['live events', 'pitch', 'demo day', 'streaming'] },
    ),
    route(
      '/startups',
      t('Startups', 'الشركات الناشئة'),
      t(
        'Startups raising capital, with their sector, stage and funding target.',
        'الشركات الناشئة التي تجمع التمويل، مع قطاع كل منها ومرحلتها وهدفها التمويلي.',
      ),
      workspacePage,
      { keywords: ['startups', 'fundraising', 'discover'] },
    ),
    route(
      '/watchlist',
      t('Watchlist', 'قائمة المتابعة'),
      t(
        'Startups you are following before you decide to invest.',
        'الشركات الناشئة التي تتابعها قبل أن تتخذ قرار الاستثمار.',
      ),
      workspacePage,
      { keywords: ['watchlist', 'following', 'startups'] },
    ),
    route(
      '/market-intelligence',
      t('Market Intelligence', 'معلومات السوق'),
      t(
        'Sector trends, funding rounds and benchmarks across the MENA region.',
        'اتجاهات القطاعات وجولات التمويل والمؤشرات المرجعية في منطقة الشرق الأوسط وشمال أفريقيا.',
      ),
      workspacePage,
      { keywords: ['market intelligence', 'trends', 'benchmarks', 'mena'] },
    ),
    route(
      '/valuations',
      t('Valuations', 'التقييمات'),
      t(
        'Valuation models and estimates for the companies you hold or are considering.',
        'نماذج التقييم وتقديراته للشركات التي تملك حصصًا فيها أو تدرس الاستثمار فيها.',
      ),
      workspacePage,
      { keywords: ['valuations', 'valuation models', 'pricing'] },
    ),
    route(
      '/due-diligence',
      t('Due Diligence', 'العناية الواجبة'),
      t(
        'Checklists, documents and findings for each deal under review.',
        'قوائم التحقق والمستندات والنتائج الخاصة بكل صفقة قيد الدراسة.',
      ),
      workspacePage,
      { keywords: ['due diligence', 'checklists', 'documents'] },
    ),
    route(
      '/co-investors',
      t('Co-Investors', 'المستثمرون المشاركون'),
      t(
        'Investors you syndicate with, and the deals you share.',
        'المستثمرون الذين تشاركهم في الاستثمار، والصفقات المشتركة بينكم.',
      ),
      workspacePage,
      { keywords: ['co-investors', 'syndicate', 'network'] },
    ),
    route(
      '/events',
      t('Events', 'الفعاليات'),
      t(
        'Upcoming investor meetups, conferences and demo days you can join.',
        'لقاءات المستثمرين والمؤتمرات وأيام العرض القادمة التي يمكنك المشاركة فيها.',
      ),
      workspacePage,
      { keywords: ['events', 'meetups', 'conferences'] },
    ),
    route(
      '/notifications',
      t('Notifications', 'الإشعارات'),
      t(
        'Alerts about your deals, portfolio companies and events, and how you receive them.',
        'تنبيهات حول صفقاتك وشركات محفظتك والفعاليات، وطريقة استلامها.',
      ),
      workspacePage,
      { keywords: ['notifications', 'alerts'] },
    ),
    route(
      '/settings',
      t('Settings', 'الإعدادات'),
      t(
        'Your investor profile, identity verification (KYC), wallet and account preferences.',
        'ملفك الاستثماري والتحقق من الهوية (اعرف عميلك) والمحفظة الرقمية وتفضيلات الحساب.',
      ),
      workspacePage,
      { keywords: ['settings', 'profile', 'kyc', 'wallet'] },
    ),
  ],
  sidebar: [
    {
      id: 'dashboard',
      label: t('Dashboard', 'لوحة التحكم'),
      items: [{ id: 'overview', label: t('Overview', 'نظرة عامة'), to: '/dashboard' }],
    },
    {
      id: 'investments',
      label: t('Investments', 'الاستثمارات'),
      items: [
        { id: 'portfolio', label: t('Portfolio', 'المحفظة الاستثمارية'), to: '/portfolio' },
        { id: 'deal-flow', label: t('Deal Flow', 'تدفق الصفقات'), to: '/deals' },
        { id: 'performance', label: t('Performance', 'الأداء'), to: '/analytics' },
      ],
    },
    {
      id: 'discover',
      label: t('Discover', 'استكشاف'),
      items: [
        { id: 'live-events', label: t('Live Events', 'الفعاليات المباشرة'), to: '/live-events' },
        { id: 'startups', label: t('Startups', 'الشركات الناشئة'), to: '/startups' },
        { id: 'watchlist', label: t('Watchlist', 'قائمة المتابعة'), to: '/watchlist' },
      ],
    },
    {
      id: 'tools',
      label: t('Tools', 'الأدوات'),
      items: [
        { id: 'market-intelligence', label: t('Market Intelligence', 'معلومات السوق'), to: '/market-intelligence' },
        { id: 'valuations', label: t('Valuations', 'التقييمات'), to: '/valuations' },
        { id: 'due-diligence', label: t('Due Diligence', 'العناية الواجبة'), to: '/due-diligence' },
      ],
    },
    {
      id: 'network',
      label: t('Network', 'الشبكة'),
      items: [
        { id: 'co-investors', label: t('Co-Investors', 'المستثمرون المشاركون'), to: '/co-investors' },
        { id: 'events', label: t('Events', 'الفعاليات'), to: '/events' },
      ],
    },
    {
      id: 'settings',
      label: t('Settings', 'الإعدادات'),
      items: [
        { id: 'notifications', label: t('Notifications', 'الإشعارات'), to: '/notifications' },
        { id: 'settings', label: t('Settings', 'الإعدادات'), to: '/settings' },
      ],
    },
  ],
  publicNav: [{ id: 'home', label: t('Home', 'الرئيسية'), to: '/' }],
});
