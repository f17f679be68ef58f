// @vitest-environment jsdom
import { initTestI18n } from '@fikrspace/i18n/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ThemeToggle } from './theme-toggle';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(() => {
  cleanup();
});

/** What a screen reader announces: the name, and the description the button points to. */
function announced(button: HTMLElement) {
  const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  return { name: button.getAttribute('aria-label'), description: description?.textContent };
}

describe('ThemeToggle (spec 000 §4, spec 001 §1)', () => {
  it('cycles dark, light and system, applying each at once', () => {
    render(<ThemeToggle />);
    const button = screen.getByTestId('theme-toggle');
    expect(button.dataset.mode).toBe('dark');
    expect(announced(button)).toEqual({ name: 'Light mode', description: 'Current: Dark mode' });

    act(() => fireEvent.click(button));
    expect(localStorage.getItem('user-theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(announced(button)).toEqual({ name: 'System mode', description: 'Current: Light mode' });

    act(() => fireEvent.click(button));
    expect(localStorage.getItem('user-theme')).toBe('system');
    expect(announced(button)).toEqual({ name: 'Dark mode', description: 'Current: System mode' });

    act(() => fireEvent.click(button));
    expect(localStorage.getItem('user-theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
