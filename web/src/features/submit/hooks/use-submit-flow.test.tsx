// @vitest-environment jsdom
// The submit flow as a person meets it, through a bare form bound to the hook: the real checks (zod),
// the session and the toasts mocked at their modules, the upload (the mutation) a stand-in that
// records what it was given.
import { MESSAGES } from '@domain/messages';
import { act, useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDomRoot } from '../../../test/dom-root';
import { ApiError } from '../../../lib/api-error';
import { LAST_SUBMITTED_KEY } from '../../../lib/submit-storage';
import type { V2FormValues } from '../submit-form';
import { EMPTY_V2_FORM, buildV2FormData, v2SubmitFailure } from '../submit-form';
import type { FormChecks } from './use-form-checks';
import { loadFormChecks } from './use-form-checks';
import { useSubmitFlow } from './use-submit-flow';

const mocks = vi.hoisted(() => ({
  status: 'signedIn' as 'signedIn' | 'signedOut',
  toast: vi.fn(),
}));

vi.mock('../../../lib/session', () => ({
  useSession: () => ({
    ready: async () => mocks.status,
    getIdToken: async () => (mocks.status === 'signedIn' ? 'id-token' : null),
  }),
}));
vi.mock('../../../components/ui/toaster', () => ({ toast: mocks.toast }));

const DRAFT_KEY = 'vibechart:test-submit-draft';
const V2_CHECKS = (checks: FormChecks) => ({ parseDraft: checks.parseV2Draft, validate: checks.validateV2Form });
const TEXT_FIELDS = ['title', 'url', 'summary'] as const;
const PNG = () => new File([new Uint8Array(2_000)], 'shot.png', { type: 'image/png' });

interface Created {
  id: string;
  projectName: string;
}
interface Upload {
  isPending: boolean;
  mutateAsync: (input: { form: FormData; token: string }) => Promise<Created>;
}

const dom = withDomRoot();
let upload: Upload & { mutateAsync: ReturnType<typeof vi.fn> };
const onSignedOut = vi.fn();
const onSent = vi.fn();
let values: V2FormValues;
let pickThumbnail: (file: File | null) => void;

function Form() {
  const flow = useSubmitFlow({
    draftKey: DRAFT_KEY,
    checks: V2_CHECKS,
    empty: EMPTY_V2_FORM,
    buildForm: buildV2FormData,
    mutation: upload,
    onSignedOut,
    onSent,
    failure: v2SubmitFailure,
  });
  const { formRef, submit, text, thumbnailField, draftRestored } = flow;
  useEffect(() => {
    values = flow.values;
    pickThumbnail = flow.thumbnailField.onChange;
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {TEXT_FIELDS.map((key) => {
        const field = text(key, key === 'url');
        return (
          <p key={key}>
            <input
              name={field.name}
              value={field.value}
              aria-invalid={field.error ? 'true' : undefined}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
            />
            {field.error ? <span data-error={key}>{field.error}</span> : null}
          </p>
        );
      })}
      {thumbnailField.error ? <span data-error="thumbnail">{thumbnailField.error}</span> : null}
      <output>{draftRestored ? 'restored' : 'fresh'}</output>
      <button type="submit">Submit Project</button>
    </form>
  );
}

const input = (name: string) => dom.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const errorOf = (name: string) => dom.container.querySelector(`[data-error="${name}"]`)?.textContent ?? null;
const shownErrors = () => [...dom.container.querySelectorAll('[data-error]')].map((e) => e.getAttribute('data-error'));

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

async function render() {
  act(() => dom.root.render(<Form />));
  await settle();
}

function type(name: string, value: string) {
  const field = input(name);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function leave(name: string) {
  act(() => input(name).focus());
  act(() => input(name).blur());
}

async function send() {
  act(() => dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await settle();
}

async function fillValidForm() {
  type('title', 'Tiny Tunes');
  type('url', 'tinytunes.app');
  type('summary', 'Music made by AI for small moments.');
  act(() => pickThumbnail(PNG()));
}

beforeAll(async () => {
  await loadFormChecks(); // the checks chunk, as once a form has mounted
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mocks.status = 'signedIn';
  mocks.toast.mockReset();
  onSignedOut.mockReset();
  onSent.mockReset();
  upload = { isPending: false, mutateAsync: vi.fn(async () => ({ id: 'new-id', projectName: 'Tiny Tunes' })) };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the submit form before a send', () => {
  it("shows a field's problem only once it was left, not before", async () => {
    await render();
    expect(shownErrors()).toEqual([]);
    leave('title');
    expect(shownErrors()).toEqual(['title']);
    expect(errorOf('title')).toBe(MESSAGES.titleRequired);
    type('title', 'Tiny Tunes');
    expect(shownErrors()).toEqual([]);
  });

  it('completes a typed URL when the field is left', async () => {
    await render();
    type('url', '  tinytunes.app ');
    leave('url');
    expect(input('url').value).toBe('https://tinytunes.app/');
    expect(errorOf('url')).toBeNull();
  });

  it('keeps what is typed as a draft, and restores it (parsed, not trusted) on the next visit', async () => {
    await render();
    type('title', 'Half typed');
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ title: 'Half typed' });

    act(() => dom.root.render(<p>another page</p>));
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ title: 'Half typed', stage: 'Unicorn', ideAgents: ['Cursor', 'Not a tool'] }),
    );
    await render();
    expect(input('title').value).toBe('Half typed');
    expect(values.stage).toBe('Prototype');
    expect(values.ideAgents).toEqual(['Cursor']);
    expect(dom.container.querySelector('output')!.textContent).toBe('restored');
  });
});

