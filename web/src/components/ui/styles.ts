// Class names shared by the server-rendered pages: Panda CSS, resolved at build time (web/build-plugins.ts),
// from the same tokens and recipes as the Chakra components of the interactive screens.
import { css, cx } from 'styled-system/css';
import { button, heading, rowButton } from 'styled-system/recipes';

/** The page's column (Chakra's container recipe at 6xl). */
export const CONTAINER = css({
  position: 'relative',
  maxWidth: '6xl',
  w: '100%',
  mx: 'auto',
  px: { base: '4', md: '6', lg: '8' },
});

/** Read by screen readers, not shown. */
export const SR_ONLY = css({ srOnly: true });
/** Shown from the md breakpoint up. */
export const FROM_MD = css({ hideBelow: 'md' });
/** Shown below the md breakpoint. */
export const BELOW_MD = css({ hideFrom: 'md' });

/** A list page's or the chart's h1. */
export const PAGE_TITLE = cx(heading({ size: { base: '2xl', md: '3xl' } }), css({ fontWeight: 'black' }));
/** The line under a page's h1. */
export const PAGE_INTRO = css({ color: 'fg.muted' });

/** The rows' 48 px buttons (the rowButton recipe, web/src/theme/recipes.ts). */
export const ROW_BUTTON = {
  vote: rowButton({ kind: 'vote' }),
  voteLabel: rowButton({ kind: 'voteLabel' }),
  vibe: rowButton({ kind: 'vibe' }),
  share: rowButton({ kind: 'share' }),
  shareText: rowButton({ kind: 'shareText' }),
  score: rowButton({ kind: 'score' }),
} as const;

/** A 48 px tall solid / outline button (Retry, Load More, SUBMIT). */
export const BUTTON_SOLID = cx(button({ variant: 'solid', size: 'md' }), css({ minH: '48px' }));
export const BUTTON_OUTLINE = cx(button({ variant: 'outline', size: 'md' }), css({ minH: '48px' }));

/** A message in place of a list (empty, failed): centred, with room around it. */
export const MESSAGE_BLOCK = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 2,
  py: 16,
});
export const MESSAGE_TITLE = css({ fontWeight: 'black', fontSize: 'xl', letterSpacing: 'wide' });
export const MUTED = css({ color: 'fg.muted' });

/** A skeleton block (Chakra's pulse skeleton). */
export const SKELETON = css({
  borderRadius: 'l2',
  background: 'bg.emphasized',
  animation: 'pulse',
  animationDuration: '1.2s',
  flexShrink: 0,
});
