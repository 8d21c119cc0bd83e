// For component tests in jsdom (`// @vitest-environment jsdom`): a React root in a fresh container for
// each test of the file, unmounted and removed after it. Read `dom.root` / `dom.container` in a test.
import { act } from 'react';
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
