import { targets } from '@fikrspace/local-backend/testing';
import { describe, expect, it } from 'vitest';
import { FIKR_LABS, NILE_ROBOTICS, VIEWER, forwardedFor, newAddress, useProjectBackend } from '../_shared/testing.mjs';
import { EVENTS_PER_MINUTE, MAX_EVENT_BYTES } from './handler.js';

/**
 * analytics-track through the local backend's functions gateway, on the real project: the only
 * way into public.analytics_events.
 */

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe.each(await targets())('analytics-track on $name', (target) => {
  const project = useProjectBackend(target);
  const visitorAddress = newAddress();

  /**
   * @param {unknown} body
   * @param {{ token?: string, userAgent?: string, raw?: string, query?: string, address?: string, sentByClient?: string }} [options]
   *   address: where the request comes from; sentByClient: an X-Forwarded-For the client made up
   */
  const track = (body, { token, userAgent = IPHONE, raw, query = '', address = visitorAddress, sentByClient } = {}) =>
    fetch(`${project.backend.url}/functions/v1/analytics-track${query}`, {
      method: 'POST',
      headers: {
        ...(query ? {} : { apikey: project.backend.anonKey }),
        Authorization: `Bearer ${token ?? project.backend.anonKey}`,
        'Content-Type': 'application/json',
        'User-Agent': userAgent,
        'X-Forwarded-For': forwardedFor(address, sentByClient),
      },
      body: raw ?? JSON.stringify(body),
    });
  /** @param {string} sessionId */
  const stored = async (sessionId) => (await project.backend.db.query('select event_type, event_name, user_id, organization_id, metadata from public.analytics_events where session_id = $1', [sessionId])).rows;

  it('records an anonymous visitor\'s page view with device, browser and OS parsed on the server', async () => {
    const response = await track({ eventName: 'page_view', eventType: 'page_view', pagePath: '/about', sessionId: 'at-anon', visitorId: 'v-anon', browser: 'Lynx', utmParams: { utmSource: 'newsletter' } });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'accepted' });
    expect(await stored('at-anon')).toEqual([
      {
        event_type: 'page_view',
        event_name: 'page_view',
        user_id: null,
        organization_id: null,
        metadata: { browser: 'Safari 17.0', os: 'iOS 17.0', deviceType: 'mobile', utm: { utmSource: 'newsletter' } },
      },
    ]);
  });

  it('keeps the device type the client measured from the window width', async () => {
    expect((await track({ eventName: 'page_view', sessionId: 'at-width', deviceType: 'tablet' })).status).toBe(202);
    expect((await stored('at-width'))[0].metadata.deviceType).toBe('tablet');
  });

  it('takes a beacon\'s API key from the query string', async () => {
    expect((await track({ eventName: 'page_hide', sessionId: 'at-beacon' }, { query: `?apikey=${project.backend.anonKey}` })).status).toBe(202);
    expect(await stored('at-beacon')).toHaveLength(1);
  });

  it('attributes a signed-in member\'s event to them and their organization', async () => {
    expect((await track({ eventName: 'cap_table_view', sessionId: 'at-member', organizationId: FIKR_LABS }, { token: project.viewerToken })).status).toBe(202);
    expect(await stored('at-member')).toMatchObject([{ user_id: VIEWER, organization_id: FIKR_LABS }]);
  });

  it.each([
    ['for another organization, as a member of a different one', { organizationId: NILE_ROBOTICS }, 'viewer', 403, 'Events can be recorded only for an organization you belong to.'],
    ['for an organization, anonymously', { organizationId: FIKR_LABS }, 'anon', 403, 'Events can be recorded only for an organization you belong to.'],
    ['with a forged session', {}, 'forged', 401, 'The session is not valid. Sign in again.'],
  ])('refuses an event %s', async (_case, extra, who, status, message) => {
    const token = who === 'viewer' ? project.viewerToken : who === 'forged' ? `${project.viewerToken.slice(0, -4)}AAAA` : undefined;
    const response = await track({ eventName: 'sneaky', sessionId: `at-refused-${who}`, ...extra }, { token });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: message });
    expect(await stored(`at-refused-${who}`)).toEqual([]);
  });

  it.each([
    ['no event name', { pagePath: '/' }, 400, '"eventName" is required and must be a non-empty string.'],
    ['an unknown field', { eventName: 'x', score: 1 }, 400, 'Unknown field "score".'],
    ['a bad device type', { eventName: 'x', deviceType: 'fridge' }, 400, '"deviceType" must be one of mobile, tablet, desktop.'],
  ])('answers 400 for %s', async (_case, body, status, message) => {
    const response = await track(body);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(message);
  });

  it(`answers 413 for a body over ${MAX_EVENT_BYTES} bytes and 400 for one that is not JSON`, async () => {
    const big = await track(null, { raw: JSON.stringify({ eventName: 'x', customProperties: { blob: 'x'.repeat(MAX_EVENT_BYTES) } }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: `The body must be at most ${MAX_EVENT_BYTES} bytes.` });
    const garbage = await track(null, { raw: '{"eventName":' });
    expect(garbage.status).toBe(400);
  });

  it(`limits an address to ${EVENTS_PER_MINUTE} anonymous events a minute whatever visitor, session and forwarded ids it sends`, async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i <= EVENTS_PER_MINUTE; i += 1) {
      const response = await track({ eventName: 'burst', sessionId: `at-burst-${i}`, visitorId: `v-burst-${i}` }, { address, sentByClient: `192.0.2.${i % 250}` });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({ error: 'Too many requests. Please try again later.' });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      } else await response.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(EVENTS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back, and neither is a signed-in user behind the same one:
    // the user is counted on their own, within the address's larger allowance.
    expect((await track({ eventName: 'calm' }, { address: newAddress() })).status).toBe(202);
    expect((await track({ eventName: 'member', sessionId: 'at-burst-member' }, { address, token: project.viewerToken })).status).toBe(202);
  }, 120_000);

  it('answers a row the database refuses with a message that keeps the database\'s words to itself', async () => {
    const response = await track({ eventName: 'nul', sessionId: 'at-nul', customProperties: { text: 'a\u0000b' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The event could not be stored. The provided data is invalid.' });
    expect(await stored('at-nul')).toEqual([]);
  });

  it('is the only way in: a direct insert through the API is refused', async () => {
    const direct = await project.backend.client().from('analytics_events').insert({ event_type: 'x', event_name: 'x' });
    expect(direct.error?.code).toBe('42501');
  });
});
