// @vitest-environment jsdom
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeAnswer, type FakeRequest } from '@fikrspace/db/testing';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import portal from '../../../portal';
import { resetPageTest, signInOwnerForTest } from '../../../testing/signed-in-owner';

const PREFIX = '/fikrspace/office';
const DENIED = { code: '42501', message: 'Only platform operators retry jobs.', details: null, hint: null };

const STATS = { pending: 3, processing: 1, retrying: 0, completed: 40, failed: 2, oldestPendingSeconds: 12, completedLastDay: 10, failedLastDay: 2 };
const job = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'email',
  data: { action: 'send-welcome', email: 'new@example.test' },
  priority: 3,
  attempts: status === 'failed' ? 3 : 0,
  max_attempts: 3,
  status,
  error: null,
  created_at: '2026-11-20T10:00:00Z',
  processed_at: null,
  completed_at: status === 'completed' ? '2026-11-20T10:00:02Z' : null,
  failed_at: null,
  run_at: '2026-11-20T10:00:00Z',
  ...extra,
});
const JOBS = [job('j-1', 'failed', { error: 'Mail provider refused the recipient' }), job('j-2', 'completed'), job('j-3', 'pending')];

const health = (queue: string, performance: string) => ({
  status: [queue, performance].includes('degraded') ? 'degraded' : 'healthy',
  checkedAt: '2026-11-20T10:00:00Z',
  services: {
    database: { status: 'healthy' },
    jobQueue: { status: queue, failedLastDay: 5, completedLastDay: 20, pending: 1, retrying: 0, oldestPendingSeconds: 3 },
    performance: { status: performance, averageScore: 64.5, samples: 12 },
  },
});

let requests: FakeRequest[];
let answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Every request answered by the test itself: these pages show what the functions compute. */
function useDatabase(handler: typeof answer) {
  answer = handler;
  const fake = createFakeDb({ answer: (request) => answer(request) });
  requests = fake.calls;
  const { db } = fake;
  // The auth server the health page asks, as supabase-js's auth client names it.
  Object.assign(db, { auth: { url: 'http://backend.test/auth/v1', headers: { apikey: 'anon-key' } } });
  setDb(db);
}

