import { targets } from '@fikrspace/local-backend/testing';
import { describe, expect, it } from 'vitest';
import { FIKR_LABS, NILE_ROBOTICS, VIEWER, forwardedFor, newAddress, useProjectBackend } from '../_shared/testing.mjs';
import { MAX_EVENTS, VISITS_PER_MINUTE } from './handler.js';

/** route-analytics-track through the local backend, on the real project. */


describe.each(await targets())('route-analytics-track on $name', (target) => {
  const project = useProjectBackend(target);
  const visitorAddress = newAddress();

  /**
   * @param {unknown} body @param {string} [token]
   * @param {{ address?: string, sentByClient?: string }} [from] where the request comes from, and an X-Forwarded-For the client made up
   */
  const send = (body, token, { address = visitorAddress, sentByClient } = {}) =>
    fetch(`${project.backend.url}/functions/v1/route-analytics-track`, {
      method: 'POST',
      headers: {
        apikey: project.backend.anonKey,
        Authorization: `Bearer ${token ?? project.backend.anonKey}`,
        'Content-Type': 'application/json',
        'X-Forwarded-For': forwardedFor(address, sentByClient),
      },
      body: JSON.stringify(body),
    });
  /** @param {string} session */
  const rows = async (session) =>
    (await project.backend.db.query('select route, count, domain, duration, user_id, organization_id, created_at from public.route_analytics where session_id = $1 order by created_at', [session])).rows;

  it('stores a batch of visits, one row each, at the time of the visit', async () => {
    const at = new Date(Date.now() - 20_000).toISOString();
    const response = await send({
      events: [
        { route: '/', domain: 'localhost', sessionId: 'ra-1', duration: 3200, timestamp: at, screenResolution: '1280x720', isAuthenticated: false },
        { route: '/about', domain: 'localhost', sessionId: 'ra-1', duration: 15000 },
      ],
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'accepted', recorded: 2 });
    const stored = await rows('ra-1');
    expect(stored.map(({ route, count, domain, duration, user_id }) => ({ route, count, domain, duration, user_id }))).toEqual([
      { route: '/', count: 1, domain: 'localhost', duration: 3200, user_id: null },
      { route: '/about', count: 1, domain: 'localhost', duration: 15000, user_id: null },
    ]);
    expect(new Date(stored[0].created_at).toISOString()).toBe(at);
  });

  it('attributes a member\'s visits to them and their organization, and refuses another organization', async () => {
    expect((await send({ events: [{ route: '/fikrspace/portal', sessionId: 'ra-member', organizationId: FIKR_LABS }] }, project.viewerToken)).status).toBe(202);
    expect(await rows('ra-member')).toMatchObject([{ user_id: VIEWER, organization_id: FIKR_LABS }]);
    const foreign = await send({ events: [{ route: '/x', sessionId: 'ra-foreign', organizationId: NILE_ROBOTICS }] }, project.viewerToken);
    expect(foreign.status).toBe(403);
    expect(await rows('ra-foreign')).toEqual([]);
  });

  it.each([
    ['no events array', {}, 'The body must be an object with an "events" array.'],
    ['an empty batch', { events: [] }, '"events" must hold at least one event.'],
    ['too many events', { events: Array.from({ length: MAX_EVENTS + 1 }, () => ({ route: '/' })) }, `"events" may hold at most ${MAX_EVENTS} events.`],
    ['a route that is not a path', { events: [{ route: 'about' }] }, 'events[0].route must be a path starting with "/", at most 2048 characters.'],
    ['a negative duration', { events: [{ route: '/', duration: -5 }] }, 'events[0].duration must be whole milliseconds between 0 and 86400000.'],
    ['an unknown field', { events: [{ route: '/', color: 'red' }] }, 'events[0]: unknown field "color".'],
  ])('answers 400 for %s and stores nothing', async (_case, body, message) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
  });

  it(`limits an address to ${VISITS_PER_MINUTE} anonymous visits a minute whatever session and forwarded ids it sends`, async () => {
    const address = newAddress();
    const batch = (n) => ({ events: Array.from({ length: MAX_EVENTS }, (_, i) => ({ route: '/burst', sessionId: `ra-burst-${n}-${i}` })) });
    const statuses = [];
    for (let n = 0; n <= VISITS_PER_MINUTE / MAX_EVENTS; n += 1) {
      const response = await send(batch(n), undefined, { address, sentByClient: `192.0.2.${n}` });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array.from({ length: VISITS_PER_MINUTE / MAX_EVENTS }, () => 202), 429]);
    // The address's anonymous allowance is spent, even for one visit; a signed-in member behind
    // it is counted on their own, and another address is not held back.
    expect((await send({ events: [{ route: '/calm', sessionId: 'ra-burst-calm' }] }, undefined, { address })).status).toBe(429);
    expect((await send({ events: [{ route: '/calm', sessionId: 'ra-burst-member' }] }, project.viewerToken, { address })).status).toBe(202);
    expect((await send({ events: [{ route: '/calm', sessionId: 'ra-burst-elsewhere' }] }, undefined, { address: newAddress() })).status).toBe(202);
  }, 120_000);

  it('is the only way in: a direct insert through the API is refused', async () => {
    const direct = await project.backend.client().from('route_analytics').insert({ route: '/' });
    expect(direct.error?.code).toBe('42501');
  });
});
