import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Component, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageMeta } from '../lib/seo';

/** Last-resort screen for a render or lazy-load failure inside a route (e.g. a stale chunk after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <Stack align="center" textAlign="center" gap={4} py={24}>
      <PageMeta title="Something went wrong" noindex />
      <Heading as="h1" size="xl">
        Something went wrong
      </Heading>
      <Text color="fg.muted">Please reload the page.</Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
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
