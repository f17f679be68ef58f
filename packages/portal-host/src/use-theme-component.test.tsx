// @vitest-environment jsdom
import { registerThemeComponents, selectTheme, setThemeParent, type ThemeComponentLoader } from '@fikrspace/theme';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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

  it('uses the shared component when a theme module cannot be loaded', async () => {
    registerThemeComponents('fikr-space', { fullPageFooter: () => Promise.reject(new Error('chunk missing')) });
    act(() => void selectTheme('fikr-space'));
    await renderFooter();
    expect(await screen.findByText('shared footer')).toBeTruthy();
  });
});
