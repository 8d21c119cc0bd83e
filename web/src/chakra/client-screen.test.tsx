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
    const root = await act(async () => hydrateRoot(container, screen, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('CHAKRA SCREEN');
    expect(container.querySelector('button')?.className).toMatch(/chakra-button/);
    act(() => root.unmount());
    container.remove();
  });

  it('renders the screen at once where the browser renders (a client navigation)', () => {
    act(() => dom.root.render(screen));
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
