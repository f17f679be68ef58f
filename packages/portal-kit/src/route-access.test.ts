import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access';

const user = (role: string | null) => ({ enterpriseRole: role ? { name: role } : null });

describe('route access (spec 001 §5.1)', () => {
  it.each([
    ['public route, nobody signed in', { auth: false, roles: [] }, {}, null, 'allowed'],
    ['auth route, nobody signed in', { auth: true, roles: [] }, {}, null, 'sign-in'],
    ['auth route without roles, any signed-in user', { auth: true, roles: [] }, {}, user('viewer'), 'allowed'],
    ['route roles, role listed', { auth: true, roles: ['owner', 'manager'] }, {}, user('manager'), 'allowed'],
    ['route roles compare case-insensitively', { auth: true, roles: ['owner', 'manager'] }, {}, user('Owner'), 'allowed'],
    ['route roles, role not listed', { auth: true, roles: ['owner', 'manager'] }, {}, user('viewer'), 'forbidden'],
    ['route roles, user without a role', { auth: true, roles: ['owner'] }, {}, user(null), 'forbidden'],
    ['no route roles, product roles apply', { auth: true, roles: [] }, { requiredRoles: ['admin'] }, user('viewer'), 'forbidden'],
    ['no route roles, product role held', { auth: true, roles: [] }, { requiredRoles: ['admin'] }, user('ADMIN'), 'allowed'],
    ['route roles take precedence over product roles', { auth: true, roles: ['viewer'] }, { requiredRoles: ['admin'] }, user('viewer'), 'allowed'],
  ] as const)('%s', (_name, route, portal, who, expected) => {
    expect(routeAccess({ auth: route.auth, roles: [...route.roles] }, portal as { requiredRoles?: string[] }, who)).toBe(expected);
  });
});
