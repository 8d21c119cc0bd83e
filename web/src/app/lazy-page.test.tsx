// @vitest-environment jsdom
import { Suspense, act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InBrowser, withDomRoot } from '../test/dom-root';
import { page } from './lazy-page';
import { RouteErrorBoundary } from './route-error';
import { isUnknownPath } from './routes';

const dom = withDomRoot();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page', () => {
  it('renders a loaded page synchronously (as the server and hydration need)', async () => {
    const { element, handle } = page(async () => ({ Hello: () => <p>HELLO PAGE</p> }), 'Hello');
    await handle.load();
    expect(renderToString(element)).toContain('HELLO PAGE');
  });

  it('loads its module once, however often it is loaded and rendered', async () => {
    const load = vi.fn(async () => ({ Once: () => <p>ONCE</p> }));
    const { element, handle } = page(load, 'Once');
    await Promise.all([handle.load(), handle.load()]);
    renderToString(element);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until a page not loaded yet arrives, then shows it', async () => {
    let resolve!: (module: { Later: () => React.JSX.Element }) => void;
    const { element } = page(() => new Promise<{ Later: () => React.JSX.Element }>((r) => (resolve = r)), 'Later');
    await act(async () => dom.root.render(<Suspense fallback={<p>LOADING</p>}>{element}</Suspense>));
    expect(dom.container.textContent).toBe('LOADING');
    await act(async () => resolve({ Later: () => <p>LATER PAGE</p> }));
    expect(dom.container.textContent).toBe('LATER PAGE');
  });

  it('tries a failed chunk again on the next load', async () => {
    const load = vi
      .fn<() => Promise<{ Flaky: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce({ Flaky: () => <p>FLAKY PAGE</p> });
    const { element, handle } = page(load, 'Flaky');
    await expect(handle.load()).rejects.toThrow('chunk gone');
    await handle.load();
    expect(renderToString(element)).toContain('FLAKY PAGE');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('RouteErrorBoundary', () => {
  function Broken(): never {
    throw new Error('render failed');
  }
  function GoHome() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/')}>
        go home
      </button>
    );
  }

  it("shows 'Something went wrong' for a page that throws, and the next page normally", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() =>
      dom.root.render(
        <InBrowser>
          <MemoryRouter initialEntries={['/broken']}>
            <GoHome />
            <Routes>
              <Route element={<RouteErrorBoundary />}>
                <Route path="/" element={<p>HOME PAGE</p>} />
                <Route path="/broken" element={<Broken />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </InBrowser>,
      ),
    );
    expect(dom.container.textContent).toContain('Something went wrong');
    expect(dom.container.textContent).toContain('Please reload the page.');
    act(() => dom.container.querySelector('button')!.click());
    expect(dom.container.textContent).toContain('HOME PAGE');
    expect(dom.container.textContent).not.toContain('Something went wrong');
  });
});

describe('isUnknownPath', () => {
  it('is true only for paths no page of the site matches (they answer 404)', () => {
    expect(isUnknownPath('/')).toBe(false);
    expect(isUnknownPath('/p/abc')).toBe(false);
    expect(isUnknownPath('/chart/2026-11-23')).toBe(false);
    expect(isUnknownPath('/admin/email-preview')).toBe(false);
    expect(isUnknownPath('/nope')).toBe(true);
    expect(isUnknownPath('/p/abc/extra')).toBe(true);
  });
});
