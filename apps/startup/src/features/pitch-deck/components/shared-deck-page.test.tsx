// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb } from '@fikrspace/db/testing';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import portal from '../../../portal';
import { PREFIX } from '../../../lib/testing/page-frame';
import { setUpDeckPages } from '../testing/deck-database';

/** The page an expiring link opens, for a visitor without an account: the deck, or one sentence. */

setUpDeckPages();
beforeEach(() => {
  appStore.getState().reset();
});

const LIVE = { title: 'Seed deck, updated', company_name: 'Fikr Labs', signed_url: 'http://127.0.0.1:54321/storage/v1/object/sign/pitch-decks/x.pdf?token=t', expires_at: '2026-11-29T10:00:00Z' };

function linkDatabase(answer: unknown[]) {
  const fake = createFakeDb({ rpc: { open_pitch_deck_link: answer } as never });
  setDb(fake.db);
  return fake;
}

describe('a shared pitch deck link', () => {
  it('shows the deck of a live link, with the company’s name, and asks once', async () => {
    const fake = linkDatabase([LIVE]);
    renderPortalAt(portal, PREFIX, `${PREFIX}/shared-deck/live-token`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seed deck, updated' })).toBeDefined();
    expect(screen.getByText(/From Fikr Labs/)).toBeDefined();
    expect((await screen.findByTestId('deck-frame')).getAttribute('src')).toBe('blob:deck');
    expect(fake.calls.filter((call) => call.rpc === 'open_pitch_deck_link').map((call) => call.args)).toEqual([{ p_token: 'live-token' }]);
  });

  it('says the link is no longer valid when the database answers nothing', async () => {
    linkDatabase([]);
    renderPortalAt(portal, PREFIX, `${PREFIX}/shared-deck/expired-token`);
    expect(await screen.findByText('This link is no longer valid')).toBeDefined();
    expect(screen.queryByTestId('deck-frame')).toBeNull();
  });

  it('asks for a renewal when the link has no signed address', async () => {
    linkDatabase([{ ...LIVE, signed_url: null }]);
    renderPortalAt(portal, PREFIX, `${PREFIX}/shared-deck/seeded-token`);
    expect(await screen.findByText('This link must be renewed')).toBeDefined();
    expect(screen.getByText('Ask Fikr Labs to renew the link.')).toBeDefined();
  });
});
