import { itMatchesSpecRouteTable } from '@fikrspace/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import portal from './portal';

/** Spec 001 §2.4: a single public route. */
const specRoutes = [{ path: '/', auth: false }];

describe('feedback portal definition', () => {
  itMatchesSpecRouteTable(portal, specRoutes);

  it('shows the board with the sidebar', () => {
    expect(portal.routes[0]?.layout).toBe('portal');
    expect(portal.landingPath).toBe('/');
  });

  it('declares the feature flags of spec 001 §1', () => {
    expect(portal.features).toEqual({ voting: true, comments: true, categories: true });
  });
});
