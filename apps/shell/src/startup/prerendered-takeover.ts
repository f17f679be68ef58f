/** The child indexes that lead from `root` down to `node`. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current: Element = node; current !== root && current.parentElement; current = current.parentElement) {
    path.unshift([...current.parentElement.children].indexOf(current));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): HTMLElement | null {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current instanceof HTMLElement ? current : null;
}

export interface PrerenderedTakeover {
  /** Where the app renders: off-screen while a prerendered page shows, else the page's own root. */
  container: HTMLElement;
  /** Puts the app's root in place of the prerendered markup (once; later calls do nothing). */
  takeOver(): void;
}

/** Buttons clicked on the prerendered page before the app took over, kept by the page's start-up script. */
type KeptClicks = Window & { __keptClicks?: Element[] & { closed?: boolean } };

let current: PrerenderedTakeover | null = null;

/**
 * A prerendered page shows, and its links work, before the app runs; its buttons do something only
 * once the app has taken over. A click on one meanwhile (kept by the page's start-up script) is
 * given to the same button of the app's page when it takes over, and the keyboard focus moves
 * across with it, so nothing a visitor does in that moment is lost. Identical markup means
 * identical positions.
 */
export function prerenderedTakeover(): PrerenderedTakeover {
  if (current) return current;
  const served = document.getElementById('root')!;
  if (document.documentElement.dataset.prerendered === undefined) {
    current = { container: served, takeOver: () => undefined };
    return current;
  }
  const container = Object.assign(document.createElement('div'), { id: 'root' });
  current = {
    container,
    takeOver() {
      if (container.isConnected) return;
      // The page's start-up script keeps the clicks (it runs before anything else can).
      const kept = (window as KeptClicks).__keptClicks;
      if (kept) kept.closed = true;
      const clicked = (kept?.splice(0) ?? []).map((button) => pathOf(served, button));
      const focused = document.activeElement instanceof Element && served.contains(document.activeElement) ? pathOf(served, document.activeElement) : null;
      served.replaceWith(container);
      if (focused) elementAt(container, focused)?.focus({ preventScroll: true });
      for (const path of clicked) elementAt(container, path)?.click();
    },
  };
  return current;
}
