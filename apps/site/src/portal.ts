import { definePortal, route, type LocalizedText, type PageModule } from '@fikrspace/portal-kit';

const homePage = () => import('./pages/home-page');
const contentPage = () => import('./pages/content-page');

const t = (en: string, ar: string): LocalizedText => ({ en, ar });

const page = (
  path: string,
  title: LocalizedText,
  description: LocalizedText,
  keywords: string[],
  load: () => Promise<PageModule> = contentPage,
) => route(path, title, description, load, { auth: false, layout: 'public', keywords });

const bootcamp = {
  title: t('Scaleup Bootcamp', 'معسكر التوسّع التدريبي'),
  description: t(
    'An intensive program that prepares growing startups to scale, with its dates, curriculum and how to apply.',
    'برنامج مكثف يُعِدّ الشركات الناشئة المتنامية للتوسّع، مع مواعيده ومنهجه وطريقة التقديم إليه.',
  ),
  keywords: ['bootcamp', 'scaleup', 'growth program'],
};

const saudiWebinar = {
  title: t('Saudi Entrepreneurship Webinar', 'ندوة ريادة الأعمال في السعودية'),
  description: t(
    'A webinar on starting and funding a company in Saudi Arabia, with its speakers and how to register.',
    'ندوة إلكترونية حول تأسيس الشركات الناشئة وتمويلها في المملكة العربية السعودية، مع المتحدثين وطريقة التسجيل.',
  ),
  keywords: ['webinar', 'saudi arabia', 'entrepreneurship'],
};

