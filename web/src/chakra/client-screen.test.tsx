// @vitest-environment jsdom
import { Button } from '@chakra-ui/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDomRoot } from '../test/dom-root';
import { ClientScreen, ScreenSkeleton } from './client-screen';

const dom = withDomRoot();

afterEach(() => {
  vi.restoreAllMocks();
});

// A Chakra component: without a ChakraProvider above it, it throws.
const screen = (
  <ClientScreen placeholder={<p>PLACEHOLDER</p>}>
    <Button>CHAKRA SCREEN</Button>
  </ClientScreen>
);

/** Lets React render until the lazily loaded screen is in the container, at most 5 s. */
async function screenShown(container: Element): Promise<void> {
  for (let waited = 0; waited < 5_000 && container.textContent !== 'CHAKRA SCREEN'; waited += 20) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('ClientScreen', () => {
  it('renders only its placeholder on the server (no Chakra there)', () => {
    const html = renderToString(screen);
    expect(html).toContain('PLACEHOLDER');
    expect(html).not.toContain('CHAKRA SCREEN');
  });

  it('hydrates the placeholder without a difference, then shows the Chakra screen in its scope', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(screen);
    // The placeholder stays while the screen's chunks (Chakra's included) load, then the screen shows.
    const root = await act(async () => hydrateRoot(container, screen, { onRecoverableError }));
    await screenShown(container);
    expect(container.textContent).toBe('CHAKRA SCREEN');
    expect(onRecoverableError).not.toHaveBeenCalled();
    // React's note that the lazy chunk resolved between two act() calls is the test's, not the page's.
    expect(consoleError.mock.calls.filter(([message]) => !String(message).includes('not wrapped in act'))).toEqual([]);
    expect(container.querySelector('button')?.className).toMatch(/chakra-button/);
    act(() => root.unmount());
    container.remove();
  });

  it('renders the screen where the browser renders (a client navigation) once its chunks are in', async () => {
    act(() => dom.root.render(screen));
    await screenShown(dom.container);
    expect(dom.container.textContent).toBe('CHAKRA SCREEN');
  });

  it('shows a busy skeleton by default', () => {
    const html = renderToString(
      <ClientScreen>
        <Button>CHAKRA SCREEN</Button>
      </ClientScreen>,
    );
    expect(html).toBe(renderToString(<ScreenSkeleton />));
    expect(html).toContain('aria-busy="true"');
  });
});
