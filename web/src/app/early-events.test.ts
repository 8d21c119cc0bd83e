// @vitest-environment jsdom
// The page's inline script (early/capture.js) and the app's replay (early-events.ts) together: a tap
// made before the app is live counts once, after it; a returning member's page is marked so the top
// bar keeps SIGN IN hidden until the session is known.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTypedValues, replayEarlyEvents } from './early-events';

const CAPTURE = readFileSync(resolve(__dirname, '../early/capture.js'), 'utf8');

/** Runs the inline script as the page's <head> does. */
const runCapture = () => new Function(CAPTURE)();

let root: HTMLDivElement;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-member');
  root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.innerHTML = '<button type="button" id="sign-in">SIGN IN</button><a href="#top" id="link">Top</a>';
});

afterEach(async () => {
  await replayEarlyEvents(); // stops a capture a test left running
  root.remove();
});

describe('the returning-member mark', () => {
  it('marks the page of a browser that had a signed-in member, and only that', async () => {
    runCapture();
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);
    await replayEarlyEvents();

    localStorage.setItem('vibechart:session-hint', '1');
    runCapture();
    expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  });
});

describe('taps before the app is live', () => {
  it('keeps a tap on a control, shows it pressed, and replays it once when the app is live', async () => {
    runCapture();
    const button = document.getElementById('sign-in')!;
    const handler = vi.fn();
    button.addEventListener('click', handler); // stands for a handler that is not there yet
    button.click();
    button.click(); // a second tap while waiting is the same tap
    expect(handler).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');

    const replayed = replayEarlyEvents();
    expect(handler).toHaveBeenCalledTimes(1); // at once: nothing was typed
    expect(await replayed).toBe(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-early-press')).toBe(false);
    // Live now: taps go straight to the app.
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('leaves links alone (they work without the app) and drops a tap whose control is gone', async () => {
    runCapture();
    const link = document.getElementById('link')!;
    const followed = vi.fn();
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);

    const button = document.getElementById('sign-in')!;
    const handler = vi.fn();
    button.addEventListener('click', handler);
    button.click();
    button.remove(); // the app rendered another page
    expect(await replayEarlyEvents()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
  });

  it('replays nothing where the script did not run', async () => {
    expect(await replayEarlyEvents()).toBe(0);
  });
});

describe('typing before the app is live', () => {
  /** A form as the server sent it (its fields inside `html`), the early script running. */
  function serverForm(html: string) {
    root.innerHTML = `<form id="server-form">${html}</form>`;
    runCapture();
    const form = document.getElementById('server-form') as HTMLFormElement;
    return { form, field: <T extends Element>(name: string) => form.elements.namedItem(name) as T };
  }

  it('gives the form what was typed, even where hydration put the server value back, then sends it', async () => {
    const { form, field } = serverForm(
      '<input name="email" value=""><select name="week"><option value="a" selected>a</option>' +
        '<option value="b">b</option></select><button type="submit" id="send">Subscribe</button>',
    );
    const email = field<HTMLInputElement>('email');
    const week = field<HTMLSelectElement>('week');
    email.value = 'ada@example.com'; // typed
    week.value = 'b'; // chosen
    (document.getElementById('send') as HTMLButtonElement).click(); // Subscribe, kept
    keepTypedValues(root); // just before hydration
    email.value = ''; // hydration put the server's value back

    // The app's handlers, now live: they hear the fields before the kept Subscribe.
    const heard: string[] = [];
    email.addEventListener('input', () => heard.push(`input ${email.value}`));
    week.addEventListener('change', () => heard.push(`change ${week.value}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      heard.push(`submit ${new FormData(form).get('email')}`);
    });
    // One field per task, as typed, then the kept Subscribe: React applies each before the next.
    expect(await replayEarlyEvents()).toBe(1);
    expect(email.value).toBe('ada@example.com');
    expect(heard).toEqual(['input ada@example.com', 'change b', 'submit ada@example.com']);
  });

  it('keeps a Send pressed while the app is still hearing what was typed, and sends it after', async () => {
    const { form, field } = serverForm(
      '<input name="name" value=""><input name="email" value=""><button type="submit" id="send">Send</button>',
    );
    const name = field<HTMLInputElement>('name');
    const email = field<HTMLInputElement>('email');
    name.value = 'Ada';
    email.value = 'ada@example.com';
    keepTypedValues(root);

    // The app as React runs it: state set by each field's input event, the form sent with that state.
    const state = { name: '', email: '' };
    const sent: string[] = [];
    name.addEventListener('input', () => (state.name = name.value));
    email.addEventListener('input', () => (state.email = email.value));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(`${state.name} <${state.email}>`);
    });
    const replayed = replayEarlyEvents();
    (document.getElementById('send') as HTMLButtonElement).click(); // pressed before the fields were heard
    expect(sent).toEqual([]);
    expect(await replayed).toBe(1);
    expect(sent).toEqual(['Ada <ada@example.com>']);
  });

  it('tells nothing of untouched fields, and replays a tap at once', async () => {
    root.innerHTML += '<input id="untouched" value="server">';
    runCapture();
    const input = document.getElementById('untouched') as HTMLInputElement;
    const heard = vi.fn();
    input.addEventListener('input', heard);
    keepTypedValues(root);
    const button = document.getElementById('sign-in')!;
    button.click();
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    const replayed = replayEarlyEvents();
    expect(heard).not.toHaveBeenCalled();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await replayed).toBe(1);
  });
});
