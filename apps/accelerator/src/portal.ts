import { definePortal, route } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');
const pageListPage = () => import('./pages/page-list-page');

const t = (en: string, ar: string) => ({ en, ar });

export default definePortal({
  id: 'accelerator',
  name: t('Accelerator Portal', 'بوابة مسرّعات الأعمال'),
  description: t(
    'Run your accelerator on FikrSpace: applications, cohorts, mentors, investors and impact in one place.',
    'أدِر مسرّعة أعمالك على فكر سبيس: الطلبات والدفعات والمرشدون والمستثمرون والأثر في مكان واحد.',
  ),
  tagline: t('Accelerate Innovation', 'سرّع الابتكار'),
  defaultTitle: t('Accelerator Dashboard', 'لوحة مسرّعة الأعمال'),
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route(
      '/',
      t('Accelerate Innovation', 'سرّع الابتكار'),
      t(
        'Everything an accelerator needs to find, grow and fund startups: applications, cohorts, mentors, demo days and impact reports.',
        'كل ما تحتاجه مسرّعة الأعمال لاستقطاب الشركات الناشئة وتنميتها وتمويلها: الطلبات والدفعات والمرشدون وأيام العرض وتقارير الأثر.',
      ),
      landingPage,
      { auth: false, layout: 'public', keywords: ['accelerator', 'startup programs', 'cohorts', 'innovation'] },
    ),
    route(
      '/pages',
      t('Pages', 'الصفحات'),
      t('All public pages of the accelerator portal.', 'جميع الصفحات العامة لبوابة مسرّعات الأعمال.'),
      pageListPage,
      { auth: false, layout: 'public', keywords: ['pages', 'sitemap', 'accelerator'] },
    ),
    route(
      '/dashboard',
      t('Dashboard', 'لوحة التحكم'),
      t(
        'A summary of your current cohorts, open applications and upcoming milestones.',
        'ملخص لدفعاتك الحالية والطلبات المفتوحة والمحطات القادمة.',
      ),
      workspacePage,
      { keywords: ['dashboard', 'overview'] },
    ),
    route(
      '/applications',
      t('Applications', 'الطلبات'),
      t(
        'Startups that applied to your programs, with the status of each application and the reviewers’ scores.',
        'الشركات الناشئة التي تقدمت إلى برامجك، مع حالة كل طلب ودرجات المقيّمين.',
      ),
      workspacePage,
      { keywords: ['applications', 'admissions', 'review'] },
    ),
    route(
      '/startups',
      t('Startups', 'الشركات الناشئة'),
      t(
        'Every startup in your portfolio, with its stage, sector and key metrics.',
        'جميع الشركات الناشئة في محفظتك، مع مرحلة كل منها وقطاعها وأهم مؤشراتها.',
      ),
      workspacePage,
      { keywords: ['startups', 'portfolio companies'] },
    ),
    route(
      '/mentors',
      t('Mentors', 'المرشدون'),
      t(
        'The mentors working with your program, their expertise and the startups they support.',
        'المرشدون العاملون مع برنامجك، وخبراتهم، والشركات الناشئة التي يدعمونها.',
      ),
      workspacePage,
      { keywords: ['mentors', 'experts', 'mentorship'] },
    ),
    route(
      '/investors',
      t('Investors', 'المستثمرون'),
      t(
        'Investors in your network, what they invest in and how they engage with your startups.',
        'المستثمرون في شبكتك، ومجالات استثمارهم، ومدى تفاعلهم مع شركاتك الناشئة.',
      ),
      workspacePage,
      { keywords: ['investors', 'venture capital', 'network'] },
    ),
    route(
      '/cohorts',
      t('Cohorts', 'الدفعات'),
      t(
        'Your current and past cohorts, with their startups, dates and progress.',
        'دفعاتك الحالية والسابقة، مع شركاتها الناشئة ومواعيدها ومدى تقدمها.',
      ),
      workspacePage,
      { keywords: ['cohorts', 'batches', 'program'] },
    ),
    route(
      '/alumni',
      t('Alumni', 'الخريجون'),
      t(
        'Startups that graduated from your programs and how they are doing today.',
        'الشركات الناشئة التي تخرجت من برامجك وأوضاعها اليوم.',
      ),
      workspacePage,
      { keywords: ['alumni', 'graduates'] },
    ),
    route(
      '/events',
      t('Events', 'الفعاليات'),
      t(
        'Workshops, office hours and networking events for your cohorts.',
        'ورش العمل والساعات المكتبية وفعاليات التواصل المخصصة لدفعاتك.',
      ),
      workspacePage,
      { keywords: ['events', 'workshops', 'office hours'] },
    ),
    route(
      '/demo-day',
      t('Demo Day', 'يوم العرض'),
      t(
        'Plan your demo day: the startups presenting, the investors invited, the schedule and the follow-up.',
        'خطط ليوم العرض: الشركات الناشئة المشاركة، والمستثمرون المدعوون، والجدول الزمني، والمتابعة اللاحقة.',
      ),
      workspacePage,
      { keywords: ['demo day', 'pitch', 'investors'] },
    ),
    route(
      '/fikr-score',
      t('Fikr Score', 'مقياس فكر'),
      t(
        'The investment-readiness scores of your startups and how they change over time.',
        'درجات جاهزية شركاتك الناشئة للاستثمار وتطورها بمرور الوقت.',
      ),
      workspacePage,
      { keywords: ['fikr score', 'readiness', 'assessment'] },
    ),
    route(
      '/fikr-score/results',
      t('Score Results', 'نتائج التقييم'),
      t(
        'Completed Fikr Score assessments, with each startup’s score broken down by area.',
        'تقييمات مقياس فكر المكتملة، مع درجة كل شركة ناشئة مفصّلة حسب المحاور.',
      ),
      workspacePage,
      { keywords: ['fikr score', 'results', 'scores'] },
    ),
    route(
      '/fikr-score/send',
      t('Send Assessment', 'إرسال تقييم'),
      t(
        'Invite your startups to complete a Fikr Score assessment.',
        'ادعُ شركاتك الناشئة إلى إكمال تقييم مقياس فكر.',
      ),
      workspacePage,
      { keywords: ['fikr score', 'send assessment', 'invite'] },
    ),
    route(
      '/fikr-score/track',
      t('Track Assessments', 'متابعة التقييمات'),
      t(
        'The assessments you have sent, and whether each one is pending, in progress or complete.',
        'التقييمات التي أرسلتها، وحالة كل منها: بانتظار البدء أو قيد التنفيذ أو مكتمل.',
      ),
      workspacePage,
      { keywords: ['fikr score', 'tracking', 'assessment status'] },
    ),
    route(
      '/metrics',
      t('Metrics', 'المؤشرات'),
      t(
        'Revenue, users, funding and the other key metrics your startups report.',
        'الإيرادات وأعداد المستخدمين والتمويل وغيرها من المؤشرات الرئيسية التي تُبلغ عنها شركاتك الناشئة.',
      ),
      workspacePage,
      { keywords: ['metrics', 'kpis', 'revenue'] },
    ),
    route(
      '/performance',
      t('Performance', 'الأداء'),
      t(
        'How your portfolio performs against your program goals and benchmarks.',
        'أداء محفظتك مقارنة بأهداف برنامجك والمعايير المرجعية.',
      ),
      workspacePage,
      { keywords: ['performance', 'benchmarks', 'portfolio'] },
    ),
    route(
      '/reports',
      t('Reports', 'التقارير'),
      t(
        'Program reports for your stakeholders, ready to view and export.',
        'تقارير البرنامج المعدّة لأصحاب المصلحة، جاهزة للعرض والتصدير.',
      ),
      workspacePage,
      { keywords: ['reports', 'export', 'stakeholders'] },
    ),
    route(
      '/impact',
      t('Impact', 'الأثر'),
      t(
        'Jobs created, funding raised and the other outcomes of your programs.',
        'الوظائف المستحدثة والتمويل الذي جمعته الشركات وغيرها من نتائج برامجك.',
      ),
      workspacePage,
      { keywords: ['impact', 'outcomes', 'jobs'] },
    ),
    route(
      '/ai-insights',
      t('AI Insights', 'رؤى الذكاء الاصطناعي'),
      t(
        'AI-generated observations on your startups: risks, opportunities and who needs support.',
        'ملاحظات يولّدها الذكاء الاصطناعي حول شركاتك الناشئة: المخاطر والفرص والشركات التي تحتاج إلى دعم.',
      ),
      workspacePage,
      { keywords: ['ai insights', 'risks', 'opportunities'] },
    ),
    route(
      '/curriculum',
      t('Curriculum', 'المنهج'),
      t(
        'The modules, workshops and milestones of your program.',
        'وحدات برنامجك وورش العمل فيه ومحطاته الرئيسية.',
      ),
      workspacePage,
      { keywords: ['curriculum', 'modules', 'workshops'] },
    ),
    route(
      '/resources',
      t('Resources', 'الموارد'),
      t(
        'Templates, guides and tools you share with your startups and mentors.',
        'النماذج والأدلة والأدوات التي تشاركها مع شركاتك الناشئة ومرشديك.',
      ),
      workspacePage,
      { keywords: ['resources', 'templates', 'guides'] },
    ),
    route(
      '/pipeline',
      t('Pipeline', 'مسار الصفقات'),
      t(
        'Startups on their way to investment, stage by stage.',
        'الشركات الناشئة في طريقها إلى الاستثمار، مرحلة تلو الأخرى.',
      ),
      workspacePage,
      { keywords: ['pipeline', 'deal flow', 'investment'] },
    ),
    route(
      '/outreach',
      t('Outreach', 'التواصل مع المستثمرين'),
      t(
        'Campaigns and introductions that connect your startups with investors.',
        'الحملات والتعريفات التي تربط شركاتك الناشئة بالمستثمرين.',
      ),
      workspacePage,
      { keywords: ['outreach', 'introductions', 'investors'] },
    ),
    route(
      '/collaboration',
      t('Collaboration', 'التعاون'),
      t(
        'Shared workspaces and projects with partners, mentors and other programs.',
        'مساحات عمل ومشاريع مشتركة مع الشركاء والمرشدين والبرامج الأخرى.',
      ),
      workspacePage,
      { keywords: ['collaboration', 'partners', 'shared workspace'] },
    ),
    route(
      '/announcements',
      t('Announcements', 'الإعلانات'),
      t(
        'News and updates you send to your cohorts, mentors and partners.',
        'الأخبار والتحديثات التي ترسلها إلى دفعاتك ومرشديك وشركائك.',
      ),
      workspacePage,
      { keywords: ['announcements', 'news', 'updates'] },
    ),
    route(
      '/settings',
      t('Settings', 'الإعدادات'),
      t(
        'Your accelerator profile, team members and program preferences.',
        'ملف مسرّعة الأعمال وأعضاء الفريق وتفضيلات البرنامج.',
      ),
      workspacePage,
      { keywords: ['settings', 'profile', 'team'] },
    ),
  ],
  sidebar: [
    {
      id: 'fikr-score',
      label: t('Fikr Score', 'مقياس فكر'),
      items: [
        { id: 'fikr-score', label: t('Overview', 'نظرة عامة'), to: '/fikr-score' },
        { id: 'fikr-score-results', label: t('Results', 'النتائج'), to: '/fikr-score/results' },
        { id: 'fikr-score-send', label: t('Send Assessment', 'إرسال تقييم'), to: '/fikr-score/send' },
        { id: 'fikr-score-track', label: t('Track Assessments', 'متابعة التقييمات'), to: '/fikr-score/track' },
      ],
    },
    {
      id: 'cohort-management',
      label: t('Cohort Management', 'إدارة الدفعات'),
      items: [
        { id: 'cohorts', label: t('Cohorts', 'الدفعات'), to: '/cohorts' },
        { id: 'applications', label: t('Applications', 'الطلبات'), to: '/applications' },
        { id: 'alumni', label: t('Alumni', 'الخريجون'), to: '/alumni' },
      ],
    },
    {
      id: 'program',
      label: t('Program', 'البرنامج'),
      items: [
        { id: 'curriculum', label: t('Curriculum', 'المنهج'), to: '/curriculum' },
        { id: 'mentors', label: t('Mentors', 'المرشدون'), to: '/mentors' },
        { id: 'events', label: t('Events', 'الفعاليات'), to: '/events' },
        { id: 'demo-day', label: t('Demo Day', 'يوم العرض'), to: '/demo-day' },
      ],
    },
    {
      id: 'portfolio',
      label: t('Portfolio', 'المحفظة'),
      items: [
        { id: 'startups', label: t('Startups', 'الشركات الناشئة'), to: '/startups' },
        { id: 'metrics', label: t('Metrics', 'المؤشرات'), to: '/metrics' },
        { id: 'performance', label: t('Performance', 'الأداء'), to: '/performance' },
      ],
    },
    {
      id: 'investor-relations',
      label: t('Investor Relations', 'علاقات المستثمرين'),
      items: [
        { id: 'investors', label: t('Investors', 'المستثمرون'), to: '/investors' },
        { id: 'pipeline', label: t('Pipeline', 'مسار الصفقات'), to: '/pipeline' },
        { id: 'outreach', label: t('Outreach', 'التواصل مع المستثمرين'), to: '/outreach' },
      ],
    },
    {
      id: 'analytics',
      label: t('Analytics', 'التحليلات'),
      items: [
        { id: 'dashboard', label: t('Dashboard', 'لوحة التحكم'), to: '/dashboard' },
        { id: 'reports', label: t('Reports', 'التقارير'), to: '/reports' },
        { id: 'impact', label: t('Impact', 'الأثر'), to: '/impact' },
        { id: 'ai-insights', label: t('AI Insights', 'رؤى الذكاء الاصطناعي'), to: '/ai-insights' },
      ],
    },
    {
      id: 'collaboration',
      label: t('Collaboration', 'التعاون'),
      items: [
        { id: 'collaboration', label: t('Workspaces', 'مساحات العمل المشتركة'), to: '/collaboration' },
        { id: 'resources', label: t('Resources', 'الموارد'), to: '/resources' },
      ],
    },
    {
      id: 'communications',
      label: t('Communications', 'الاتصالات'),
      items: [{ id: 'announcements', label: t('Announcements', 'الإعلانات'), to: '/announcements' }],
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
