// The app's half of early/capture.js: once the page is live, stop keeping events and replay the ones
// kept before, in order, on the controls they were meant for. React's handlers then run as for any
// click, once; the browser still counts the original tap as the user's gesture for a few seconds, so
// a replayed SIGN IN may open its window.
export interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
}

interface EarlyEvents {
  queue: EarlyEvent[];
  stop(): void;
}

declare global {
  interface Window {
    __vibechartEarlyEvents?: EarlyEvents;
  }
}

/** Clears the pressed look the early script gave a control. */
function release(el: Element): void {
  el.removeAttribute('data-early-press');
  if (el.hasAttribute('data-early-busy')) {
    el.removeAttribute('data-early-busy');
    el.removeAttribute('aria-busy');
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const TYPED_FIELDS = 'input:not([type=checkbox], [type=radio], [type=hidden], [type=file]), textarea, select';

let typed: { field: Field; value: string }[] = [];

/** The server's value of a field, as its HTML gave it. */
function serverValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const chosen = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
  return chosen?.value ?? '';
}

/**
 * Notes what a person typed or chose in the page's fields before the app was live; called just before
 * hydration, which may put the server's values back. replayEarlyEvents restores them before it
 * replays a Subscribe or Send pressed early, so the form sends what was typed.
 */
export function keepTypedValues(root: ParentNode): void {
  typed = Array.from(root.querySelectorAll<Field>(TYPED_FIELDS))
    .filter((field) => field.value !== serverValue(field))
    .map((field) => ({ field, value: field.value }));
}

/**
 * What was typed or chosen before the app was live, each field as a step that tells the app as if
 * done now (React hears the input or change event; it may not have yet); a value hydration put back
 * to the server's is restored first.
 */
function typedSteps(doc: Document): (() => void)[] {
  const kept = new Map(typed.splice(0).map(({ field, value }) => [field, value]));
  return Array.from(doc.querySelectorAll<Field>(TYPED_FIELDS))
    .filter((field) => field.value !== serverValue(field) || kept.has(field))
    .map((field) => () => {
      const server = serverValue(field);
      // Typed on since the note was taken, or put back to the server's by hydration.
      const value = field.value !== server ? field.value : kept.get(field);
      if (value === undefined || value === server) return;
      // From the server's value to the person's, as a keystroke would: the app sees the change even
      // where it had already noted the field's value (React compares against what it last set).
      field.value = server;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
}

/**
 * Replays what was pressed before the app was live, once the app has heard what was typed; resolves
 * with how many taps it replayed. The early script keeps taps until then: a Send pressed while the
 * typed fields are still being told to the app would otherwise send the form as the app last knew it.
 */
export function replayEarlyEvents(win: Window = window): Promise<number> {
  const steps = typedSteps(win.document);
  const early = win.__vibechartEarlyEvents;
  win.__vibechartEarlyEvents = undefined;
  let replayed = 0;
  steps.push(() => {
    early?.stop();
    for (const { type, target } of early?.queue.splice(0) ?? []) {
      release(target);
      if (!target.isConnected) continue;
      replayed++;
      if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  });
  // One field per task, as a person types, then the taps: React applies each event's update before
  // the next one runs, so a form hears every field and a Send pressed early sends them all.
  return new Promise((resolve) => {
    const run = (): void => {
      steps.shift()?.();
      if (steps.length) win.setTimeout(run, 0);
      else resolve(replayed);
    };
    if (steps.length > 1) win.setTimeout(run, 0);
    else run();
  });
}
