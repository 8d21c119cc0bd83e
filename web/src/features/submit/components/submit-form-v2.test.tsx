// @vitest-environment jsdom
// The v2 submit form as rendered (Chakra, the real checks), with the session, the /api client and the
// toasts mocked at their modules: what it keeps in storage, the draft note, and the dialogs that follow
// a send.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChakraScope } from '../../../chakra/chakra-scope';
import { LEGACY_SUBMIT_DRAFT_KEY, PROFILE_COMPLETENESS_KEY, SUBMIT_DRAFT_KEY } from '../../../lib/submit-storage';
import { InBrowser, withDomRoot } from '../../../test/dom-root';
import { loadFormChecks } from '../hooks/use-form-checks';
import { SubmitFormV2 } from './submit-form-v2';

const mocks = vi.hoisted(() => ({
  status: 'signedIn' as 'signedIn' | 'signedOut',
  call: vi.fn(),
  toast: vi.fn(),
}));

vi.mock('../../../lib/session', () => ({
  useSession: () => ({
    status: mocks.status,
    ready: async () => mocks.status,
    getIdToken: async () => (mocks.status === 'signedIn' ? 'id-token' : null),
  }),
}));
vi.mock('../../../lib/api', () => ({ browserApi: { call: mocks.call } }));
vi.mock('../../../components/ui/toaster', () => ({ toast: mocks.toast }));

// Chakra renders in jsdom: a generous bound per test for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const dom = withDomRoot();
let client: QueryClient;

function render() {
  act(() =>
    dom.root.render(
      <InBrowser>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/submit']}>
            <ChakraScope>
              <SubmitFormV2 />
            </ChakraScope>
          </MemoryRouter>
        </QueryClientProvider>
      </InBrowser>,
    ),
  );
}

async function until(done: () => boolean) {
  for (let waited = 0; waited < 10_000 && !done(); waited += 20) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}
const field = (name: string) =>
  dom.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const text = () => document.body.textContent ?? '';
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;

function type(name: string, value: string) {
  const element = field(name);
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function pickThumbnail(file: File) {
  const input = dom.container.querySelector<HTMLInputElement>('[data-testid="thumbnail-input"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
}

async function fillAndSend() {
  type('title', 'Tiny Tunes');
  type('url', 'tinytunes.app');
  type('summary', 'Music made by AI for small moments.');
  pickThumbnail(new File([new Uint8Array(2_000)], 'shot.png', { type: 'image/png' }));
  await act(async () => dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

beforeAll(async () => {
  await loadFormChecks();
  // The dialogs are loaded right after the form; here they are in before it.
  await Promise.all([import('./join-dialog'), import('./submitted-dialog')]);
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mocks.status = 'signedIn';
  mocks.toast.mockReset();
  mocks.call.mockReset().mockResolvedValue({ id: 'new-id', projectName: 'Tiny Tunes' });
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  URL.createObjectURL = () => 'blob:thumbnail'; // jsdom has no object URLs
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  client.clear();
  vi.restoreAllMocks();
});

describe('the v2 form and the browser storage', () => {
  it("forgets the old form's draft when it opens, keeps its own with the completeness beside it, previews the URL", async () => {
    localStorage.setItem(LEGACY_SUBMIT_DRAFT_KEY, '{"title":"old form"}');
    render();
    await until(() => localStorage.getItem(LEGACY_SUBMIT_DRAFT_KEY) === null);
    expect(localStorage.getItem(LEGACY_SUBMIT_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_COMPLETENESS_KEY)).toBeNull();

    type('title', 'Tiny Tunes');
    type('summary', 'Music by AI');
    type('url', 'tinytunes.app');
    expect(text()).toContain('Will be saved as https://tinytunes.app/');
    expect(JSON.parse(localStorage.getItem(SUBMIT_DRAFT_KEY)!)).toMatchObject({ title: 'Tiny Tunes' });
    // Title 10 + URL 10 + summary 20 + the default stage 10.
    expect(JSON.parse(localStorage.getItem(PROFILE_COMPLETENESS_KEY)!)).toEqual({
      percent: 50,
      done: ['title', 'url', 'summary', 'stage'],
    });
  });

  it('says it kept an earlier draft; "Start over" empties the form and the storage', async () => {
    localStorage.setItem(SUBMIT_DRAFT_KEY, JSON.stringify({ title: 'Half typed', url: 'tiny.app' }));
    render();
    await until(() => buttonNamed('Start over') !== null);
    expect(field('title').value).toBe('Half typed');
    expect(text()).toContain('We kept the draft you started earlier');

    act(() => buttonNamed('Start over')!.click());
    expect(field('title').value).toBe('');
    expect(buttonNamed('Start over')).toBeNull();
    expect(localStorage.getItem(SUBMIT_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_COMPLETENESS_KEY)).toBeNull();
  });
});

describe('after a send', () => {
  it('asks a signed-out visitor to join, sending nothing', async () => {
    mocks.status = 'signedOut';
    render();
    await fillAndSend();
    await until(() => text().includes('Join the Community'));
    expect(text()).toContain('Join the Community');
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('welcomes the project with "You\'re in!" and forgets the draft', async () => {
    render();
    await fillAndSend();
    await until(() => text().includes("You're in!"));
    expect(mocks.call).toHaveBeenCalledWith('createProjectV2', { body: expect.any(FormData), token: 'id-token' });
    expect(text()).toContain('Thanks for submitting Tiny Tunes');
    expect(localStorage.getItem(SUBMIT_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(PROFILE_COMPLETENESS_KEY)).toBeNull();
  });
});
