// For component tests in jsdom (`// @vitest-environment jsdom`): a React root in a fresh container for
// each test of the file, unmounted and removed after it. Read `dom.root` / `dom.container` in a test.
import type { ReactNode } from 'react';
import { act } from 'react';
import { RequestProvider } from '../lib/request';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface DomRoot {
  root: Root;
  container: HTMLDivElement;
}

export function withDomRoot(): DomRoot {
  const dom = {} as DomRoot;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    dom.container = document.createElement('div');
    document.body.appendChild(dom.container);
    dom.root = createRoot(dom.container);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.container.remove();
  });
  return dom;
}

/** The request a browser-rendered page has: its own origin, no server render instant. */
export function InBrowser({ children }: { children: ReactNode }) {
  return (
    <RequestProvider
      value={{ origin: 'http://localhost', renderedAt: null, renderedYear: null, renderedDayStarts: null }}
    >
      {children}
    </RequestProvider>
  );
}
