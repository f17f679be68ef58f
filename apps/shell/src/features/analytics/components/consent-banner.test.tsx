// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOTTOM_INSET_PROPERTY, ConsentBanner } from './consent-banner';

const inset = () => document.documentElement.style.getPropertyValue(BOTTOM_INSET_PROPERTY);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConsentBanner', () => {
  it('keeps its height free at the bottom of the window while it waits for an answer, and gives it back when it goes', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 132 } as DOMRect);
    const { unmount } = render(<ConsentBanner />);
    expect(screen.getByTestId('consent-banner')).toBeTruthy();
    expect(inset()).toBe('132px');
    unmount();
    expect(inset()).toBe('');
  });
});
