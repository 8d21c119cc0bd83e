// The browser's entry for `/`: hydrates the page the server rendered with `/`'s own tree (home-app.tsx),
// without the router and the query cache, so the page that most visitors open first loads the least
// code. The server sends this entry only with a complete page (functions' pages route); a page it
// could not render comes with the app's entry (main.tsx), which renders it in the browser. Taps made
// before the page is live were kept by the early script and are replayed once it is.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { keepTypedValues } from '../app/early-events';
import { nextTask } from '../lib/idle';
import { readServerState } from '../lib/server-state';
import { HomeData } from './home-data';
import { HomeApp } from './home-app';
import '../styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');
void start(root);

/**
 * In three tasks, each short enough not to hold up a tap: the modules' evaluation (this one), reading
 * the server's data, then hydration (itself rendered in slices, a transition).
 */
async function start(root: HTMLElement) {
  await nextTask();
  const state = readServerState(document);
  if (!state || !root.firstElementChild) {
    console.error('/ came without its server-rendered content');
    return;
  }
  const data = new HomeData(state);
  const request = {
    origin: window.location.origin,
    renderedAt: state.renderedAt ?? null,
    renderedYear: state.renderedYear ?? null,
    renderedDayStarts: state.renderedDayStarts ?? null,
  };
  await nextTask();
  keepTypedValues(root);
  startTransition(() => {
    hydrateRoot(root, <HomeApp data={data} request={request} />, {
      // A server/browser markup difference is a bug: reported, and the browser tests fail on it.
      onRecoverableError: (error) => console.error('[hydration]', error),
    });
  });
}