export default definePortal({
  id: 'site',
  name: t('FikrSpace', 'فكر سبيس'),
  description: t(
    'The startup ecosystem platform for the MENA region, connecting startups, mentors, accelerators and investors.',
    'منصة منظومة الشركات الناشئة في منطقة الشرق الأوسط وشمال أفريقيا، تجمع الشركات الناشئة والمرشدين ومسرّعات الأعمال والمستثمرين.',
  ),
  tagline: t('Startup. Anywhere. Anytime.', 'ريادة أعمال. في أي مكان. وفي أي وقت.'),
  defaultTitle: t('FikrSpace: the startup ecosystem platform', 'فكر سبيس: منصة منظومة الشركات الناشئة'),
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    page(
      '/',
      t('Home', 'الرئيسية'),
      t(
        'FikrSpace brings startups, mentors, accelerators and investors across the MENA region together on one platform.',
        'تجمع فكر سبيس الشركات الناشئة والمرشدين ومسرّعات الأعمال والمستثمرين في منطقة الشرق الأوسط وشمال أفريقيا على منصة واحدة.',
      ),
      ['startups', 'mena', 'ecosystem', 'investors', 'mentors'],
      homePage,
    ),
    page(
      '/about',
      t('About Us', 'من نحن'),
      t(
        'Who we are, what we are building for the region’s startup ecosystem, and why.',
        'من نحن، وما الذي نبنيه لمنظومة الشركات الناشئة في المنطقة، ولماذا.',
      ),
      ['about', 'mission', 'team'],
      homePage,
    ),
    page(
      '/test-routing',
      t('Routing Test', 'اختبار التوجيه'),
      t(
        'A technical page that confirms the public site’s routing works.',
        'صفحة تقنية للتحقق من أن التوجيه في الموقع العام يعمل بشكل صحيح.',
      ),
      ['test', 'routing'],
    ),
    page(
      '/blog',
      t('Blog', 'المدونة'),
      t(
        'Articles, guides and news for founders, investors and ecosystem builders.',
        'مقالات وأدلة وأخبار لرواد الأعمال والمستثمرين وبُناة منظومة ريادة الأعمال.',
      ),
      ['blog', 'articles', 'news'],
    ),
    page(
      '/blog/top-vcs-lisbon',
      t('Top VCs in Lisbon', 'أبرز شركات رأس المال الجريء في لشبونة'),
      t(
        'A guide to the most active venture capital firms in Lisbon and how to approach them.',
        'دليل إلى أنشط شركات رأس المال الجريء في لشبونة وكيفية التواصل معها.',
      ),
      ['venture capital', 'lisbon', 'investors'],
    ),
    page(
      '/blog/:slug',
      t('Blog Post', 'مقال'),
      t('An article from the FikrSpace blog.', 'مقال من مدونة فكر سبيس.'),
      ['blog', 'article'],
    ),
    page(
      '/events',
      t('Events', 'الفعاليات'),
      t(
        'Upcoming pitch events, webinars and meetups for the startup community.',
        'فعاليات العروض الاستثمارية والندوات الإلكترونية واللقاءات القادمة لمجتمع الشركات الناشئة.',
      ),
      ['events', 'pitch events', 'webinars', 'meetups'],
    ),
    page(
      '/events/pitch/:slug',
      t('Pitch Event', 'فعالية عروض استثمارية'),
      t(
        'The date, agenda, participating startups and registration for this pitch event.',
        'موعد فعالية العروض الاستثمارية هذه وبرنامجها والشركات الناشئة المشاركة فيها وطريقة التسجيل.',
      ),
      ['pitch event', 'startups', 'investors'],
    ),
    page(
      '/events/webinar/:slug',
      t('Webinar', 'ندوة إلكترونية'),
      t(
        'The topic, speakers, schedule and registration for this webinar.',
        'موضوع هذه الندوة الإلكترونية ومتحدثوها وموعدها وطريقة التسجيل فيها.',
      ),
      ['webinar', 'online event'],
    ),
    page(
      '/podcast',
      t('Podcast', 'البودكاست'),
      t(
        'Conversations with founders, investors and ecosystem leaders from across the region.',
        'حوارات مع رواد أعمال ومستثمرين وقادة في منظومة ريادة الأعمال من مختلف أنحاء المنطقة.',
      ),
      ['podcast', 'interviews', 'founders'],
    ),
    page(
      '/contact',
      t('Contact Us', 'تواصل معنا'),
      t(
        'How to reach the FikrSpace team, with a form for questions and partnership requests.',
        'طرق التواصل مع فريق فكر سبيس، مع نموذج لإرسال الاستفسارات وطلبات الشراكة.',
      ),
      ['contact', 'support', 'partnerships'],
    ),
    page(
      '/resources',
      t('Resources', 'الموارد'),
      t(
        'Templates, guides and tools to help you build and fund your startup.',
        'نماذج وأدلة وأدوات تساعدك على بناء شركتك الناشئة وتمويلها.',
      ),
      ['resources', 'templates', 'guides'],
    ),
    page(
      '/join',
      t('Join FikrSpace', 'انضم إلى فكر سبيس'),
      t(
        'Join FikrSpace as a startup, mentor, accelerator or investor.',
        'انضم إلى فكر سبيس بصفتك شركة ناشئة أو مرشدًا أو مسرّعة أعمال أو مستثمرًا.',
      ),
      ['join', 'sign up', 'community'],
    ),
    page(
      '/join/thank-you',
      t('Thank You', 'شكرًا لك'),
      t(
        'Confirmation that we received your request to join, and what happens next.',
        'تأكيد باستلام طلب انضمامك، وما الخطوات التالية.',
      ),
      ['join', 'confirmation'],
    ),
    page(
      '/join-the-movement',
      t('Join the Movement', 'انضم إلى الحراك'),
      t(
        'Be part of the movement building the region’s startup ecosystem.',
        'كن جزءًا من الحراك الذي يبني منظومة الشركات الناشئة في المنطقة.',
      ),
      ['movement', 'community', 'ecosystem'],
    ),
    page('/scaleup-bootcamp', bootcamp.title, bootcamp.description, bootcamp.keywords),
    page('/bootcamp', bootcamp.title, bootcamp.description, bootcamp.keywords),
    page(
      '/fikros',
      t('Fikr OS', 'فكر OS'),
      t(
        'The operating system for running your startup: strategy, objectives, team and documents in one workspace.',
        'نظام تشغيل لإدارة شركتك الناشئة: الاستراتيجية والأهداف والفريق والمستندات في مساحة عمل واحدة.',
      ),
      ['fikr os', 'startup operating system', 'okrs'],
    ),
    page(
      '/fikrhub',
      t('Fikr Hub', 'مركز فكر'),
      t(
        'The hub that connects your organization with its teams, products, programs and partners.',
        'المركز الذي يربط مؤسستك بفرقها ومنتجاتها وبالبرامج والشركاء.',
      ),
      ['fikr hub', 'collaboration', 'partners'],
    ),
    page(
      '/fikrcap',
      t('Fikr Cap', 'جدول الملكية'),
      t(
        'Cap table management: stakeholders, equity, funding rounds, vesting and exit scenarios.',
        'إدارة جدول الملكية: المساهمون والحصص وجولات التمويل والاستحقاق وسيناريوهات التخارج.',
      ),
      ['cap table', 'equity', 'vesting'],
    ),
    page(
      '/fikrpitch',
      t('Fikr Pitch', 'عروض فكر'),
      t(
        'Pitch to investors online and at live events, and follow their interest in your startup.',
        'قدّم عرضك للمستثمرين عبر الإنترنت وفي الفعاليات المباشرة، وتابع اهتمامهم بشركتك.',
      ),
      ['fikr pitch', 'pitching', 'investors'],
    ),
    page(
      '/fikrscore',
      t('Fikr Score', 'مقياس فكر'),
      t(
        'Assess how ready your startup is for investment and growth, and get a score with clear next steps.',
        'قيّم مدى جاهزية شركتك الناشئة للاستثمار والنمو، واحصل على درجة مع خطوات واضحة للتحسين.',
      ),
      ['fikr score', 'investment readiness', 'assessment'],
    ),
    page(
      '/fikrmoney',
      t('Fikr Money', 'أموال فكر'),
      t(
        'Funding options for startups, from grants and loans to equity investment.',
        'خيارات تمويل الشركات الناشئة، من المنح والقروض إلى الاستثمار مقابل حصص في الملكية.',
      ),
      ['fikr money', 'funding', 'grants', 'loans'],
    ),
    page(
      '/features',
      t('Features', 'المزايا'),
      t(
        'Everything the FikrSpace platform offers, product by product.',
        'كل ما تقدمه منصة فكر سبيس، منتجًا تلو الآخر.',
      ),
      ['features', 'products', 'platform'],
    ),
    page(
      '/gov',
      t('For Government', 'للجهات الحكومية'),
      t(
        'How government bodies use FikrSpace to measure and grow their startup ecosystem.',
        'كيف تستخدم الجهات الحكومية فكر سبيس لقياس منظومة الشركات الناشئة وتنميتها.',
      ),
      ['government', 'ecosystem intelligence', 'policy'],
    ),
    page(
      '/fikrmarketplace',
      t('Fikr Marketplace', 'سوق فكر'),
      t(
        'Browse accelerators, startups and mentors, and connect with the ones that suit you.',
        'تصفّح مسرّعات الأعمال والشركات الناشئة والمرشدين، وتواصل مع من يناسبك منهم.',
      ),
      ['marketplace', 'accelerators', 'mentors', 'startups'],
    ),
    page(
      '/fikrmarketplace/thank-you',
      t('Thank You', 'شكرًا لك'),
      t(
        'Confirmation that your marketplace request was sent, and what happens next.',
        'تأكيد بإرسال طلبك عبر السوق، وما الخطوات التالية.',
      ),
      ['marketplace', 'confirmation'],
    ),
    page(
      '/fikrmarketplace/accelerator-detail/:id',
      t('Accelerator Profile', 'ملف مسرّعة الأعمال'),
      t(
        'An accelerator’s programs, focus sectors, portfolio and how to apply.',
        'برامج مسرّعة الأعمال وقطاعات تركيزها ومحفظتها وطريقة التقديم إليها.',
      ),
      ['accelerator', 'programs', 'marketplace'],
    ),
    page(
      '/fikrmarketplace/startup-detail/:id',
      t('Startup Profile', 'ملف الشركة الناشئة'),
      t(
        'A startup’s product, team, traction and funding stage.',
        'منتج الشركة الناشئة وفريقها ومؤشرات نموها ومرحلة تمويلها.',
      ),
      ['startup', 'profile', 'marketplace'],
    ),
    page(
      '/fikrmarketplace/mentor-detail/:id',
      t('Mentor Profile', 'ملف المرشد'),
      t(
        'A mentor’s expertise, experience and availability for sessions.',
        'خبرات المرشد ومسيرته المهنية ومواعيده المتاحة للجلسات.',
      ),
      ['mentor', 'profile', 'marketplace'],
    ),
    page(
      '/fikrpitch/investor-detail/:id',
      t('Investor Profile', 'ملف المستثمر'),
      t(
        'An investor’s thesis, typical ticket size, target sectors and portfolio.',
        'توجهات المستثمر وحجم استثماراته المعتاد والقطاعات التي يستهدفها ومحفظته.',
      ),
      ['investor', 'profile', 'fikr pitch'],
    ),
    page(
      '/fikrscore/assessment/pre-assessment',
      t('Pre-Assessment', 'التقييم المبدئي'),
      t(
        'A few short questions about your startup before the full Fikr Score assessment.',
        'أسئلة قصيرة عن شركتك الناشئة قبل البدء في تقييم مقياس فكر الكامل.',
      ),
      ['fikr score', 'pre-assessment', 'questionnaire'],
    ),
    page(
      '/fikrscore/assessment/assessment',
      t('Fikr Score Assessment', 'تقييم مقياس فكر'),
      t(
        'The full assessment of your startup’s team, market, product, traction and finances.',
        'التقييم الكامل لفريق شركتك الناشئة وسوقها ومنتجها ونموها ووضعها المالي.',
      ),
      ['fikr score', 'assessment', 'investment readiness'],
    ),
    page(
      '/fikrscore/results/:assessmentId',
      t('Assessment Results', 'نتائج التقييم'),
      t(
        'Your Fikr Score, its breakdown by area and recommendations to improve it.',
        'درجتك في مقياس فكر، وتفصيلها حسب المحاور، وتوصيات لتحسينها.',
      ),
      ['fikr score', 'results', 'recommendations'],
    ),
    page(
      '/roadtrips',
      t('Roadtrips', 'الرحلات الريادية'),
      t(
        'Ecosystem roadtrips that take founders to meet investors and partners in other cities.',
        'رحلات ريادية تأخذ المؤسسين للقاء المستثمرين والشركاء في مدن أخرى.',
      ),
      ['roadtrips', 'founders', 'networking'],
    ),
    page(
      '/roadtrips/roadtrip-to-riyadh',
      t('Roadtrip to Riyadh', 'الرحلة الريادية إلى الرياض'),
      t(
        'The program, dates and application for the roadtrip to Riyadh.',
        'برنامج الرحلة الريادية إلى الرياض ومواعيدها وطريقة التقديم.',
      ),
      ['riyadh', 'roadtrip', 'saudi arabia'],
    ),
    page(
      '/roadtrips/riyadh-roadtrip-thank-you',
      t('Thank You', 'شكرًا لك'),
      t(
        'Confirmation that we received your application for the Riyadh roadtrip, and what happens next.',
        'تأكيد باستلام طلب مشاركتك في الرحلة الريادية إلى الرياض، وما الخطوات التالية.',
      ),
      ['riyadh', 'roadtrip', 'confirmation'],
    ),
    page('/webinar/saudi-entrepreneurship', saudiWebinar.title, saudiWebinar.description, saudiWebinar.keywords),
    page('/saudi-entrepreneurship', saudiWebinar.title, saudiWebinar.description, saudiWebinar.keywords),
    page(
      '/:slug',
      t('Page', 'صفحة'),
      t('A page of the FikrSpace public site.', 'صفحة من صفحات موقع فكر سبيس العام.'),
      ['fikrspace'],
    ),
  ],
  sidebar: [],
  publicNav: [
    { id: 'home', label: t('Home', 'الرئيسية'), to: '/' },
    { id: 'features', label: t('Features', 'المزايا'), to: '/features' },
    { id: 'events', label: t('Events', 'الفعاليات'), to: '/events' },
    { id: 'blog', label: t('Blog', 'المدونة'), to: '/blog' },
    { id: 'podcast', label: t('Podcast', 'البودكاست'), to: '/podcast' },
    { id: 'resources', label: t('Resources', 'الموارد'), to: '/resources' },
    { id: 'contact', label: t('Contact', 'تواصل معنا'), to: '/contact' },
    { id: 'join', label: t('Join', 'انضم إلينا'), to: '/join' },
  ],
});
