// @vitest-environment jsdom
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUG_REPORT_TOOLTIP_DELAY_MS, BugReportButton } from './bug-report-button';
import { resetToasts, toast } from './toast-store';
import { ToastList } from './toast-list';

const HREF = 'https://feedback.example.com/';
const TITLE = 'Report a Bug';
const TEXT = 'Found something broken? Click to report it on our feedback platform!';

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  cleanup();
  act(() => resetToasts());
  vi.restoreAllMocks();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const link = () => screen.getByRole('link', { name: /Send Feedback/ });
const frame = () => screen.getByTestId('bug-report');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('BugReportButton (spec 001 §2.12, §9)', () => {
  it('renders nothing where the button is hidden', () => {
    render(<BugReportButton href={HREF} visible={false} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the feedback site in a new tab without giving it this window', () => {
    render(<BugReportButton href={HREF} visible />);
    expect(link().getAttribute('href')).toBe(HREF);
    expect(link().getAttribute('target')).toBe('_blank');
    expect(link().getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it('has an accessible name that says it opens a new tab, described by the tooltip', () => {
    render(<BugReportButton href={HREF} visible />);
    expect(link().getAttribute('aria-label')).toBe('Send Feedback (opens in a new tab)');
    const tooltip = document.getElementById(link().getAttribute('aria-describedby') ?? '');
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.textContent).toBe(`${TITLE}${TEXT}`);
  });

  it('shows the tooltip 1000 ms after the pointer rests on it, not at 999 ms', () => {
    expect(BUG_REPORT_TOOLTIP_DELAY_MS).toBe(1000);
    render(<BugReportButton href={HREF} visible />);
    fireEvent.pointerEnter(frame());
    advance(999);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toContain(TITLE);
    expect(tooltip.textContent).toContain(TEXT);
  });

  it('shows the Send Feedback label at once while hovering, and hides both on leave', () => {
    render(<BugReportButton href={HREF} visible />);
    expect(screen.queryByText('Send Feedback')).toBeNull();
    fireEvent.pointerEnter(frame());
    expect(screen.getByText('Send Feedback')).toBeTruthy();
    advance(1000);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerLeave(frame());
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByText('Send Feedback')).toBeNull();
  });

  it('starts the wait again when the pointer leaves before the second is up', () => {
    render(<BugReportButton href={HREF} visible />);
    fireEvent.pointerEnter(frame());
    advance(600);
    fireEvent.pointerLeave(frame());
    fireEvent.pointerEnter(frame());
    advance(600);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(400);
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('shows tooltip and label at once on keyboard focus, and hides them on blur', () => {
    render(<BugReportButton href={HREF} visible />);
    act(() => link().focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    expect(screen.getByText('Send Feedback')).toBeTruthy();
    act(() => link().blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByText('Send Feedback')).toBeNull();
  });

  it('does not show the tooltip at once when a click focuses the link', () => {
    render(<BugReportButton href={HREF} visible />);
    fireEvent.pointerEnter(frame());
    fireEvent.pointerDown(link());
    act(() => link().focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByText('Send Feedback')).toBeTruthy();
  });

  it('hides the tooltip on Escape, whether focused or only hovered, until the next visit', () => {
    render(<BugReportButton href={HREF} visible />);
    act(() => link().focus());
    fireEvent.keyDown(link(), { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByText('Send Feedback')).toBeTruthy();
    act(() => link().blur());

    fireEvent.pointerEnter(frame());
    advance(1000);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerLeave(frame());
    fireEvent.pointerEnter(frame());
    advance(1000);
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('keeps the tooltip while the pointer moves onto it', () => {
    render(<BugReportButton href={HREF} visible />);
    fireEvent.pointerEnter(frame());
    advance(1000);
    fireEvent.pointerMove(screen.getByRole('tooltip'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('speaks Arabic when the page does', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render(<BugReportButton href={HREF} visible />);
    const arabic = screen.getByRole('link', { name: 'أرسل ملاحظاتك (يُفتح في علامة تبويب جديدة)' });
    act(() => arabic.focus());
    expect(screen.getByRole('tooltip').textContent).toContain('الإبلاغ عن خطأ');
  });

  it('moves above an open toast, which shares its corner, and back when it closes', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, this.tagName === 'OL' ? window.innerHeight - 120 : 0, 400, 120);
    });
    render(
      <>
        <BugReportButton href={HREF} visible />
        <ToastList />
      </>,
    );
    expect(frame().style.bottom).toBe('');
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saved' });
    });
    advance(16);
    expect(frame().style.bottom).toBe('120px');
    act(() => handle?.dismiss());
    expect(frame().style.bottom).toBe('');
  });
});
