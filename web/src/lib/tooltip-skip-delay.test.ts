// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, installTooltipSkipDelay } from './tooltip-skip-delay';

let stop: () => void;
const warm = () => document.documentElement.dataset.tipWarm !== undefined;

/** The pointer moves onto `el` (a mouse, unless said otherwise). */
function over(el: Element, pointerType = 'mouse') {
  const event = new Event('pointerover', { bubbles: true }) as PointerEvent;
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  el.dispatchEvent(event);
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<span class="vc-tip" id="a"><button>A</button><span role="tooltip">a</span></span>' +
    '<button data-tip="vote" id="b">B</button><button data-tip="vibe" id="c">C</button><p id="gap">text</p>' +
    '<span class="vc-tip" data-manual id="m"><a>M</a></span>';
  stop = installTooltipSkipDelay();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const el = (id: string) => document.getElementById(id)!;

describe('the tooltips skip delay', () => {
  it('after a tooltip has shown, the next trigger within 300 ms opens at once', () => {
    over(el('a').querySelector('button')!);
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    over(el('gap'));
    expect(warm()).toBe(true);
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50);
    over(el('b'));
    expect(warm()).toBe(true);
    // B opened warm, so leaving it warms again: a chain along a toolbar stays instant.
    over(el('c'));
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50);
    expect(warm()).toBe(true);
  });

  it('after 300 ms away from every trigger the delay is back', () => {
    over(el('b'));
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    over(el('gap'));
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS);
    expect(warm()).toBe(false);
  });

  it('passing over a trigger quicker than the open delay warms nothing', () => {
    over(el('b'));
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 100);
    over(el('gap'));
    expect(warm()).toBe(false);
  });

  it('ignores touch and manual tooltips', () => {
    over(el('b'), 'touch');
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    over(el('gap'), 'touch');
    expect(warm()).toBe(false);
    over(el('m').querySelector('a')!);
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    over(el('gap'));
    expect(warm()).toBe(false);
  });
});
