import { definePortal, route } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');
const organizationsPage = () => import('./features/access/components/organizations-page');
const organizationAccessPage = () => import('./features/access/components/organization-access-page');

const t = (en: string, ar: string) => ({ en, ar });
const adminOnly = (keywords: string[]) => ({ roles: ['owner', 'manager'], keywords });

export default definePortal({
  id: 'office',
  name: t('Office', 'المكتب'),
  description: t(
    'Platform administration: users, organizations, billing, products, affiliates and settings.',
    'إدارة المنصة: المستخدمون والمؤسسات والفوترة والمنتجات والتسويق بالعمولة والإعدادات.',
  ),
  tagline: t('Run the platform', 'أدِر المنصة'),
  defaultTitle: t('Office Administration', 'إدارة المكتب'),
  theme: 'fikr-space',
  landingPath: '/',
  features: { auditLog: true, userManagement: true, systemSettings: true },
  header: {
    search: true,
    notifications: true,
    badge: { name: t('Admin User', 'المستخدم المسؤول'), role: t('Administrator', 'مدير النظام') },
  },
  routes: [
    route(
      '/',
      t('Office', 'المكتب'),
      t(
        'The administration home: shortcuts to users, organizations, billing and platform settings.',
        'الصفحة الرئيسية للإدارة: اختصارات إلى المستخدمين والمؤسسات والفوترة وإعدادات المنصة.',
      ),
      workspacePage,
      adminOnly(['office', 'administration', 'home']),
    ),
    route(
      '/dashboard',
      t('Dashboard', 'لوحة التحكم'),
      t(
        'The platform at a glance: active users, organizations, revenue and recent alerts.',
        'المنصة في لمحة: المستخدمون النشطون والمؤسسات والإيرادات وأحدث التنبيهات.',
      ),
      workspacePage,
      adminOnly(['dashboard', 'overview', 'kpis']),
    ),
    route(
      '/test',
      t('Test Page', 'صفحة الاختبار'),
      t(
        'A technical page for checking that the office area loads and renders.',
        'صفحة تقنية للتحقق من أن منطقة المكتب تُحمَّل وتُعرض بشكل صحيح.',
      ),
      workspacePage,
      adminOnly(['test', 'diagnostics']),
    ),
    route(
      '/route-performance',
      t('Route Performance', 'أداء المسارات'),
      t(
        'Load times and error rates of every route across the platform.',
        'أزمنة التحميل ومعدلات الأخطاء لكل مسار في المنصة.',
      ),
      workspacePage,
      adminOnly(['route performance', 'load time', 'monitoring']),
    ),
    route(
      '/users',
      t('Users', 'المستخدمون'),
      t(
        'All users, with their organizations, roles and account status.',
        'جميع المستخدمين، مع مؤسساتهم وأدوارهم وحالة حساباتهم.',
      ),
      workspacePage,
      adminOnly(['users', 'accounts', 'roles']),
    ),
    route(
      '/organizations',
      t('Organizations', 'المؤسسات'),
      t(
        'All organizations by type, with their members, plan and products.',
        'جميع المؤسسات مصنّفة حسب النوع، مع أعضائها وخطتها ومنتجاتها.',
      ),
      organizationsPage,
      adminOnly(['organizations', 'tenants', 'members']),
    ),
    route(
      '/organizations/:organizationId',
      t('Team and access', 'الفريق والصلاحيات'),
      t(
        'The members of one organization: their roles, the products they may open and their explicit permissions.',
        'أعضاء مؤسسة واحدة: أدوارهم والمنتجات التي يحق لهم فتحها وصلاحياتهم الصريحة.',
      ),
      organizationAccessPage,
      adminOnly(['team', 'access', 'roles', 'permissions', 'product access']),
    ),
    route(
      '/scorecards',
      t('Score Management', 'إدارة بطاقات التقييم'),
      t(
        'The Fikr Score scorecards: their questions, weights and scoring rules.',
        'بطاقات تقييم مقياس فكر: أسئلتها وأوزانها وقواعد احتساب الدرجات.',
      ),
      workspacePage,
      adminOnly(['scorecards', 'fikr score', 'scoring rules']),
    ),
    route(
      '/audit-logs',
      t('Audit Logs', 'سجلات التدقيق'),
      t(
        'A record of sensitive actions on the platform: who did what, and when.',
        'سجل بالإجراءات الحساسة على المنصة: من قام بماذا، ومتى.',
      ),
      workspacePage,
      adminOnly(['audit log', 'security', 'history']),
    ),
    route(
      '/settings',
      t('General Settings', 'الإعدادات العامة'),
      t(
        'Platform-wide settings such as its name, contact details and defaults.',
        'إعدادات المنصة العامة، مثل اسمها وبيانات التواصل والقيم الافتراضية.',
      ),
      workspacePage,
      adminOnly(['settings', 'general', 'system settings']),
    ),
    route(
      '/settings/api-configurations',
      t('API Configurations', 'إعدادات واجهات البرمجة'),
      t(
        'Keys and endpoints of the external services the platform connects to.',
        'مفاتيح الخدمات الخارجية التي تتصل بها المنصة وعناوينها.',
      ),
      workspacePage,
      adminOnly(['api', 'integrations', 'keys']),
    ),
    route(
      '/settings/enterprise-config',
      t('Enterprise Config', 'إعدادات المؤسسات'),
      t(
        'Enterprise roles, permissions and organization-level options.',
        'أدوار المؤسسات وصلاحياتها والخيارات على مستوى كل مؤسسة.',
      ),
      workspacePage,
      adminOnly(['enterprise', 'roles', 'permissions']),
    ),
    route(
      '/settings/preferences',
      t('Preferences', 'التفضيلات'),
      t(
        'The platform’s default language, theme and notification preferences.',
        'اللغة والمظهر الافتراضيان للمنصة وتفضيلات الإشعارات.',
      ),
      workspacePage,
      adminOnly(['preferences', 'language', 'theme']),
    ),
    route(
      '/localization-test',
      t('Localization Test', 'اختبار الترجمة'),
      t(
        'A quick page that shows sample text in every language to check translations and right-to-left layout.',
        'صفحة سريعة تعرض نصوصًا نموذجية بكل اللغات للتحقق من الترجمات ومن التخطيط من اليمين إلى اليسار.',
      ),
      workspacePage,
      adminOnly(['localization', 'translations', 'rtl']),
    ),
    route(
      '/analytics-test',
      t('Analytics Test', 'اختبار التحليلات'),
      t(
        'A quick page that fires sample tracking events so you can see them arrive.',
        'صفحة سريعة تُطلق أحداث تتبّع نموذجية لتتأكد من وصولها.',
      ),
      workspacePage,
      adminOnly(['analytics', 'tracking', 'events']),
    ),
    route(
      '/billing-test',
      t('Billing Test', 'اختبار الفوترة'),
      t(
        'A quick page that runs a sample checkout in the payment provider’s test mode.',
        'صفحة سريعة تُجري عملية دفع نموذجية في وضع الاختبار لدى مزوّد الدفع.',
      ),
      workspacePage,
      adminOnly(['billing', 'checkout', 'payments']),
    ),
    route(
      '/seo-manager',
      t('SEO Manager', 'إدارة تحسين محركات البحث'),
      t(
        'Page titles, descriptions and keywords across the public site.',
        'عناوين الصفحات وأوصافها وكلماتها المفتاحية في الموقع العام.',
      ),
      workspacePage,
      adminOnly(['seo', 'meta tags', 'keywords']),
    ),
    route(
      '/assessment',
      t('Assessment', 'التقييم'),
      t(
        'Take or preview the Fikr Score assessment exactly as a startup sees it.',
        'أجرِ تقييم مقياس فكر أو استعرضه تمامًا كما تراه الشركات الناشئة.',
      ),
      workspacePage,
      adminOnly(['assessment', 'fikr score', 'preview']),
    ),
    route(
      '/assessment-admin',
      t('Assessment Admin', 'إدارة التقييمات'),
      t(
        'Submitted assessments: review their answers, scores and status, and reopen or remove them.',
        'التقييمات المقدَّمة: راجع إجاباتها ودرجاتها وحالتها، وأعد فتحها أو احذفها.',
      ),
      workspacePage,
      adminOnly(['assessments', 'submissions', 'review']),
    ),
    route(
      '/scaleupscorecard',
      t('Scaleup Assessment', 'تقييم الشركات المتوسّعة'),
      t(
        'The Fikr Score assessment for scaleups: companies past product-market fit that are growing fast.',
        'تقييم مقياس فكر المخصص للشركات في مرحلة التوسّع، أي التي تجاوزت مرحلة ملاءمة المنتج للسوق وتنمو بسرعة.',
      ),
      workspacePage,
      adminOnly(['scaleup', 'assessment', 'fikr score']),
    ),
    route(
      '/testing/analytics',
      t('Analytics Testing', 'اختبار التحليلات'),
      t(
        'Send test analytics events and check that they are recorded and reported correctly.',
        'أرسل أحداث تحليلات تجريبية وتحقق من تسجيلها وظهورها في التقارير بشكل صحيح.',
      ),
      workspacePage,
      adminOnly(['analytics', 'testing', 'events']),
    ),
    route(
      '/testing/billing',
      t('Billing Testing', 'اختبار الفوترة'),
      t(
        'Run test payments, subscriptions and refunds without charging real customers.',
        'نفّذ عمليات دفع واشتراكات واسترداد تجريبية دون تحصيل أي مبالغ من العملاء الفعليين.',
      ),
      workspacePage,
      adminOnly(['billing', 'testing', 'subscriptions']),
    ),
    route(
      '/testing/localization',
      t('Localization Testing', 'اختبار الترجمة'),
      t(
        'Check translations, number and date formats and right-to-left layout in every language.',
        'تحقق من الترجمات وتنسيقات الأرقام والتواريخ والتخطيط من اليمين إلى اليسار في كل اللغات.',
      ),
      workspacePage,
      adminOnly(['localization', 'testing', 'rtl']),
    ),
    route(
      '/affiliates',
      t('Affiliates Dashboard', 'لوحة التسويق بالعمولة'),
      t(
        'The affiliate program at a glance: partners, referrals, commissions and payouts due.',
        'برنامج التسويق بالعمولة في لمحة: الشركاء والإحالات والعمولات والمدفوعات المستحقة.',
      ),
      workspacePage,
      adminOnly(['affiliates', 'partner program', 'overview']),
    ),
    route(
      '/affiliates/fraud',
      t('Fraud Detection', 'كشف الاحتيال'),
      t(
        'Suspicious referrals and clicks flagged for review.',
        'الإحالات والنقرات المشبوهة المحالة إلى المراجعة.',
      ),
      workspacePage,
      adminOnly(['fraud detection', 'affiliates', 'risk']),
    ),
    route(
      '/affiliates/performance',
      t('Affiliate Performance', 'أداء الشركاء'),
      t(
        'Clicks, conversions and revenue for each affiliate partner.',
        'النقرات والتحويلات والإيرادات لكل شريك تسويق.',
      ),
      workspacePage,
      adminOnly(['affiliates', 'performance', 'conversions']),
    ),
    route(
      '/affiliates/payouts',
      t('Payouts', 'المدفوعات'),
      t(
        'Payouts to affiliate partners: pending, approved and paid.',
        'المبالغ المستحقة لشركاء التسويق: المعلّقة والمعتمدة والمدفوعة.',
      ),
      workspacePage,
      adminOnly(['payouts', 'affiliates', 'payments']),
    ),
    route(
      '/affiliates/commissions',
      t('Commissions', 'العمولات'),
      t(
        'Commission rates, and the commission earned on each referral.',
        'نسب العمولات، والعمولة المستحقة عن كل إحالة.',
      ),
      workspacePage,
      adminOnly(['commissions', 'affiliates', 'rates']),
    ),
    route(
      '/affiliates/partners',
      t('Partners', 'الشركاء'),
      t(
        'Affiliate partners: their applications, profiles and status.',
        'شركاء التسويق بالعمولة: طلبات انضمامهم وملفاتهم وحالتهم.',
      ),
      workspacePage,
      adminOnly(['partners', 'affiliates', 'management']),
    ),
    route(
      '/forms/product-behaviors-test',
      t('Product Behaviors Testing', 'اختبار سلوكيات المنتجات'),
      t(
        'Try product behavior rules on sample data before publishing them.',
        'جرّب قواعد سلوك المنتجات على بيانات تجريبية قبل نشرها.',
      ),
      workspacePage,
      adminOnly(['product behaviors', 'testing', 'forms']),
    ),
    route(
      '/forms/templates',
      t('Form Templates', 'قوالب النماذج'),
      t(
        'Reusable form templates for applications, assessments and surveys.',
        'قوالب نماذج قابلة لإعادة الاستخدام في الطلبات والتقييمات والاستبيانات.',
      ),
      workspacePage,
      adminOnly(['forms', 'templates', 'surveys']),
    ),
    route(
      '/product-behaviors-admin',
      t('Product Behaviors Admin', 'إدارة سلوكيات المنتجات'),
      t(
        'The rules that decide how each product behaves for each type of organization.',
        'القواعد التي تحدد سلوك كل منتج لكل نوع من أنواع المؤسسات.',
      ),
      workspacePage,
      adminOnly(['product behaviors', 'rules', 'products']),
    ),
    route(
      '/domain-management',
      t('Domain Management', 'إدارة النطاقات'),
      t(
        'Custom domains and host names, and the portal each one serves.',
        'النطاقات المخصصة وأسماء المضيفين، والبوابة التي يخدمها كل منها.',
      ),
      workspacePage,
      adminOnly(['domains', 'host names', 'dns']),
    ),
    route(
      '/ecosystem',
      t('Fikr Ecosystem', 'منظومة فكر'),
      t(
        'The products of the Fikr ecosystem, and which teams may open each one.',
        'منتجات منظومة فكر، والفرق التي يحق لها الوصول إلى كل منها.',
      ),
      workspacePage,
      adminOnly(['ecosystem', 'products', 'access']),
    ),
    route(
      '/pitch/events',
      t('Pitch Events', 'فعاليات العروض'),
      t(
        'Create and manage Fikr Pitch events: dates, startups, judges and investors.',
        'أنشئ فعاليات عروض فكر وأدِرها: المواعيد والشركات الناشئة والمحكّمون والمستثمرون.',
      ),
      workspacePage,
      adminOnly(['pitch events', 'fikr pitch', 'event management']),
    ),
    route(
      '/pitch/analytics',
      t('Pitch Analytics', 'تحليلات العروض'),
      t(
        'Attendance, investor interest and outcomes of Fikr Pitch events.',
        'الحضور واهتمام المستثمرين ونتائج فعاليات عروض فكر.',
      ),
      workspacePage,
      adminOnly(['pitch analytics', 'fikr pitch', 'investors']),
    ),
    route(
      '/logs',
      t('Logs', 'السجلات'),
      t(
        'Application and error logs, filterable by service and severity.',
        'سجلات التطبيق والأخطاء، مع إمكانية التصفية حسب الخدمة ودرجة الخطورة.',
      ),
      workspacePage,
      adminOnly(['logs', 'errors', 'monitoring']),
    ),
    route(
      '/billing',
      t('Billing & Plans', 'الفوترة والخطط'),
      t(
        'Pricing plans, subscriptions and invoices of every organization.',
        'خطط الأسعار والاشتراكات والفواتير لكل مؤسسة.',
      ),
      workspacePage,
      adminOnly(['billing', 'plans', 'subscriptions', 'invoices']),
    ),
  ],
  sidebar: [
    {
      id: 'dashboard',
      label: t('Dashboard', 'لوحة التحكم'),
      items: [{ id: 'dashboard', label: t('Dashboard', 'لوحة التحكم'), to: '/dashboard' }],
    },
    {
      id: 'users',
      label: t('Users', 'المستخدمون'),
      items: [{ id: 'users', label: t('Users', 'المستخدمون'), to: '/users' }],
    },
    {
      id: 'organizations',
      label: t('Organizations', 'المؤسسات'),
      items: [{ id: 'organizations', label: t('Organizations', 'المؤسسات'), to: '/organizations' }],
    },
    {
      id: 'billing',
      label: t('Billing & Plans', 'الفوترة والخطط'),
      items: [{ id: 'billing', label: t('Billing & Plans', 'الفوترة والخطط'), to: '/billing' }],
    },
    {
      id: 'analytics',
      label: t('Analytics', 'التحليلات'),
      items: [
        { id: 'route-performance', label: t('Route Performance', 'أداء المسارات'), to: '/route-performance' },
        { id: 'logs', label: t('Logs', 'السجلات'), to: '/logs' },
      ],
    },
    {
      id: 'audit-logs',
      label: t('Audit Logs', 'سجلات التدقيق'),
      items: [{ id: 'audit-logs', label: t('Audit Logs', 'سجلات التدقيق'), to: '/audit-logs' }],
    },
    {
      id: 'ecosystem',
      label: t('Fikr Ecosystem', 'منظومة فكر'),
      items: [{ id: 'ecosystem', label: t('Fikr Ecosystem', 'منظومة فكر'), to: '/ecosystem' }],
    },
    {
      id: 'domain-management',
      label: t('Domain Management', 'إدارة النطاقات'),
      items: [{ id: 'domain-management', label: t('Domain Management', 'إدارة النطاقات'), to: '/domain-management' }],
    },
    {
      id: 'affiliates',
      label: t('Affiliates', 'التسويق بالعمولة'),
      items: [
        { id: 'affiliates-dashboard', label: t('Dashboard', 'لوحة التحكم'), to: '/affiliates' },
        { id: 'affiliates-partners', label: t('Partners', 'الشركاء'), to: '/affiliates/partners' },
        { id: 'affiliates-commissions', label: t('Commissions', 'العمولات'), to: '/affiliates/commissions' },
        { id: 'affiliates-payouts', label: t('Payouts', 'المدفوعات'), to: '/affiliates/payouts' },
        { id: 'affiliates-performance', label: t('Performance', 'الأداء'), to: '/affiliates/performance' },
        { id: 'affiliates-fraud', label: t('Fraud Detection', 'كشف الاحتيال'), to: '/affiliates/fraud' },
      ],
    },
    {
      id: 'forms',
      label: t('Forms', 'النماذج'),
      items: [
        { id: 'form-templates', label: t('Templates', 'القوالب'), to: '/forms/templates' },
        { id: 'product-behaviors-admin', label: t('Product Behaviors Admin', 'إدارة سلوكيات المنتجات'), to: '/product-behaviors-admin' },
        { id: 'product-behaviors-test', label: t('Product Behaviors Testing', 'اختبار سلوكيات المنتجات'), to: '/forms/product-behaviors-test' },
      ],
    },
    {
      id: 'fikr-score',
      label: t('Fikr Score', 'مقياس فكر'),
      items: [
        { id: 'scorecards', label: t('Score Management', 'إدارة بطاقات التقييم'), to: '/scorecards' },
        { id: 'scaleup-scorecard', label: t('Scaleup Assessment', 'تقييم الشركات المتوسّعة'), to: '/scaleupscorecard' },
        { id: 'assessment-admin', label: t('Assessment Admin', 'إدارة التقييمات'), to: '/assessment-admin' },
        { id: 'assessment', label: t('Assessment', 'التقييم'), to: '/assessment' },
      ],
    },
    {
      id: 'fikr-pitch',
      label: t('Fikr Pitch', 'عروض فكر'),
      items: [
        { id: 'pitch-events', label: t('Event Management', 'إدارة الفعاليات'), to: '/pitch/events' },
        { id: 'pitch-analytics', label: t('Pitch Analytics', 'تحليلات العروض'), to: '/pitch/analytics' },
      ],
    },
    {
      id: 'settings',
      label: t('Settings', 'الإعدادات'),
      items: [
        { id: 'settings-general', label: t('General', 'عام'), to: '/settings' },
        { id: 'settings-preferences', label: t('Preferences', 'التفضيلات'), to: '/settings/preferences' },
        { id: 'settings-enterprise', label: t('Enterprise Config', 'إعدادات المؤسسات'), to: '/settings/enterprise-config' },
        { id: 'settings-api', label: t('API Configurations', 'إعدادات واجهات البرمجة'), to: '/settings/api-configurations' },
      ],
    },
    {
      id: 'testing',
      label: t('Testing', 'الاختبار'),
      items: [
        { id: 'seo-manager', label: t('SEO Manager', 'إدارة تحسين محركات البحث'), to: '/seo-manager' },
        { id: 'testing-billing', label: t('Billing', 'الفوترة'), to: '/testing/billing' },
        { id: 'testing-analytics', label: t('Analytics', 'التحليلات'), to: '/testing/analytics' },
        { id: 'testing-localization', label: t('Localization', 'الترجمة'), to: '/testing/localization' },
      ],
    },
    {
      id: 'exit',
      label: t('Exit', 'الخروج'),
      items: [{ id: 'exit-office', label: t('Exit Office', 'الخروج من المكتب'), to: '/fikrspace/portal', absolute: true }],
    },
  ],
  publicNav: [{ id: 'home', label: t('Office', 'المكتب'), to: '/' }],
});
