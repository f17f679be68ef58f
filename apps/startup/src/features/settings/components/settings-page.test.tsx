// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb } from '@fikrspace/db/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FL, PREFIX, registerPageFrame } from '../../../lib/testing/page-frame';
import portal from '../../../portal';

/** The startup's settings through its route and the fake client: the member's own notification choices, and the ways to the account and the team. */

const MEMBER = userWithRole('user');

function database() {
  appStore.getState().setUser(MEMBER);
  const fake = createFakeDb({
    tables: {
      notification_preferences: [{ user_id: MEMBER.id, type: 'metrics_due', in_app: true, email_digest: false }],
      organisation_roles: [{ user_id: MEMBER.id, organization_id: FL, role: 'user', is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
  });
  setDb(fake.db);
  return fake;
}

registerPageFrame();

describe('the startup’s settings', () => {
  it('shows the member’s saved choices, saves a change, and leads to the account and the team', async () => {
    const fake = database();
    renderPortalAt(portal, PREFIX, `${PREFIX}/settings`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    const digest = (await screen.findByRole('checkbox', { name: 'Metric reminders: E-mail digest' })) as HTMLInputElement;
    expect(digest.checked).toBe(false);
    fireEvent.click(digest);
    await waitFor(() => expect(fake.rows('notification_preferences')).toContainEqual(expect.objectContaining({ type: 'metrics_due', email_digest: true, in_app: true })));

    const shortcuts = screen.getByRole('navigation', { name: 'Account and team' });
    expect(shortcuts.querySelector('a[href="/fikrspace/portal/account"]')?.textContent).toBe('Your account: picture, language and theme');
    expect(shortcuts.querySelector(`a[href="${PREFIX}/team"]`)?.textContent).toBe('Team and invitations');
  });
});
