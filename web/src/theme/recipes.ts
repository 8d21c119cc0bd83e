// The site's own recipes, built from Chakra's (its Panda preset): one class per element of the parts a
// page repeats many times (a chart row, its buttons and badges), instead of a dozen utility classes.
// Read by panda.config.ts at build time; components call them from styled-system/recipes.
import chakraPreset from '@chakra-ui/panda-preset';
import type { SystemStyleObject } from '@pandacss/dev';
import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

type Styles = SystemStyleObject;

/** Style objects merged in order, nested conditions merged too (later values win). */
function merge(...parts: Styles[]): Styles {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const current = out[key];
      out[key] =
        typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
          ? merge(current as Styles, value as Styles)
          : value;
    }
  }
  return out as Styles;
}

const { button, badge, link } = chakraPreset.theme!.recipes as unknown as Record<
  'button' | 'badge' | 'link',
  { base: Styles; variants: Record<string, Record<string, Styles>> }
>;

/** Chakra's plain link: no underline until hovered. */
const plainLink = (more: Styles): Styles => merge(link.base, link.variants.variant!.plain!, more);

/**
 * The rows' 48 px buttons (vote, vibe, share, AI score): Chakra's small button with touch-size targets.
 * Their colours fade only on hover: Chromium draws a row's content only as it nears the screen
 * (content-visibility) and then starts every colour transition from the browser's grey default button,
 * a visible flash and a style pass per frame for each row that comes into view.
 */
export const rowButton = defineRecipe({
  className: 'row-button',
  base: merge(button.base, button.variants.size!.sm!, {
    minW: '48px',
    minH: '48px',
    px: 2,
    gap: 1,
    transitionProperty: 'none',
    _hover: { transitionProperty: 'common' },
  }),
  variants: {
    kind: {
      vote: button.variants.variant!.outline!,
      voteLabel: merge(button.variants.variant!.solid!, { px: 4 }),
      vibe: merge(button.variants.variant!.outline!, { colorPalette: 'pink' }),
      share: merge(button.variants.variant!.outline!, { gap: 2 }),
      shareText: merge(button.variants.variant!.ghost!, { gap: 2 }),
      score: merge(button.variants.variant!.ghost!, { fontVariantNumeric: 'tabular-nums' }),
    },
  },
});

const SUBTLE_PALETTES = ['gray', 'green', 'red', 'blue', 'purple'] as const;
const SOLID_PALETTES = ['orange', 'green', 'blue'] as const;

/** Chakra's small badge, bold: subtle for tools and movement, solid (the palette's .700) for flags. */
export const chip = defineRecipe({
  className: 'chip',
  base: merge(badge.base, badge.variants.size!.sm!, { fontWeight: 'bold' }),
  variants: {
    look: {
      ...Object.fromEntries(
        SUBTLE_PALETTES.map((palette) => [palette, merge(badge.variants.variant!.subtle!, { colorPalette: palette })]),
      ),
      ...Object.fromEntries(
        SOLID_PALETTES.map((palette) => [
          `solid-${palette}`,
          { colorPalette: palette, bg: `${palette}.700`, color: 'white', fontWeight: 'black' },
        ]),
      ),
    },
  },
});

