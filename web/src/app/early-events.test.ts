// @vitest-environment jsdom
// The page's inline script (early/capture.js) and the app's replay (early-events.ts) together: a tap
// made before the app is live counts once, after it; a returning member's page is marked so the top
// bar keeps SIGN IN hidden until the session is known.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyEvents } from './early-events';

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

afterEach(() => {
  replayEarlyEvents(); // stops a capture a test left running
  root.remove();
});

describe('the returning-member mark', () => {
  it('marks the page of a browser that had a signed-in member, and only that', () => {
    runCapture();
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);
    replayEarlyEvents();

    localStorage.setItem('vibechart:session-hint', '1');
    runCapture();
    expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  });
});

describe('taps before the app is live', () => {
  it('keeps a tap on a control, shows it pressed, and replays it once when the app is live', () => {
    runCapture();
    const button = document.getElementById('sign-in')!;
    const handler = vi.fn();
    button.addEventListener('click', handler); // stands for a handler that is not there yet
    button.click();
    button.click(); // a second tap while waiting is the same tap
    expect(handler).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');

    expect(replayEarlyEvents()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-early-press')).toBe(false);
    // Live now: taps go straight to the app.
    button.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('leaves links alone (they work without the app) and drops a tap whose control is gone', () => {
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
    expect(replayEarlyEvents()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
  });

  it('replays nothing where the script did not run', () => {
    expect(replayEarlyEvents()).toBe(0);
  });
});