beforeAll(async () => {
  window.matchMedia = ((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  requests = [];
  signInOwnerForTest();
});

afterEach(resetPageTest);

describe('jobs page', () => {
  it('shows the queue figures and the newest jobs, and retries a failed one', async () => {
    let failed = true;
    useDatabase((request) => {
      if (request.rpc === 'job_queue_stats') return { data: STATS };
      if (request.rpc === 'retry_job') {
        failed = false;
        return { data: true };
      }
      if (request.table === 'background_jobs') return { data: failed ? JOBS : JOBS.slice(1) };
      return { data: null };
    });
    renderPortalAt(portal, PREFIX, `${PREFIX}/jobs`);
    // The first render also reads the page's namespace.
    expect((await screen.findByTestId('jobs-pending', {}, { timeout: 5_000 })).textContent).toContain('3');
    expect(screen.getByTestId('jobs-failed').textContent).toContain('2');
    // 2 failures against 10 completions in a day is over 10%: shown as bad.
    expect(screen.getByText('Failed in the last 24 hours').closest('div')?.className).toContain('border-red-300');

    const rows = await screen.findAllByTestId('job-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['failed', 'completed', 'pending']);
    expect(within(rows[0]!).getByText('Mail provider refused the recipient')).toBeTruthy();
    expect(within(rows[0]!).getByText('3 of 3')).toBeTruthy();
    expect(within(rows[0]!).getByText('email · send-welcome')).toBeTruthy();
    // Only the failed job has a Retry button.
    expect(screen.getAllByTestId('retry-job')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry the failed email · send-welcome job' }));
    await waitFor(() => expect(getToastState().toasts[0]?.title).toBe('The email · send-welcome job is waiting to run again.'));
    expect(requests.find((request) => request.rpc === 'retry_job')?.args).toEqual({ p_id: 'j-1' });
    // The list is read again after the retry.
    await waitFor(() => expect(screen.queryAllByTestId('retry-job')).toHaveLength(0));
  });

  it('filters the list by status', async () => {
    useDatabase((request) => {
      if (request.rpc === 'job_queue_stats') return { data: STATS };
      if (request.table === 'background_jobs') return { data: JOBS.filter((row) => !request.eq.status || row.status === request.eq.status) };
      return { data: null };
    });
    renderPortalAt(portal, PREFIX, `${PREFIX}/jobs`);
    await screen.findAllByTestId('job-row');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
    await waitFor(() => expect(screen.getAllByTestId('job-row').map((row) => row.getAttribute('data-status'))).toEqual(['completed']));
    expect(requests.filter((request) => request.table === 'background_jobs').at(-1)?.eq).toEqual({ status: 'completed' });
  });

  it('says why a retry was refused, next to the button', async () => {
    useDatabase((request) => {
      if (request.rpc === 'job_queue_stats') return { data: STATS };
      if (request.rpc === 'retry_job') return { error: DENIED };
      if (request.table === 'background_jobs') return { data: JOBS };
      return { data: null };
    });
    renderPortalAt(portal, PREFIX, `${PREFIX}/jobs`);
    fireEvent.click(await screen.findByTestId('retry-job'));
    const error = await screen.findByTestId('action-error');
    expect(error.textContent).toContain('The job was not retried.');
    expect(screen.getByTestId('retry-job').getAttribute('aria-describedby')).toBe(error.id);
  });

  it('shows the error panel when the queue cannot be read', async () => {
    useDatabase(() => ({ error: { code: '08006', message: 'connection failure' } }));
    renderPortalAt(portal, PREFIX, `${PREFIX}/jobs`);
    expect((await screen.findAllByTestId('error-panel')).length).toBeGreaterThan(0);
  });
});

describe('system health page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    // [job queue, performance, the auth server answers, overall]
    ['healthy', 'healthy', true, 'healthy', 'All services are healthy'],
    ['degraded', 'healthy', true, 'degraded', 'The platform is degraded'],
    ['healthy', 'degraded', true, 'degraded', 'The platform is degraded'],
    ['degraded', 'healthy', false, 'unhealthy', 'The platform is unhealthy'],
  ])('queue %s, performance %s, auth answering %s: %s', async (queue, performance, authAnswers, overall, heading) => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(String(url));
      return new Response('{}', { status: authAnswers ? 200 : 503 });
    });
    useDatabase((request) => (request.rpc === 'system_health' ? { data: health(queue, performance) } : { data: null }));
    renderPortalAt(portal, PREFIX, `${PREFIX}/system-health`);
    const banner = await screen.findByTestId('overall-health', {}, { timeout: 5_000 });
    expect(banner.textContent).toContain(heading);
    expect(banner.getAttribute('data-status')).toBe(overall);
    expect(asked).toEqual(['http://backend.test/auth/v1/health']);
    expect(screen.getByTestId('service-auth').getAttribute('data-status')).toBe(authAnswers ? 'healthy' : 'unhealthy');
    expect(screen.getByTestId('service-jobQueue').getAttribute('data-status')).toBe(queue);
    expect(screen.getByTestId('service-performance').textContent).toContain('65');
  });
});

describe('analytics page', () => {
  const SUMMARY = {
    totals: { events: 42, pageViews: 30, visitors: 7, sessions: 9 },
    byDay: [{ day: new Date().toISOString().slice(0, 10), eventType: 'page_view', count: 30 }],
    topPages: [
      { pagePath: '/fikrspace/portal', views: 20 },
      { pagePath: '/about', views: 10 },
    ],
    devices: [{ deviceType: 'desktop', count: 30 }],
    utmSources: [],
  };

  it('shows the totals and the top pages of the chosen period', async () => {
    useDatabase((request) => (request.rpc === 'analytics_summary' ? { data: SUMMARY } : { data: null }));
    renderPortalAt(portal, PREFIX, `${PREFIX}/analytics`);
    expect((await screen.findByTestId('total-page-views', {}, { timeout: 5_000 })).textContent).toContain('30');
    expect(within(screen.getByTestId('top-pages')).getAllByRole('row').map((row) => row.textContent)).toEqual(['PageViews', '/fikrspace/portal20', '/about10']);
    expect(within(screen.getByTestId('utm-sources')).getByText('No visitor arrived from a campaign link in this period.')).toBeTruthy();
    const first = requests.find((request) => request.rpc === 'analytics_summary')!.args;
    expect(Date.parse(String(first.p_to)) - Date.parse(String(first.p_from))).toBe(7 * 86_400_000);

    fireEvent.click(screen.getByLabelText('Last 30 days'));
    await waitFor(() => {
      const last = requests.filter((request) => request.rpc === 'analytics_summary').at(-1)!.args;
      expect(Date.parse(String(last.p_to)) - Date.parse(String(last.p_from))).toBe(30 * 86_400_000);
    });
  });

  it('says so when the period has no events', async () => {
    useDatabase(() => ({ data: { ...SUMMARY, totals: { events: 0, pageViews: 0, visitors: 0, sessions: 0 }, byDay: [], topPages: [], devices: [] } }));
    renderPortalAt(portal, PREFIX, `${PREFIX}/analytics`);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No events in this period');
  });
});

