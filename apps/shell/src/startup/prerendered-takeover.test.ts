// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const MARKUP = '<header><button type="button">Theme</button><a href="/about">About</a></header><main><h1>Home</h1><button type="button">Languages</button></main>';

async function freshTakeover(prerendered: boolean) {
  vi.resetModules();
  document.documentElement.removeAttribute('data-prerendered');
  if (prerendered) document.documentElement.dataset.prerendered = 'en';
  document.body.innerHTML = `<div id="root">${MARKUP}</div>`;
  const { prerenderedTakeover } = await import('./prerendered-takeover');
  return prerenderedTakeover();
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-prerendered');
});

describe('taking over a prerendered page', () => {
  it('renders into the page itself when nothing was prerendered', async () => {
    const { container } = await freshTakeover(false);
    expect(container).toBe(document.getElementById('root'));
  });

  it('keeps the served page until the app takes over, then puts the app in its place once', async () => {
    const served = document.getElementById('root');
    const { container, takeOver } = await freshTakeover(true);
    const shown = document.getElementById('root')!;
    expect(container).not.toBe(shown);
    expect(served).not.toBe(shown);
    container.innerHTML = MARKUP;
    takeOver();
    takeOver();
    expect(document.getElementById('root')).toBe(container);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });

  it('gives the clicks the start-up script kept to the same buttons of the app, and the focus too', async () => {
    const { container, takeOver } = await freshTakeover(true);
    const servedButton = document.querySelectorAll('button')[1]!;
    servedButton.focus();
    const kept = Object.assign([servedButton] as Element[], { closed: false });
    (window as unknown as { __keptClicks: typeof kept }).__keptClicks = kept;
    container.innerHTML = MARKUP;
    const appButton = container.querySelectorAll('button')[1]!;
    const clicked = vi.fn();
    appButton.addEventListener('click', clicked);
    container.querySelectorAll('button')[0]!.addEventListener('click', clicked);
    takeOver();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(appButton);
    expect(kept.closed).toBe(true);
    expect(kept).toHaveLength(0);
  });

});