/** A project row of the chart (chart*) or of a list (list*); the slots both share have no prefix. */
export const projectRow = defineSlotRecipe({
  className: 'project-row',
  slots: [
    'chartItem',
    'listItem',
    'chartFrame',
    'listFrame',
    'chartText',
    'chartLead',
    'chartLines',
    'listText',
    'rankColumn',
    'rank',
    'line',
    'name',
    'nameLink',
    'intention',
    'description',
    'stats',
    'listName',
    'listNameLink',
    'listNameText',
    'listDescription',
    'note',
    'chartActions',
    'listActions',
    'detailsLink',
  ],
  base: {
    // Rows off screen are not laid out until they near it; their stand-in size is at least a real
    // row's, so a row's content never overflows onto the next block before it is laid out.
    chartItem: {
      py: 3,
      px: { base: 1, md: 2 },
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
      scrollMarginTop: '96px',
      contentVisibility: 'auto',
      containIntrinsicSize: { base: 'auto 384px', md: 'auto 224px' },
    },
    listItem: {
      py: 3,
      px: { base: 1, md: 2 },
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
      scrollMarginTop: '24',
    },
    chartFrame: {
      display: 'flex',
      gap: { base: 3, md: 4 },
      alignItems: 'flex-start',
      flexWrap: { base: 'wrap', md: 'nowrap' },
    },
    listFrame: { display: 'flex', gap: { base: 3, md: 4 }, alignItems: 'flex-start' },
    chartText: {
      display: 'flex',
      flexDirection: 'column',
      gap: 1,
      flex: '1',
      minW: 0,
      flexBasis: { base: 'calc(100% - 124px)', md: 'auto' },
    },
    // The rank with the thumbnail, and the text above the stats line: what never changes once rendered,
    // laid out as the frame's and the text column's own items (`/` keeps them as the server sent them).
    chartLead: { display: 'contents' },
    chartLines: { display: 'contents' },
    listText: { display: 'flex', flexDirection: 'column', gap: 1, flex: '1', minW: 0 },
    // At least 44 px on phones, and as wide as its longest word needs ('Entry' of 'New Entry' in a
    // wider font or at a larger text size): a fixed 44 px let that badge overflow the column.
    rankColumn: {
      display: 'flex',
      flexDirection: 'column',
      w: { base: 'min-content', md: '64px' },
      minW: '44px',
      alignItems: 'center',
      gap: 1,
      flexShrink: 0,
    },
    rank: {
      fontSize: { base: '2xl', md: '3xl' },
      fontWeight: 'black',
      lineHeight: '1',
      fontVariantNumeric: 'tabular-nums',
    },
    line: { display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' },
    name: { fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' }, lineHeight: 'short' },
    // At least 24 px tall: a link's target size (WCAG 2.5.8), the line box alone is 22.
    nameLink: plainLink({ color: 'fg', minH: '24px' }),
    intention: { fontSize: 'sm', fontStyle: 'italic', color: 'fg.muted' },
    description: { fontSize: 'sm', lineClamp: 2 },
    stats: { display: 'flex', alignItems: 'center', gap: 3, fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' },
    listName: { display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' },
    listNameLink: plainLink({ fontWeight: 'bold', fontSize: { md: 'lg' } }),
    listNameText: { fontWeight: 'bold', fontSize: { md: 'lg' } },
    listDescription: { color: 'fg.muted', fontSize: 'sm' },
    note: { fontSize: 'xs', color: 'fg.muted' },
    chartActions: {
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      flexShrink: 0,
      w: { base: '100%', md: 'auto' },
      justifyContent: { base: 'flex-end', md: 'flex-start' },
    },
    listActions: {
      display: 'flex',
      gap: 2,
      flexDirection: { base: 'column', md: 'row' },
      alignItems: 'center',
      flexShrink: 0,
    },
    detailsLink: plainLink({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minW: '48px',
      minH: '48px',
      color: 'fg.muted',
      rounded: 'l2',
    }),
  },
});

/** A project's square thumbnail (or its 'NO IMG' stand-in): 56 px on phones in the lists. */
export const thumbnail = defineRecipe({
  className: 'thumbnail',
  base: { flexShrink: 0, rounded: 'md', bg: 'bg.muted', objectFit: 'cover' },
  variants: {
    size: {
      chart: { w: { base: '56px', md: '72px' }, h: { base: '56px', md: '72px' } },
      list64: { w: { base: '56px', md: '64px' }, h: { base: '56px', md: '64px' } },
      list72: { w: { base: '56px', md: '72px' }, h: { base: '56px', md: '72px' } },
      page: { w: { base: '160px', md: '200px' }, h: { base: '160px', md: '200px' } },
      small: { w: '64px', h: '64px' },
    },
    missing: {
      true: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: '2xs',
        fontWeight: 'bold',
        color: 'fg.muted',
      },
    },
  },
});

/** What a project row says about its project besides its name: tools, builder, links, movement. */
export const projectMeta = defineSlotRecipe({
  className: 'project-meta',
  slots: [
    'tools',
    'toolsLabel',
    'toolsLabelHidden',
    'toolsLabelFromMd',
    'more',
    'builder',
    'builderName',
    'builderLink',
    'socials',
    'social',
    'socialSmall',
    'movement',
    'submitted',
  ],
  base: {
    tools: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
    toolsLabel: { fontSize: 'xs', color: 'fg.muted' },
    toolsLabelHidden: { srOnly: true },
    toolsLabelFromMd: { fontSize: 'xs', color: 'fg.muted', srOnly: { base: true, md: false } },
    more: { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' },
    builder: { display: 'flex', alignItems: 'center', gap: 1, fontSize: 'sm', color: 'fg.muted' },
    builderName: { color: 'fg', fontWeight: 'medium' },
    builderLink: plainLink({ color: 'fg', fontWeight: 'medium' }),
    socials: { display: 'flex', alignItems: 'center', gap: 0, listStyleType: 'none' },
    social: plainLink({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: 'fg.muted',
      minW: '48px',
      minH: '48px',
      _hover: { color: 'fg' },
    }),
    socialSmall: plainLink({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: 'fg.muted',
      minW: '32px',
      minH: '32px',
      _hover: { color: 'fg' },
    }),
    // Never wider than the rank column: "New Entry" wraps inside it rather than being cut at its edge.
    movement: { maxW: '100%', whiteSpace: 'normal', textAlign: 'center', justifyContent: 'center' },
    submitted: { fontSize: 'xs', color: 'fg.muted' },
  },
});