describe('logs page', () => {
  it('lists the errors browsers reported and the mails the worker wrote', async () => {
    useDatabase((request) => {
      if (request.table === 'analytics_events')
        return { data: [{ id: 'e-1', event_name: 'error', page_path: '/fikrspace/portal', timestamp: '2026-11-20T10:00:00Z', properties: { message: 'Cannot read properties of undefined', errorType: 'critical_error' }, metadata: { browser: 'Chrome', os: 'Linux' } }] };
      if (request.table === 'mail_outbox') return { data: [{ id: 'm-1', template: 'welcome', recipient: 'new@example.test', subject: 'Welcome to FikrSpace', status: 'sent', created_at: '2026-11-20T10:00:00Z', sent_at: '2026-11-20T10:00:01Z' }] };
      return { data: null };
    });
    renderPortalAt(portal, PREFIX, `${PREFIX}/logs`);
    const error = await screen.findByTestId('client-error-row');
    expect(error.textContent).toContain('Critical');
    expect(error.textContent).toContain('Cannot read properties of undefined');
    expect(error.textContent).toContain('Chrome · Linux');
    expect(requests.find((request) => request.table === 'analytics_events')?.eq).toEqual({ event_type: 'error' });
    const mail = await screen.findByTestId('mail-row');
    expect(mail.textContent).toContain('Welcome');
    expect(mail.textContent).toContain('new@example.test');
    expect(mail.textContent).toContain('Sent');
  });
});

describe('jobs page on a phone', () => {
  it('shows one card per job instead of the table, with Retry on the failed one', async () => {
    const wideMatch = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wideMatch(query), matches: !query.includes('min-width: 768px') }) as MediaQueryList);
    try {
      useDatabase((request) => {
        if (request.rpc === 'job_queue_stats') return { data: STATS };
        if (request.table === 'background_jobs') return { data: JOBS };
        return { data: null };
      });
      renderPortalAt(portal, PREFIX, `${PREFIX}/jobs`);
      const cards = await screen.findAllByTestId('job-card', {}, { timeout: 5_000 });
      expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['failed', 'completed', 'pending']);
      expect(screen.queryByTestId('job-table')).toBeNull();
      expect(within(cards[0]!).getByRole('button', { name: 'Retry the failed email · send-welcome job' })).toBeTruthy();
    } finally {
      window.matchMedia = wideMatch;
    }
  });
});

describe('route performance page', () => {
  const SUMMARY = { totals: { visits: 3, sessions: 2, bounceRate: 33.3 }, routes: [{ route: '/about', visits: 3, averageMs: 12_000, bounceRate: 33.3 }], mostVisited: [{ route: '/about', visits: 3 }], slowest: [{ route: '/about', averageMs: 12_000 }] };
  const VISIT = { id: 'v-1', route: '/about', domain: 'localhost', session_id: 's-1', duration: 12_000, created_at: '2026-11-20T10:00:00Z' };

  it('reads single visits by route, domain and session within the period, 10 at most', async () => {
    useDatabase((request) => {
      if (request.rpc === 'route_performance_summary') return { data: SUMMARY };
      if (request.table === 'route_analytics') return { data: [VISIT] };
      return { data: null };
    });
    renderPortalAt(portal, PREFIX, `${PREFIX}/route-performance`);
    expect((await screen.findByTestId('route-visit-row', {}, { timeout: 5_000 })).textContent).toContain('/about');
    const visits = () => requests.filter((request) => request.table === 'route_analytics');
    expect(visits()[0]!.eq).toEqual({});
    const bounds = visits()[0]!.bounds;
    expect(Date.parse(String(bounds['created_at<'])) - Date.parse(String(bounds['created_at>=']))).toBe(7 * 86_400_000);

    const panel = within(screen.getByTestId('route-visits'));
    fireEvent.change(panel.getByLabelText('Route'), { target: { value: ' /about ' } });
    fireEvent.change(panel.getByLabelText('Domain'), { target: { value: 'localhost' } });
    fireEvent.change(panel.getByLabelText('Session'), { target: { value: 's-1' } });
    fireEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(visits().at(-1)!.eq).toEqual({ route: '/about', domain: 'localhost', session_id: 's-1' }));

    // Clearing goes back to the unfiltered read (answered from the cache).
    fireEvent.click(panel.getByRole('button', { name: 'Clear' }));
    expect((panel.getByLabelText('Route') as HTMLInputElement).value).toBe('');
    expect(await panel.findByTestId('route-visit-row')).toBeTruthy();
  });
});
