import { route } from '@fikrspace/portal-kit';
import { describe, expect, it, vi } from 'vitest';
import { forgetPage, pageFor, preloadPage } from './page-modules';

const Page = () => null;

describe('page code downloads', () => {
  it('downloads a page once however often it is preloaded or rendered', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const page = route('/portfolio', 'portfolio', load);
    const lazyBefore = pageFor(page);
    await Promise.all([preloadPage(page), preloadPage(page)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazyBefore).not.toBe(Page);
    // Arrived: rendered directly, so nothing suspends.
    expect(pageFor(page)).toBe(Page);
  });

  it('forgets a failed download, so the next attempt asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Page });
    const page = route('/deals', 'deals', load);
    await expect(preloadPage(page)).rejects.toThrow('offline');
    await expect(preloadPage(page)).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Retry asks again after forgetPage', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const page = route('/watchlist', 'watchlist', load);
    const first = pageFor(page);
    forgetPage(page);
    expect(pageFor(page)).not.toBe(first);
  });
});
