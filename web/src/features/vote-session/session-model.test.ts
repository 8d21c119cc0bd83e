import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import type { SessionItem, SessionState } from './session-model';
import {
  ACTION_FAILED,
  START_FAILED,
  actedCount,
  commandForKey,
  currentItem,
  earnFailureToast,
  earnToast,
  initialSession,
  isLocked,
  offersReviewBonus,
  parseTargetCount,
  sessionErrorToast,
  sessionReducer,
  swipeAction,
} from './session-model';

const item = (id: string, position: number): SessionItem => ({
  id: `item-${position}`,
  position,
  acted: false,
  project: { id, title: `Project ${id}`, summary: 's', url: null, thumbnail_url: null, stackTags: [] },
});
const items = ['a', 'b', 'c', 'd', 'e'].map(item);

function act(state: SessionState, action: 'vote' | 'skip', completed = false): SessionState {
  const id = currentItem(state)!.project.id;
  const pending = sessionReducer(state, { type: 'act', projectId: id });
  return sessionReducer(pending, { type: 'acted', projectId: id, action, completed });
}

describe('parseTargetCount (docs/product.md#screens: default 5, 5 if not numeric)', () => {
  it.each([
    [null, 5],
    ['', 5],
    ['abc', 5],
    ['3', 3],
    ['10', 10],
    ['2.5', 5],
    ['0', 5],
    ['1000', 5],
  ])('%j → %d', (raw, expected) => {
    expect(parseTargetCount(raw)).toBe(expected);
  });
});

describe('session reducer', () => {
  it('starts on the first item, not completed', () => {
    const state = initialSession(items);
    expect(state.index).toBe(0);
    expect(state.completed).toBe(false);
    expect(initialSession([]).completed).toBe(false);
  });

  it('moves back and forward without acting, within bounds', () => {
    let state = initialSession(items);
    state = sessionReducer(state, { type: 'prev' });
    expect(state.index).toBe(0);
    state = sessionReducer(state, { type: 'next' });
    state = sessionReducer(state, { type: 'next' });
    expect(state.index).toBe(2);
    for (let i = 0; i < 10; i++) state = sessionReducer(state, { type: 'next' });
    expect(state.index).toBe(4);
  });

  it('locks keys and moves while a request is pending', () => {
    let state = initialSession(items);
    state = sessionReducer(state, { type: 'act', projectId: 'a' });
    expect(isLocked(state)).toBe(true);
    expect(sessionReducer(state, { type: 'next' })).toBe(state);
    expect(sessionReducer(state, { type: 'act', projectId: 'a' })).toBe(state);
  });

  it('after an action goes to the next item not acted on, wrapping around', () => {
    let state = initialSession(items);
    state = sessionReducer(state, { type: 'next' }); // on b
    state = act(state, 'vote');
    expect(currentItem(state)!.project.id).toBe('c');
    state = act(state, 'skip'); // c
    state = act(state, 'skip'); // d
    state = act(state, 'vote'); // e
    expect(currentItem(state)!.project.id).toBe('a');
    expect(actedCount(state)).toBe(4);
    state = act(state, 'vote');
    expect(state.completed).toBe(true);
    expect(isLocked(state)).toBe(true);
    expect(state.acted).toEqual({ a: 'vote', b: 'vote', c: 'skip', d: 'skip', e: 'vote' });
  });

  it('keeps the user on the same item when the action fails', () => {
    let state = initialSession(items);
    state = sessionReducer(state, { type: 'next' });
    state = sessionReducer(state, { type: 'act', projectId: 'b' });
    state = sessionReducer(state, { type: 'failed', projectId: 'b' });
    expect(state.index).toBe(1);
    expect(state.pending).toBeNull();
    expect(state.acted).toEqual({});
  });

  it('does not act twice on an item already acted on', () => {
    let state = act(initialSession(items), 'vote');
    state = sessionReducer(state, { type: 'prev' });
    expect(currentItem(state)!.project.id).toBe('a');
    expect(sessionReducer(state, { type: 'act', projectId: 'a' })).toBe(state);
  });

  it('trusts the server when it says the session is complete', () => {
    const state = act(initialSession(items), 'skip', true);
    expect(state.completed).toBe(true);
  });

  it('offers the review5 bonus only after completing at least 5 items', () => {
    let five = initialSession(items);
    for (let i = 0; i < 5; i++) five = act(five, 'skip');
    expect(offersReviewBonus(five)).toBe(true);
    let three = initialSession(items.slice(0, 3));
    for (let i = 0; i < 3; i++) three = act(three, 'vote');
    expect(three.completed).toBe(true);
    expect(offersReviewBonus(three)).toBe(false);
  });
});

describe('input mapping', () => {
  it('maps V, S and the arrows', () => {
    expect(commandForKey('v')).toBe('vote');
    expect(commandForKey('V')).toBe('vote');
    expect(commandForKey('s')).toBe('skip');
    expect(commandForKey('ArrowLeft')).toBe('prev');
    expect(commandForKey('ArrowRight')).toBe('next');
    expect(commandForKey('Enter')).toBeNull();
  });

  it('maps swipes: right votes, left skips, short drags do nothing', () => {
    expect(swipeAction(150, 0)).toBe('vote');
    expect(swipeAction(-150, 0)).toBe('skip');
    expect(swipeAction(60, 900)).toBe('vote');
    expect(swipeAction(-60, -900)).toBe('skip');
    expect(swipeAction(30, 2000)).toBeNull();
    expect(swipeAction(80, 100)).toBeNull();
  });
});

describe('toasts (docs/product.md#errors-and-toasts)', () => {
  it('session errors: Error with the server error, else the fallback', () => {
    const body = JSON.stringify({ error: 'conflict', message: 'Insufficient votes: weekly quota used' });
    const conflict = new ApiError(409, 'Insufficient votes: weekly quota used', body);
    expect(sessionErrorToast(conflict, ACTION_FAILED)).toEqual({
      title: 'Error',
      description: 'Insufficient votes: weekly quota used',
      type: 'error',
    });
    expect(sessionErrorToast(new TypeError('Failed to fetch'), START_FAILED).description).toBe(
      'Failed to start voting session',
    );
    expect(sessionErrorToast(new ApiError(500, '', ''), ACTION_FAILED).description).toBe('Failed to submit vote');
    // A body that is not our JSON error (a gateway page, a status text) is not a server error text.
    expect(sessionErrorToast(new ApiError(502, 'Bad Gateway', 'Bad Gateway'), START_FAILED).description).toBe(
      'Failed to start voting session',
    );
  });

  it('earn: applied, already earned, failure', () => {
    expect(earnToast({ applied: true, bonusAmount: 3 }, 'review5')).toMatchObject({
      title: 'Bonus votes earned!',
      description: '+3 votes added to your quota',
    });
    expect(earnToast({ applied: false, bonusAmount: 0 }, 'review5')).toMatchObject({
      title: 'Already earned',
      description: "You've already earned bonus votes for review5 this week",
    });
    expect(earnFailureToast(new Error('x'))).toEqual({ title: 'Unable to earn bonus', type: 'error' });
    const required = JSON.stringify({ error: 'conflict', message: 'Complete a review session first' });
    expect(earnFailureToast(new ApiError(409, 'Complete a review session first', required)).description).toBe(
      'Complete a review session first',
    );
  });
});
