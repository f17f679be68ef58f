import { definePortal, route, type LocalizedText, type RoutePrefetch } from '@fikrspace/portal-kit';
import { stakeholdersQueryOptions } from '../features/stakeholders/api/get-stakeholders';

const portalPage = () => import('./pages/portal-page');
const portalHome = () => import('./pages/portal-home');
const stakeholdersPage = () => import('../features/stakeholders/components/stakeholders-page');
const t = (en: string, ar: string): LocalizedText => ({ en, ar });

/** The first page of stakeholders downloads while the Fikr Cap page's code does. */
const prefetchStakeholders: RoutePrefetch = (queryClient, _params, { organizationId }) =>
  organizationId ? queryClient.prefetchQuery(stakeholdersQueryOptions(organizationId, 1)) : undefined;

/** Product areas of the portal root (spec 000 §1), each with its label and what it will hold. */
const PRODUCT_AREAS: Array<{ id: string; label: LocalizedText; description: LocalizedText }> = [
  { id: 'os', label: t('Fikr OS', 'فكر OS'), description: t('Your company operating system: strategy, objectives, key results and epics in one place.', 'نظام تشغيل شركتك: الاستراتيجية والأهداف والنتائج الرئيسية والمهام الكبرى في مكان واحد.') },
  { id: 'hub', label: t('Fikr Hub', 'مركز فكر'), description: t('The shared hub of your organization: teams, products and the people you work with.', 'المركز المشترك لمؤسستك: الفرق والمنتجات والأشخاص الذين تعمل معهم.') },
  { id: 'cap', label: t('Fikr Cap', 'جدول الملكية'), description: t('Your cap table: stakeholders, equity, funding rounds, vesting and exit scenarios.', 'جدول ملكيتك: المساهمون والحصص وجولات التمويل والاستحقاق وسيناريوهات التخارج.') },
  { id: 'pitch', label: t('Fikr Pitch', 'عروض فكر'), description: t('Pitch events, decks and the investors who reviewed them.', 'فعاليات العروض الاستثمارية والعروض التقديمية والمستثمرون الذين راجعوها.') },
  { id: 'score', label: t('Fikr Score', 'مقياس فكر'), description: t('Your readiness assessments and scores, with the improvements each one suggests.', 'تقييمات الجاهزية والدرجات، مع التحسينات التي يقترحها كل تقييم.') },
  { id: 'marketplace', label: t('Marketplace', 'السوق'), description: t('Services, accelerators and mentors you can engage, with your requests and orders.', 'الخدمات والمسرّعات والمرشدون الذين يمكنك التعاقد معهم، مع طلباتك.') },
  { id: 'money', label: t('Fikr Money', 'أموال فكر'), description: t('Funding options, financial plans and the money flowing through your company.', 'خيارات التمويل والخطط المالية وحركة الأموال في شركتك.') },
  { id: 'people', label: t('People', 'الأشخاص'), description: t('Team members, invitations and the products each member may open.', 'أعضاء الفريق والدعوات والمنتجات التي يحق لكل عضو فتحها.') },
  { id: 'lab', label: t('Fikr Lab', 'مختبر فكر'), description: t('Experiments and early features you can try before everyone else.', 'التجارب والميزات المبكرة التي يمكنك تجربتها قبل الجميع.') },
  { id: 'gov', label: t('Fikr Gov', 'فكر للحكومات'), description: t('Programmes and reports shared with government partners.', 'البرامج والتقارير المشتركة مع الشركاء الحكوميين.') },
];

export const portalRoot = definePortal({
  id: 'portal',
  name: t('FikrSpace Portal', 'بوابة فكر سبيس'),
  description: t('Your products, organization and team in one place.', 'منتجاتك ومؤسستك وفريقك في مكان واحد.'),
  defaultTitle: t('FikrSpace Portal', 'بوابة فكر سبيس'),
  theme: 'fikr-space',
  landingPath: '/',
  features: {},
  routes: [
    route('/', t('Portal home', 'الصفحة الرئيسية للبوابة'), t('Your products, recent activity and what needs your attention across your organization.', 'منتجاتك وآخر النشاطات وما يحتاج إلى انتباهك في مؤسستك.'), portalHome, { keywords: ['portal', 'dashboard'] }),
    route('/welcome', t('Welcome', 'مرحبًا'), t('The first steps of your account: complete your profile, join your organization and open your first product.', 'الخطوات الأولى لحسابك: أكمل ملفك الشخصي وانضم إلى مؤسستك وافتح منتجك الأول.'), portalPage, { keywords: ['welcome', 'onboarding'] }),
    route('/landing', t('FikrSpace Portal', 'بوابة فكر سبيس'), t('What the portal offers startups, mentors, investors and partners, and how to join.', 'ما تقدمه البوابة للشركات الناشئة والمرشدين والمستثمرين والشركاء، وكيفية الانضمام.'), portalPage, { auth: false, layout: 'public', keywords: ['portal'] }),
    route('/test', t('Portal test page', 'صفحة اختبار البوابة'), t('A public page for checking that the portal is reachable and renders.', 'صفحة عامة للتحقق من أن البوابة متاحة وتعمل.'), portalPage, { auth: false, layout: 'public', keywords: ['test'] }),
    route('/university', t('University', 'الجامعة'), t('Your university’s programmes, student founders and partnerships in the ecosystem.', 'برامج جامعتك ورواد الأعمال من الطلاب والشراكات في المنظومة.'), portalPage, { keywords: ['university'] }),
    ...PRODUCT_AREAS.map((area) =>
      area.id === 'cap'
        ? route(`/${area.id}`, area.label, area.description, stakeholdersPage, { keywords: [area.id, 'product', 'stakeholders'], prefetch: prefetchStakeholders })
        : route(`/${area.id}`, area.label, area.description, portalPage, { keywords: [area.id, 'product'] }),
    ),
  ],
  sidebar: [
    { id: 'portal', label: t('Portal', 'البوابة'), items: [
      { id: 'home', label: t('Home', 'الرئيسية'), to: '/' },
      { id: 'welcome', label: t('Welcome', 'مرحبًا'), to: '/welcome' },
    ] },
    { id: 'products', label: t('Products', 'المنتجات'), items: PRODUCT_AREAS.map((area) => ({ id: area.id, label: area.label, to: `/${area.id}` })) },
    { id: 'partners', label: t('Partners', 'الشركاء'), items: [{ id: 'university', label: t('University', 'الجامعة'), to: '/university' }] },
  ],
  publicNav: [{ id: 'landing', label: t('Portal', 'البوابة'), to: '/landing' }],
});
