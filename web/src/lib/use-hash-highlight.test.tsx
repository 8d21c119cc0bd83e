// @vitest-environment jsdom
// A row's link (`#project-{id}`) on a list: the row is scrolled to, highlighted and focused, on the
// page's first render and whenever the hash changes later, with or without the app's router.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { withDomRoot } from '../test/dom-root';
import type { Navigation } from './navigation';
import { NavigationProvider } from './navigation';
import { useHashHighlight } from './use-hash-highlight';

const dom = withDomRoot();
const scrolled: string[] = [];
const jsdomScroll = Element.prototype.scrollIntoView;
Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
  scrolled.push(this.id);
};
afterAll(() => {
  Element.prototype.scrollIntoView = jsdomScroll;
});

const rendered = vi.fn();
function List() {
  rendered();
  useHashHighlight(true);
  return (
    <>
      {['a', 'b', 'c'].map((id) => (
        <div key={id} id={`project-${id}`} />
      ))}
    </>
  );
}
const row = (id: string) => document.getElementById(`project-${id}`)!;

async function changeHash(hash: string) {
  await act(async () => {
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    window.location.hash = hash;
    await changed;
  });
}

afterEach(() => {
  scrolled.length = 0;
  history.replaceState(null, '', '/');
});

describe('useHashHighlight', () => {
  it('without a router (`/`): follows the hash the browser changes, and moves the highlight', async () => {
    history.replaceState(null, '', '/#project-a');
    act(() => dom.root.render(<List />));
    expect(row('a').hasAttribute('data-hash-highlight')).toBe(true);
    await changeHash('#project-c');
    expect(row('a').hasAttribute('data-hash-highlight')).toBe(false);
    expect(row('c').hasAttribute('data-hash-highlight')).toBe(true);
    expect(document.activeElement).toBe(row('c'));
    expect(scrolled).toContain('project-c');
  });

  it("hydrating a server's list opened at a row's link: highlights it without rendering the list again", async () => {
    history.replaceState(null, '', '/#project-b');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List />);
    document.body.appendChild(container);
    rendered.mockClear();
    const root = await act(async () => hydrateRoot(container, <List />));
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(row('b').hasAttribute('data-hash-highlight')).toBe(true);
    act(() => root.unmount());
    container.remove();
  });

  it("with the app's router: follows the router's hash, not the browser's events", async () => {
    const navigation = (hash: string): Navigation => ({ pathname: '/', hash, navigate: () => undefined, client: true });
    act(() =>
      dom.root.render(
        <NavigationProvider value={navigation('#project-b')}>
          <List />
        </NavigationProvider>,
      ),
    );
    expect(row('b').hasAttribute('data-hash-highlight')).toBe(true);
    await changeHash('#project-c');
    expect(row('c').hasAttribute('data-hash-highlight')).toBe(false);
    expect(row('b').hasAttribute('data-hash-highlight')).toBe(true);
  });
});
