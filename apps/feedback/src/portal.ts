import { definePortal, route } from '@fikrspace/portal-kit';

const workspacePage = () => import('./pages/workspace-page');

const t = (en: string, ar: string) => ({ en, ar });

export default definePortal({
  id: 'feedback',
  name: t('Feedback Forum', 'منتدى الملاحظات'),
  description: t(
    'Share ideas and report problems, vote on what matters most and follow the conversation.',
    'شارك أفكارك وأبلغ عن المشكلات، وصوّت على ما يهمك أكثر، وتابع النقاش حولها.',
  ),
  tagline: t('Shape the platform with the community', 'شارك المجتمع في تطوير المنصة'),
  defaultTitle: t('Community Feedback', 'ملاحظات المجتمع'),
  theme: 'fikr-space',
  landingPath: '/',
  features: { voting: true, comments: true, categories: true },
  routes: [
    route(
      '/',
      t('Feedback Board', 'لوحة الملاحظات'),
      t(
        'Suggestions and bug reports from the community. Vote on them, comment and browse them by category.',
        'اقتراحات المجتمع وبلاغاته عن الأخطاء. صوّت عليها وعلّق عليها وتصفّحها حسب الفئة.',
      ),
      workspacePage,
      { auth: false, layout: 'portal', keywords: ['feedback', 'feature requests', 'bug reports', 'voting', 'community'] },
    ),
  ],
  sidebar: [
    {
      id: 'community',
      label: t('Community', 'المجتمع'),
      items: [{ id: 'feedback-board', label: t('Feedback Board', 'لوحة الملاحظات'), to: '/' }],
    },
  ],
  publicNav: [{ id: 'home', label: t('Feedback Board', 'لوحة الملاحظات'), to: '/' }],
});
