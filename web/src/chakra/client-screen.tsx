// A Chakra UI screen on a route the page server renders. The server has no Chakra, and hydration must
// find the server's markup: both render a Panda placeholder, and the screen (inside ChakraScope)
// replaces it once the page is live and its chunks are in. Neither the screen nor Chakra is in the
// route's first load: they load after the page is live.
import type { ReactNode } from 'react';
import { Suspense, lazy } from 'react';
import { css, cx } from 'styled-system/css';
import { SKELETON } from '../components/ui/styles';
import { useHydrated } from '../lib/first-render';
import { PageMeta } from '../lib/seo';

const ChakraScope = lazy(() => import('./chakra-scope').then((m) => ({ default: m.ChakraScope })));

const S = {
  frame: css({ display: 'flex', flexDirection: 'column', gap: 4, py: 8 }),
  width: {
    full: css({ w: 'full' }),
    xl: css({ w: 'full', maxW: 'xl', mx: 'auto' }),
  },
  title: cx(SKELETON, css({ h: 8, w: '50%' })),
  line: cx(SKELETON, css({ h: 4, w: '80%' })),
  shortLine: cx(SKELETON, css({ h: 4, w: '70%' })),
  block: cx(SKELETON, css({ h: 40, w: '100%' })),
};

export interface ScreenSkeletonProps {
  /** The screen's column: the page's width (default) or a centred xl column (/vote). */
  width?: keyof typeof S.width;
}

/** A screen's placeholder while it cannot render yet (on the server, while hydrating, while the session loads). */
export function ScreenSkeleton({ width = 'full' }: ScreenSkeletonProps) {
  return (
    <div className={cx(S.frame, S.width[width])} aria-busy="true" aria-label="Loading">
      <div className={S.title} />
      <div className={S.line} />
      <div className={S.shortLine} />
      <div className={S.block} />
    </div>
  );
}

/** A screen's placeholder with the page's own head tags (the screen renders them again once in). */
export function ScreenPlaceholder({
  title,
  description,
  noindex = false,
  width,
}: ScreenSkeletonProps & { title: string; description: string; noindex?: boolean }) {
  return (
    <>
      <PageMeta title={title} description={description} noindex={noindex} />
      <ScreenSkeleton width={width} />
    </>
  );
}

interface ClientScreenProps {
  /** What the server and hydration render (Panda only); a skeleton by default. */
  placeholder?: ReactNode;
  /** The Chakra screen. */
  children: ReactNode;
}

export function ClientScreen({ placeholder, children }: ClientScreenProps) {
  const shown = placeholder ?? <ScreenSkeleton />;
  if (!useHydrated()) return shown;
  return (
    <Suspense fallback={shown}>
      <ChakraScope>{children}</ChakraScope>
    </Suspense>
  );
}