describe('sending', () => {
  it('with problems: shows every one, puts the focus on the first, sends nothing', async () => {
    await render();
    type('url', 'tinytunes.app');
    await send();
    expect(shownErrors()).toEqual(['title', 'summary', 'thumbnail']);
    expect(errorOf('thumbnail')).toBe(MESSAGES.thumbnailRequired);
    expect(document.activeElement).toBe(input('title'));
    expect(upload.mutateAsync).not.toHaveBeenCalled();
  });

  it('refuses an image of another format before sending', async () => {
    await render();
    await fillValidForm();
    act(() => pickThumbnail(new File(['gif'], 'anim.gif', { type: 'image/gif' })));
    expect(errorOf('thumbnail')).toBe(MESSAGES.thumbnailFormat);
    await send();
    expect(upload.mutateAsync).not.toHaveBeenCalled();
  });

  it('signed out: asks to join and sends nothing', async () => {
    mocks.status = 'signedOut';
    await render();
    await fillValidForm();
    await send();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(upload.mutateAsync).not.toHaveBeenCalled();
  });

  it('uploads the multipart form with the bearer, remembers the project, and starts clean', async () => {
    await render();
    await fillValidForm();
    act(() => input('summary').focus()); // sent with Enter from the last field
    await send();
    expect(upload.mutateAsync).toHaveBeenCalledTimes(1);
    const { form, token } = upload.mutateAsync.mock.calls[0]![0] as { form: FormData; token: string };
    expect(token).toBe('id-token');
    expect(form.get('title')).toBe('Tiny Tunes');
    expect(form.get('url')).toBe('https://tinytunes.app/');
    expect(form.get('summary')).toBe('Music made by AI for small moments.');
    expect(form.get('stage')).toBe('Prototype');
    expect((form.get('thumbnail') as File).name).toBe('shot.png');

    expect(onSent).toHaveBeenCalledWith({ id: 'new-id', projectName: 'Tiny Tunes' });
    // The next review session leaves this project out.
    expect(sessionStorage.getItem(LAST_SUBMITTED_KEY)).toBe('new-id');
    expect(TEXT_FIELDS.map((name) => input(name).value)).toEqual(['', '', '']);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // A fresh form: no "… is required" on the emptied fields, nor once the dialog takes the focus.
    expect(document.activeElement).not.toBe(input('summary'));
    act(() => document.body.focus());
    expect(shownErrors()).toEqual([]);
  });

  it("keeps what was typed when the upload fails, and shows the server's reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    upload.mutateAsync.mockRejectedValue(
      new ApiError(
        409,
        'This URL was already submitted',
        '{"error":"conflict","message":"This URL was already submitted"}',
      ),
    );
    await render();
    await fillValidForm();
    await send();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Submission failed',
      description: 'This URL was already submitted',
      type: 'error',
    });
    expect(input('title').value).toBe('Tiny Tunes');
    expect(onSent).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LAST_SUBMITTED_KEY)).toBeNull();
  });

  it('ignores a second send while the first upload runs', async () => {
    upload.isPending = true;
    await render();
    await fillValidForm();
    await send();
    expect(upload.mutateAsync).not.toHaveBeenCalled();
    expect(shownErrors()).toEqual([]);
  });
});
