// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { withDomRoot } from '../../../test/dom-root';
import { useStoredDraft } from './use-stored-draft';

const KEY = 'vibechart:test-draft';
const EMPTY = { title: '' };
type Draft = typeof EMPTY;
const parse = (stored: string | null): Draft | null => (stored ? (JSON.parse(stored) as Draft) : null);
const isEmpty = (values: Draft) => values.title === '';

const dom = withDomRoot();
type Hook = ReturnType<typeof useStoredDraft<Draft>>;
const seen: { current: Hook | null } = { current: null };
let latest: Hook;

function Form({ parser }: { parser: typeof parse | null }) {
  const hook = useStoredDraft(KEY, parser, EMPTY, isEmpty);
  useEffect(() => {
    seen.current = hook;
  });
  return <p>{hook[0].title}</p>;
}

/** Renders and reads what the hook gave in the last commit. */
function render(parser: typeof parse | null) {
  act(() => dom.root.render(<Form parser={parser} />));
  latest = seen.current!;
}

function setValues(values: Draft) {
  act(() => latest[1](values));
  latest = seen.current!;
}

beforeEach(() => {
  localStorage.clear();
});

describe('useStoredDraft with its parser loaded later (the form checks chunk)', () => {
  it('keeps the stored draft until it can read it, then restores it', () => {
    localStorage.setItem(KEY, JSON.stringify({ title: 'My project' }));
    render(null);
    expect(latest[0]).toEqual(EMPTY);
    expect(latest[2].restored).toBe(false);
    // The empty form did not overwrite the stored draft before it was read.
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify({ title: 'My project' }));

    render(parse);
    expect(latest[0]).toEqual({ title: 'My project' });
    expect(latest[2].restored).toBe(true);
    expect(dom.container.textContent).toBe('My project');
  });

  it('does not overwrite what was typed before the parser came, and stores that instead', () => {
    localStorage.setItem(KEY, JSON.stringify({ title: 'Old draft' }));
    render(null);
    setValues({ title: 'N' });
    render(parse);
    expect(latest[0]).toEqual({ title: 'N' });
    expect(latest[2].restored).toBe(false);
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify({ title: 'N' }));
  });

  it('saves each change once read, and removes the key when the form is emptied', () => {
    render(parse);
    setValues({ title: 'Typed' });
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify({ title: 'Typed' }));
    setValues(EMPTY);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
