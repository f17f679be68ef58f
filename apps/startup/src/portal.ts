import { definePortal, route } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');
const pageListPage = () => import('./pages/page-list-page');

const t = (en: string, ar: string) => ({ en, ar });

export default definePortal({
  id: 'startup',
  name: t('Startup Portal', 'بوابة الشركات الناشئة'),
  description: t(
    'Everything your startup needs in one place: programs, mentors, investors, fundraising and growth metrics.',
    'كل ما تحتاجه شركتك الناشئة في مكان واحد: البرامج والمرشدون والمستثمرون وجمع التمويل ومؤشرات النمو.',
  ),
  tagline: t('Build, grow and fund your startup', 'ابنِ شركتك الناشئة ونمِّها وموّلها'),
  defaultTitle: t('Startup Dashboard', 'لوحة الشركة الناشئة'),
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route(
      '/',
      t('Startup Portal', 'بوابة الشركات الناشئة'),
      t(
        'Join accelerator programs, work with mentors, prepare your pitch and raise funding, all from one workspace.',
        'التحق ببرامج التسريع، واعمل مع المرشدين، وجهّز عرضك الاستثماري، واجمع التمويل، كل ذلك من مساحة عمل واحدة.',
      ),
      landingPage,
      { auth: false, layout: 'public', keywords: ['startup', 'founders', 'fundraising', 'accelerator programs'] },
    ),
    route(
      '/pages',
      t('Pages', 'الصفحات'),
      t('All public pages of the startup portal.', 'جميع الصفحات العامة لبوابة الشركات الناشئة.'),
      pageListPage,
      { auth: false, layout: 'public', keywords: ['pages', 'sitemap', 'startup'] },
    ),
    route(
      '/dashboard',
      t('Dashboard', 'لوحة التحكم'),
      t(
        'Your startup at a glance: key metrics, next milestones and recent activity.',
        'شركتك الناشئة في لمحة: المؤشرات الرئيسية والمحطات القادمة وآخر النشاطات.',
      ),
      workspacePage,
      { keywords: ['dashboard', 'overview'] },
    ),
    route(
      '/profile',
      t('Company Profile', 'ملف الشركة'),
      t(
        'Your startup’s public profile: product, market, team and stage.',
        'الملف العام لشركتك الناشئة: المنتج والسوق والفريق والمرحلة.',
      ),
      workspacePage,
      { keywords: ['profile', 'company', 'public profile'] },
    ),
    route(
      '/settings',
      t('Settings', 'الإعدادات'),
      t(
        'Account details, team access and notification preferences.',
        'بيانات الحساب وصلاحيات الفريق وتفضيلات الإشعارات.',
      ),
      workspacePage,
      { keywords: ['settings', 'account', 'notifications'] },
    ),
    route(
      '/cohort',
      t('My Cohort', 'دفعتي'),
      t(
        'The startups in your cohort, its schedule and shared updates.',
        'الشركات الناشئة في دفعتك، وجدولها الزمني، والتحديثات المشتركة.',
      ),
      workspacePage,
      { keywords: ['cohort', 'peers', 'schedule'] },
    ),
    route(
      '/program',
      t('My Program', 'برنامجي'),
      t(
        'The accelerator program you are enrolled in: curriculum, sessions and deliverables.',
        'برنامج التسريع الذي التحقت به: المنهج والجلسات والمخرجات المطلوبة.',
      ),
      workspacePage,
      { keywords: ['program', 'curriculum', 'deliverables'] },
    ),
    route(
      '/progress',
      t('Progress', 'التقدم'),
      t(
        'The milestones you have completed and those still ahead.',
        'المحطات التي أنجزتها وتلك التي لا تزال أمامك.',
      ),
      workspacePage,
      { keywords: ['progress', 'milestones'] },
    ),
    route(
      '/demo-day',
      t('Demo Day', 'يوم العرض'),
      t(
        'Get ready for demo day: your slot, what your pitch must cover and the investors attending.',
        'استعد ليوم العرض: موعد عرضك، وما يجب أن يتضمنه، والمستثمرون الحاضرون.',
      ),
      workspacePage,
      { keywords: ['demo day', 'pitch', 'investors'] },
    ),
    route(
      '/pitch-deck',
      t('Pitch Deck', 'العرض التقديمي'),
      t(
        'Build, upload and share your pitch deck, and see who has viewed it.',
        'أنشئ عرضك التقديمي وارفعه وشاركه، واطّلع على من شاهده.',
      ),
      workspacePage,
      { keywords: ['pitch deck', 'presentation'] },
    ),
    route(
      '/fundraising',
      t('Fundraising', 'جمع التمويل'),
      t(
        'Your current round: target, commitments and conversations with investors.',
        'جولتك التمويلية الحالية: المبلغ المستهدف والالتزامات والمحادثات مع المستثمرين.',
      ),
      workspacePage,
      { keywords: ['fundraising', 'funding round', 'commitments'] },
    ),
    route(
      '/investors',
      t('Investors', 'المستثمرون'),
      t(
        'Investors who match your sector and stage, and the ones you are already talking to.',
        'المستثمرون الذين يناسبون قطاعك ومرحلتك، ومن تتواصل معهم بالفعل.',
      ),
      workspacePage,
      { keywords: ['investors', 'venture capital', 'angels'] },
    ),
    route(
      '/financial',
      t('Financials', 'البيانات المالية'),
      t(
        'Revenue, burn rate, runway and financial projections.',
        'الإيرادات ومعدل الإنفاق والمدة التي تكفيها السيولة المتاحة والتوقعات المالية.',
      ),
      workspacePage,
      { keywords: ['financials', 'burn rate', 'runway', 'projections'] },
    ),
    route(
      '/metrics',
      t('Metrics', 'المؤشرات'),
      t(
        'The growth and traction metrics you track and share with investors.',
        'مؤشرات النمو والإقبال التي تتابعها وتشاركها مع المستثمرين.',
      ),
      workspacePage,
      { keywords: ['metrics', 'kpis', 'traction'] },
    ),
    route(
      '/roadmap',
      t('Roadmap', 'خارطة الطريق'),
      t(
        'Planned product and business milestones, quarter by quarter.',
        'المحطات المخطط لها للمنتج والأعمال، ربعًا بعد ربع.',
      ),
      workspacePage,
      { keywords: ['roadmap', 'planning', 'milestones'] },
    ),
    route(
      '/marketing',
      t('Marketing', 'التسويق'),
      t(
        'Your campaigns, channels and customer acquisition results.',
        'حملاتك وقنواتك ونتائج استقطاب العملاء.',
      ),
      workspacePage,
      { keywords: ['marketing', 'campaigns', 'customer acquisition'] },
    ),
    route(
      '/team',
      t('Team', 'الفريق'),
      t(
        'Your founders and team members, their roles and pending invitations.',
        'المؤسسون وأعضاء الفريق وأدوارهم والدعوات المعلّقة.',
      ),
      workspacePage,
      { keywords: ['team', 'members', 'invitations'] },
    ),
    route(
      '/legal',
      t('Legal', 'الشؤون القانونية'),
      t(
        'Company documents, agreements and compliance tasks.',
        'وثائق الشركة والاتفاقيات ومهام الامتثال.',
      ),
      workspacePage,
      { keywords: ['legal', 'documents', 'compliance'] },
    ),
    route(
      '/mentorship',
      t('Mentorship', 'الإرشاد'),
      t(
        'Your mentoring sessions, their notes and the action items that came out of them.',
        'جلسات الإرشاد الخاصة بك، وملاحظاتها، والمهام التي خرجت بها.',
      ),
      workspacePage,
      { keywords: ['mentorship', 'sessions', 'action items'] },
    ),
    route(
      '/mentors',
      t('Mentors', 'المرشدون'),
      t(
        'Find mentors by area of expertise and request a session.',
        'ابحث عن المرشدين حسب مجال الخبرة واطلب جلسة معهم.',
      ),
      workspacePage,
      { keywords: ['mentors', 'experts'] },
    ),
    route(
      '/programs',
      t('Programs', 'البرامج'),
      t(
        'Accelerator and support programs open for applications.',
        'برامج التسريع والدعم المفتوحة للتقديم.',
      ),
      workspacePage,
      { keywords: ['programs', 'accelerators', 'applications'] },
    ),
    route(
      '/resources',
      t('Resources', 'الموارد'),
      t(
        'Templates, guides and tools for building your startup.',
        'نماذج وأدلة وأدوات تساعدك في بناء شركتك الناشئة.',
      ),
      workspacePage,
      { keywords: ['resources', 'templates', 'guides'] },
    ),
    route(
      '/network',
      t('Network', 'الشبكة'),
      t(
        'The founders, partners and experts you are connected with.',
        'رواد الأعمال والشركاء والخبراء الذين تتواصل معهم.',
      ),
      workspacePage,
      { keywords: ['network', 'connections', 'founders'] },
    ),
    route(
      '/support',
      t('Support', 'الدعم'),
      t(
        'Get help from the FikrSpace team and follow your requests.',
        'احصل على المساعدة من فريق فكر سبيس وتابع طلباتك.',
      ),
      workspacePage,
      { keywords: ['support', 'help', 'requests'] },
    ),
    route(
      '/scorecard',
      t('Scorecard', 'بطاقة التقييم'),
      t(
        'Your Fikr Score: investment readiness in each area, with recommendations to improve it.',
        'درجتك في مقياس فكر: جاهزيتك للاستثمار في كل محور، مع توصيات لتحسينها.',
      ),
      workspacePage,
      { keywords: ['scorecard', 'fikr score', 'readiness'] },
    ),
    route(
      '/achievements',
      t('Achievements', 'الإنجازات'),
      t(
        'The badges and milestones your startup has earned.',
        'الأوسمة والمحطات التي حققتها شركتك الناشئة.',
      ),
      workspacePage,
      { keywords: ['achievements', 'badges'] },
    ),
  ],
  sidebar: [
    {
      id: 'dashboard',
      label: t('Dashboard', 'لوحة التحكم'),
      items: [{ id: 'overview', label: t('Overview', 'نظرة عامة'), to: '/dashboard' }],
    },
    {
      id: 'company',
      label: t('Company', 'الشركة'),
      items: [
        { id: 'profile', label: t('Company Profile', 'ملف الشركة'), to: '/profile' },
        { id: 'team', label: t('Team', 'الفريق'), to: '/team' },
        { id: 'roadmap', label: t('Roadmap', 'خارطة الطريق'), to: '/roadmap' },
        { id: 'marketing', label: t('Marketing', 'التسويق'), to: '/marketing' },
        { id: 'legal', label: t('Legal', 'الشؤون القانونية'), to: '/legal' },
      ],
    },
    {
      id: 'program',
      label: t('Program', 'البرنامج'),
      items: [
        { id: 'program', label: t('My Program', 'برنامجي'), to: '/program' },
        { id: 'cohort', label: t('My Cohort', 'دفعتي'), to: '/cohort' },
        { id: 'demo-day', label: t('Demo Day', 'يوم العرض'), to: '/demo-day' },
        { id: 'programs', label: t('Browse Programs', 'تصفّح البرامج'), to: '/programs' },
      ],
    },
    {
      id: 'funding',
      label: t('Funding', 'التمويل'),
      items: [
        { id: 'fundraising', label: t('Fundraising', 'جمع التمويل'), to: '/fundraising' },
        { id: 'pitch-deck', label: t('Pitch Deck', 'العرض التقديمي'), to: '/pitch-deck' },
        { id: 'investors', label: t('Investors', 'المستثمرون'), to: '/investors' },
        { id: 'financial', label: t('Financials', 'البيانات المالية'), to: '/financial' },
      ],
    },
    {
      id: 'growth',
      label: t('Growth', 'النمو'),
      items: [
        { id: 'metrics', label: t('Metrics', 'المؤشرات'), to: '/metrics' },
        { id: 'scorecard', label: t('Scorecard', 'بطاقة التقييم'), to: '/scorecard' },
        { id: 'progress', label: t('Progress', 'التقدم'), to: '/progress' },
        { id: 'achievements', label: t('Achievements', 'الإنجازات'), to: '/achievements' },
      ],
    },
    {
      id: 'support',
      label: t('Mentorship & Support', 'الإرشاد والدعم'),
      items: [
        { id: 'mentorship', label: t('Mentorship', 'الإرشاد'), to: '/mentorship' },
        { id: 'mentors', label: t('Mentors', 'المرشدون'), to: '/mentors' },
        { id: 'network', label: t('Network', 'الشبكة'), to: '/network' },
        { id: 'resources', label: t('Resources', 'الموارد'), to: '/resources' },
        { id: 'support', label: t('Support', 'الدعم'), to: '/support' },
      ],
    },
    {
      id: 'settings',
      label: t('Settings', 'الإعدادات'),
      items: [{ id: 'settings', label: t('Settings', 'الإعدادات'), to: '/settings' }],
    },
  ],
  publicNav: [
    { id: 'home', label: t('Home', 'الرئيسية'), to: '/' },
    { id: 'pages', label: t('Pages', 'الصفحات'), to: '/pages' },
  ],
});
