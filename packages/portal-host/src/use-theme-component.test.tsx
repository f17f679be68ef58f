// @vitest-environment jsdom
import { registerThemeComponents, selectTheme, setThemeParent, type ThemeComponentLoader } from '@fikrspace/theme';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useThemeComponent } from './use-theme-component';

function Shared({ label }: { label: string }) {
  return <p data-testid="footer">shared {label}</p>;
}

function provided(name: string): ThemeComponentLoader {
  const Component = ({ label }: { label: string }) => (
    <p data-testid="footer">
      {name} {label}
    </p>
  );
  return () => Promise.resolve({ default: Component });
}

function Footer() {
  const Component = useThemeComponent('fullPageFooter', Shared);
  return <Component label="footer" />;
}

/** Renders inside act, so React finishes what the theme module's arrival lets it render. */
async function renderFooter() {
  await act(async () => {
    render(
      <Suspense fallback={<p data-testid="loading">loading</p>}>
        <Footer />
      </Suspense>,
    );
  });
}

afterEach(cleanup);

// One registry per page, as in the browser: each case uses theme ids of its own.
describe('useThemeComponent (spec 000 §2 theme-system layouts)', () => {
  it('draws the shared component while no theme provides one, without suspending', () => {
    render(<Footer />);
    expect(screen.getByTestId('footer').textContent).toBe('shared footer');
  });

  it("loads the active theme's component lazily, then follows the theme when it changes", async () => {
    registerThemeComponents('minimal', { fullPageFooter: provided('minimal') });
    registerThemeComponents('corporate', { fullPageFooter: provided('corporate') });
    act(() => void selectTheme('minimal'));
    await renderFooter();
    expect(await screen.findByText('minimal footer')).toBeTruthy();
    await act(async () => void selectTheme('corporate'));
    expect(await screen.findByText('corporate footer')).toBeTruthy();
  });

  it("falls back to the parent theme's component once the theme's config names its parent", async () => {
    registerThemeComponents('campaign-parent', { fullPageFooter: provided('parent') });
    registerThemeComponents('fikr-space', {});
    act(() => void selectTheme('fikr-space'));
    await renderFooter();
    expect(await screen.findByText(/footer$/)).toBeTruthy();
    await act(async () => setThemeParent('fikr-space', 'campaign-parent'));
    expect(await screen.findByText('parent footer')).toBeTruthy();
  });

  it('renders a frame that asks for several components when a module arrives while React is still rendering', async () => {
    // React replays a component whose promise settles before it gives up the render; the replay
    // must call the same hooks, or React throws "Update hook called on initial render" (#467).
    registerThemeComponents('default', { fullPageFooter: provided('replay'), defaultLayout: provided('layout') });
    act(() => void selectTheme('default'));
    function Frame() {
      const FooterComponent = useThemeComponent('fullPageFooter', Shared);
      const Layout = useThemeComponent('defaultLayout', Shared);
      return (
        <>
          <FooterComponent label="footer" />
          <Layout label="layout" />
        </>
      );
    }
    // Outside act, as in the browser: React's scheduler decides when to retry.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const errors: unknown[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: (error) => errors.push(error), onUncaughtError: (error) => errors.push(error), onCaughtError: (error) => errors.push(error) });
    try {
      startTransition(() =>
        root.render(
          <Suspense fallback={<p data-testid="loading">loading</p>}>
            <Frame />
          </Suspense>,
        ),
      );
      await waitFor(() => expect(container.textContent).toBe('replay footerlayout layout'));
      expect(errors).toEqual([]);
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('uses the shared component when a theme module cannot be loaded', async () => {
    registerThemeComponents('fikr-space', { fullPageFooter: () => Promise.reject(new Error('chunk missing')) });
    act(() => void selectTheme('fikr-space'));
    await renderFooter();
    expect(await screen.findByText('shared footer')).toBeTruthy();
  });
});
