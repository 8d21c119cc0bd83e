import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import type { SessionItem, SessionState } from './session-model';
import {
  ACTION_FAILED,
  START_FAILED,
  actedCount,
  commandForKey,
  currentItem,
  initialSession,
  isLocked,
  offersReviewBonus,
  reviewBonusNote,
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

  it('earns the review bonus for a completed session of at least 5 items with a vote, not for 5 skips', () => {
    let five = initialSession(items);
    for (let i = 0; i < 5; i++) five = act(five, i === 2 ? 'vote' : 'skip');
    expect(offersReviewBonus(five)).toBe(true);
    let skips = initialSession(items);
    for (let i = 0; i < 5; i++) skips = act(skips, 'skip');
    expect(skips.completed).toBe(true);
    expect(offersReviewBonus(skips)).toBe(false);
    let three = initialSession(items.slice(0, 3));
    for (let i = 0; i < 3; i++) three = act(three, 'vote');
    expect(three.completed).toBe(true);
    expect(offersReviewBonus(three)).toBe(false);
  });

  it('says what the completing answer credited, with no button to press', () => {
    let state = initialSession(items);
    for (let i = 0; i < 4; i++) state = act(state, i === 0 ? 'vote' : 'skip');
    expect(reviewBonusNote(state)).toBeNull();
    const pending = sessionReducer(state, { type: 'act', projectId: currentItem(state)!.project.id });
    const credited = sessionReducer(pending, {
      type: 'acted',
      projectId: currentItem(state)!.project.id,
      action: 'skip',
      completed: true,
      bonusEarned: 3,
    });
    expect(reviewBonusNote(credited)).toBe('+3 bonus votes added to your quota for this week.');
    // The same session when this week's bonus was earned before.
    expect(reviewBonusNote(act(state, 'skip', true))).toBe("You've already earned this week's review bonus.");
    let skips = initialSession(items);
    for (let i = 0; i < 5; i++) skips = act(skips, 'skip');
    expect(reviewBonusNote(skips)).toBe('Vote for at least one project in a review session to earn +3 bonus votes.');
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
});
