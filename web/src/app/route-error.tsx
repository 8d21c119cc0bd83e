import type { ReactNode } from 'react';
import { Component, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { BUTTON_SOLID, MUTED } from '../components/ui/styles';
import { PageMeta } from '../lib/seo';

const FRAME = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 4,
  py: 24,
});
const TITLE = heading({ size: 'xl' });

/** Last-resort screen for a render or lazy-load failure inside a route (e.g. a stale chunk after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div className={FRAME}>
      <PageMeta
        title="Something went wrong"
        description="This page could not be shown because of an error on our side. Reloading usually fixes it."
        noindex
      />
      <h1 className={TITLE}>Something went wrong</h1>
      <p className={MUTED}>Please reload the page.</p>
      <button type="button" className={BUTTON_SOLID} onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

interface BoundaryProps {
  /** The page; another path clears a caught error (navigating away from a broken page works). */
  pathname: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; pathname: string | null }> {
  override state = { error: undefined as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string | null }) {
    // The error belongs to the page it happened on.
    if (state.pathname !== props.pathname) return { error: undefined, pathname: props.pathname };
    return null;
  }

  override render() {
    return this.state.error !== undefined ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The routes' error boundary: a page that throws shows RouteError, the rest of the site stays. */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary pathname={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
