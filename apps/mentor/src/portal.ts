import { definePortal, route } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const landingPage = () => import('./pages/landing-page');
const pageListPage = () => import('./pages/page-list-page');

const t = (en: string, ar: string) => ({ en, ar });

export default definePortal({
  id: 'mentor',
  name: t('Mentor Portal', 'بوابة المرشدين'),
  description: t(
    'Mentor founders across the region: manage your mentees, sessions and practice, and see the difference you make.',
    'أرشِد رواد الأعمال في أنحاء المنطقة: أدِر المسترشدين والجلسات وممارستك المهنية، واطّلع على الأثر الذي تحدثه.',
  ),
  tagline: t('Empower Through Mentorship', 'التمكين من خلال الإرشاد'),
  defaultTitle: t('Mentor Dashboard', 'لوحة المرشد'),
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route(
      '/',
      t('Empower Through Mentorship', 'التمكين من خلال الإرشاد'),
      t(
        'Share your experience with the founders who need it: find mentees, run sessions, grow an independent practice and measure your impact.',
        'شارك خبرتك مع رواد الأعمال الذين يحتاجون إليها: اعثر على مسترشدين، وأدِر الجلسات، وطوّر ممارستك المستقلة، وقِس أثرك.',
      ),
      landingPage,
      { auth: false, layout: 'public', keywords: ['mentor', 'mentorship', 'founders', 'startups'] },
    ),
    route(
      '/pages',
      t('Pages', 'الصفحات'),
      t('All public pages of the mentor portal.', 'جميع الصفحات العامة لبوابة المرشدين.'),
      pageListPage,
      { auth: false, layout: 'public', keywords: ['pages', 'sitemap', 'mentor'] },
    ),
    route(
      '/dashboard',
      t('Dashboard', 'لوحة التحكم'),
      t(
        'Your upcoming sessions, your mentees’ progress and the messages waiting for a reply.',
        'جلساتك القادمة، وتقدم المسترشدين، والرسائل التي تنتظر ردك.',
      ),
      workspacePage,
      { keywords: ['dashboard', 'overview'] },
    ),
    route(
      '/mentees',
      t('Mentees', 'المسترشدون'),
      t(
        'The founders you mentor, with their startup, goals and latest session.',
        'رواد الأعمال الذين ترشدهم، مع شركة كل منهم وأهدافه وآخر جلسة معه.',
      ),
      workspacePage,
      { keywords: ['mentees', 'founders'] },
    ),
    route(
      '/sessions',
      t('Sessions', 'الجلسات'),
      t(
        'Your scheduled and past mentoring sessions, with notes and follow-ups.',
        'جلسات الإرشاد المجدولة والسابقة، مع الملاحظات والمتابعات.',
      ),
      workspacePage,
      { keywords: ['sessions', 'schedule', 'calendar'] },
    ),
    route(
      '/messages',
      t('Messages', 'الرسائل'),
      t('Your conversations with mentees and partners.', 'محادثاتك مع المسترشدين والشركاء.'),
      workspacePage,
      { keywords: ['messages', 'inbox', 'chat'] },
    ),
    route(
      '/progress',
      t('Progress', 'التقدم'),
      t(
        'How each mentee is advancing toward their milestones.',
        'مدى تقدم كل مسترشد نحو محطاته الرئيسية.',
      ),
      workspacePage,
      { keywords: ['progress', 'milestones'] },
    ),
    route(
      '/business-management',
      t('Independent Practice', 'الممارسة المستقلة'),
      t(
        'Run your mentoring as a business: services, rates, clients and invoices.',
        'أدِر نشاطك الإرشادي كعمل مستقل: الخدمات والأسعار والعملاء والفواتير.',
      ),
      workspacePage,
      { keywords: ['independent practice', 'business', 'clients', 'invoices'] },
    ),
    route(
      '/cohort-management',
      t('Cohort Management', 'إدارة الدفعات'),
      t(
        'The accelerator cohorts you mentor, with their startups and schedules.',
        'دفعات مسرّعات الأعمال التي تشارك في إرشادها، مع شركاتها الناشئة ومواعيدها.',
      ),
      workspacePage,
      { keywords: ['cohorts', 'accelerator', 'programs'] },
    ),
    route(
      '/fikr-score',
      t('Fikr Score', 'مقياس فكر'),
      t(
        'The investment-readiness scores of the startups you mentor.',
        'درجات جاهزية الشركات الناشئة التي ترشدها للاستثمار.',
      ),
      workspacePage,
      { keywords: ['fikr score', 'readiness', 'assessment'] },
    ),
    route(
      '/fikr-score/improvement',
      t('Improvement Plans', 'خطط التحسين'),
      t(
        'Recommended actions for each startup to raise its Fikr Score.',
        'الإجراءات الموصى بها لكل شركة ناشئة لرفع درجتها في مقياس فكر.',
      ),
      workspacePage,
      { keywords: ['fikr score', 'improvement', 'recommendations'] },
    ),
    route(
      '/fikr-score/send',
      t('Send Assessment', 'إرسال تقييم'),
      t(
        'Invite the startups you mentor to complete a Fikr Score assessment.',
        'ادعُ الشركات الناشئة التي ترشدها إلى إكمال تقييم مقياس فكر.',
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
      '/insights',
      t('Insights', 'الرؤى'),
      t(
        'Patterns across your mentees: common challenges, strengths and where they need help.',
        'أنماط مشتركة بين المسترشدين: التحديات الشائعة ونقاط القوة والجوانب التي يحتاجون فيها إلى مساعدة.',
      ),
      workspacePage,
      { keywords: ['insights', 'patterns', 'challenges'] },
    ),
    route(
      '/impact',
      t('Impact', 'الأثر'),
      t(
        'The outcomes of your mentoring: funding raised, growth and milestones reached by your mentees.',
        'نتائج إرشادك: التمويل الذي جمعه المسترشدون ونموهم والمحطات التي بلغوها.',
      ),
      workspacePage,
      { keywords: ['impact', 'outcomes', 'funding'] },
    ),
    route(
      '/goals',
      t('Goals', 'الأهداف'),
      t(
        'The goals you set with your mentees, and your own goals as a mentor.',
        'الأهداف التي تضعها مع المسترشدين، وأهدافك الخاصة بصفتك مرشدًا.',
      ),
      workspacePage,
      { keywords: ['goals', 'objectives'] },
    ),
    route(
      '/community',
      t('Community', 'المجتمع'),
      t(
        'Connect with other mentors, exchange advice and join discussions.',
        'تواصل مع المرشدين الآخرين، وتبادل النصائح، وشارك في النقاشات.',
      ),
      workspacePage,
      { keywords: ['community', 'mentors', 'discussions'] },
    ),
    route(
      '/achievements',
      t('Achievements', 'الإنجازات'),
      t(
        'The badges and milestones you have earned as a mentor.',
        'الأوسمة والمحطات التي حققتها بصفتك مرشدًا.',
      ),
      workspacePage,
      { keywords: ['achievements', 'badges'] },
    ),
    route(
      '/referrals',
      t('Referrals', 'الإحالات'),
      t(
        'The founders and mentors you have referred, and where each one stands.',
        'رواد الأعمال والمرشدون الذين أحلتهم إلى المنصة، وحالة كل منهم.',
      ),
      workspacePage,
      { keywords: ['referrals', 'invitations'] },
    ),
    route(
      '/invite',
      t('Invite Startups', 'دعوة الشركات الناشئة'),
      t(
        'Invite startups to work with you on FikrSpace.',
        'ادعُ الشركات الناشئة إلى العمل معك على فكر سبيس.',
      ),
      workspacePage,
      { keywords: ['invite', 'startups', 'onboarding'] },
    ),
    route(
      '/resources',
      t('Resources', 'الموارد'),
      t(
        'Frameworks, templates and guides for your mentoring sessions.',
        'أطر عمل ونماذج وأدلة لجلسات الإرشاد.',
      ),
      workspacePage,
      { keywords: ['resources', 'frameworks', 'templates'] },
    ),
    route(
      '/settings',
      t('Settings', 'الإعدادات'),
      t(
        'Your mentor profile, areas of expertise, availability and notification preferences.',
        'ملفك بصفتك مرشدًا، ومجالات خبرتك، ومواعيدك المتاحة، وتفضيلات الإشعارات.',
      ),
      workspacePage,
      { keywords: ['settings', 'profile', 'availability'] },
    ),
  ],
  sidebar: [
    {
      id: 'dashboard',
      label: t('Dashboard', 'لوحة التحكم'),
      items: [{ id: 'overview', label: t('Overview', 'نظرة عامة'), to: '/dashboard' }],
    },
    {
      id: 'mentoring',
      label: t('Mentoring', 'الإرشاد'),
      items: [
        { id: 'mentees', label: t('Mentees', 'المسترشدون'), to: '/mentees' },
        { id: 'sessions', label: t('Sessions', 'الجلسات'), to: '/sessions' },
        { id: 'messages', label: t('Messages', 'الرسائل'), to: '/messages' },
        { id: 'progress', label: t('Progress', 'التقدم'), to: '/progress' },
        { id: 'goals', label: t('Goals', 'الأهداف'), to: '/goals' },
      ],
    },
    {
      id: 'fikr-score',
      label: t('Fikr Score', 'مقياس فكر'),
      items: [
        { id: 'fikr-score', label: t('Overview', 'نظرة عامة'), to: '/fikr-score' },
        { id: 'fikr-score-improvement', label: t('Improvement Plans', 'خطط التحسين'), to: '/fikr-score/improvement' },
        { id: 'fikr-score-send', label: t('Send Assessment', 'إرسال تقييم'), to: '/fikr-score/send' },
        { id: 'fikr-score-track', label: t('Track Assessments', 'متابعة التقييمات'), to: '/fikr-score/track' },
      ],
    },
    {
      id: 'practice',
      label: t('Practice', 'الممارسة المهنية'),
      items: [
        { id: 'business-management', label: t('Independent Practice', 'الممارسة المستقلة'), to: '/business-management' },
        { id: 'cohort-management', label: t('Cohort Management', 'إدارة الدفعات'), to: '/cohort-management' },
      ],
    },
    {
      id: 'impact',
      label: t('Impact', 'الأثر'),
      items: [
        { id: 'insights', label: t('Insights', 'الرؤى'), to: '/insights' },
        { id: 'impact', label: t('Impact', 'الأثر'), to: '/impact' },
        { id: 'achievements', label: t('Achievements', 'الإنجازات'), to: '/achievements' },
      ],
    },
    {
      id: 'community',
      label: t('Community', 'المجتمع'),
      items: [
        { id: 'community', label: t('Community', 'المجتمع'), to: '/community' },
        { id: 'invite', label: t('Invite Startups', 'دعوة الشركات الناشئة'), to: '/invite' },
        { id: 'referrals', label: t('Referrals', 'الإحالات'), to: '/referrals' },
        { id: 'resources', label: t('Resources', 'الموارد'), to: '/resources' },
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
