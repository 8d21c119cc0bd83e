// Where the page is and how to go elsewhere, without react-router: components that `/` hydrates on its
// own (home/) use these, and the app's router provides them (app/router-navigation.tsx), so one
// component serves both. Without a provider a link is a plain link and navigating loads the page.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface Navigation {
  pathname: string;
  hash: string;
  /** A client navigation when the app's router provides it, else a page load. */
  navigate(to: string): void;
  /** True when `navigate` stays in the page (a link's click can be taken over). */
  client: boolean;
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

const pageLoad: Navigation = {
  get pathname() {
    return typeof window === 'undefined' ? '/' : window.location.pathname;
  },
  get hash() {
    return typeof window === 'undefined' ? '' : window.location.hash;
  },
  navigate: (to) => window.location.assign(to),
  client: false,
};

export function useNavigation(): Navigation {
  return useContext(NavigationContext) ?? pageLoad;
}

const followHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const followNothing = () => () => undefined;
const readHash = () => window.location.hash;
// Hydrating, the browser's own hash: the server never renders it, and a value differing from the
// browser's would render the list again at once, all its rows, for every visitor of a row's link.
const readHashWhileHydrating = () => (typeof window === 'undefined' ? '' : window.location.hash);

/**
 * The page's hash, kept current: the router's where there is one; else the browser's, followed through
 * `hashchange` (a shared row's link pasted into the page's own tab, or Back between two rows).
 */
export function useHash(): string {
  const navigation = useNavigation();
  const pageHash = useSyncExternalStore(
    navigation.client ? followNothing : followHash,
    readHash,
    readHashWhileHydrating,
  );
  return navigation.client ? navigation.hash : pageHash;
}

/** The parts of a click (React's or the browser's) that tell a plain one. */
type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/** A plain click on a link (no modifier, the main button, no other target): one the app may handle. */
export function isPlainClick(event: Click, link: Element): boolean {
  const target = link.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site. */
  to: string;
  /** aria-current="page" while the path is the page's (`end`: only that path, not below it). */
  nav?: boolean;
  end?: boolean;
}

/** A link to a page of the site: the router's client navigation where there is one. */
export function AppLink({ to, nav = false, end = false, onClick, ...rest }: AppLinkProps) {
  const navigation = useNavigation();
  const path = to.split(/[?#]/)[0] ?? to;
  const current =
    nav && (navigation.pathname === path || (!end && path !== '/' && navigation.pathname.startsWith(`${path}/`)));
  return (
    <a
      {...rest}
      href={to}
      aria-current={current ? 'page' : rest['aria-current']}
      onClick={(event) => {
        onClick?.(event);
        if (!navigation.client || !isPlainClick(event, event.currentTarget)) return;
        event.preventDefault();
        navigation.navigate(to);
      }}
    />
  );
}
