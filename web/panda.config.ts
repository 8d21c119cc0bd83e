// Build-time CSS for every page the server renders (Panda CSS with Chakra's preset: the same tokens,
// semantic colours and recipes as the Chakra components the interactive screens load). `panda codegen`
// writes styled-system/ (css(), recipes, patterns); the PostCSS plugin extracts the styles the source
// uses into one stylesheet at build time (src/styles.css).
import chakraPreset from '@chakra-ui/panda-preset';
import { defineConfig, definePreset } from '@pandacss/dev';
import { iconMaskStyles } from './icon-masks';
import { TOOLTIP_TEXTS, cssContent } from './src/components/ui/tooltip-texts';
import { chip, projectMeta, projectRow, rowButton, thumbnail } from './src/theme/recipes';

type TokenTree = Record<string, unknown>;

/** The light value of each semantic token: the site has no dark mode, so no `.dark` block ships. */
function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (typeof node !== 'object' || node === null) return [key, node];
      const value = (node as { value?: unknown }).value;
      if (typeof value === 'object' && value !== null && '_light' in value) {
        return [key, { ...node, value: (value as { _light: unknown })._light }];
      }
      return [key, 'value' in node ? node : lightOnly(node as TokenTree)];
    }),
  );
}

const { theme } = chakraPreset;
const vibechartPreset = definePreset({
  ...chakraPreset,
  name: 'vibechart',
  theme: {
    ...theme,
    semanticTokens: lightOnly(theme.semanticTokens as TokenTree) as typeof theme.semanticTokens,
  },
});

export default defineConfig({
  presets: [vibechartPreset],
  theme: { extend: { recipes: { rowButton, chip, thumbnail }, slotRecipes: { projectRow, projectMeta } } },
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  importMap: 'styled-system',
  // Short hashed class names: a chart page repeats them thousands of times.
  hash: { className: true, cssVar: false },
  minify: true,
  // As Chakra's: no hover look on disabled controls, nor a hover that sticks after a tap on a touch screen.
  conditions: {
    extend: {
      hover: ['@media (hover: hover)', '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])'],
      active: '&:is(:active, [data-active]):not(:disabled, [data-disabled], [data-state=open])',
    },
  },
  globalCss: {
    extend: {
      // Chakra's reset leaves headings to wrap as text does (Panda's balances their lines).
      'h1, h2, h3, h4, h5, h6': { textWrap: 'wrap' },
      // Chakra's reset gives every element the font it sits in; Panda's leaves table headers bold and
      // SVG text at its attribute's size.
      'th, svg text': { font: 'inherit' },
      // As Chakra's own global styles: the preflight's font and border colour come from the theme.
      '*': {
        '--global-font-body': 'fonts.body',
        '--global-font-mono': 'fonts.mono',
        '--global-color-border': 'colors.border',
      },
      // Visible keyboard focus everywhere.
      ':focus-visible': { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' },
      // CSS-only tooltips (components/ui/tooltip.tsx): a list of 100 rows renders ~300 of them, so they
      // cost no script. Hover opens after 700 ms (at once within 300 ms of another tooltip: <html
      // data-tip-warm>, lib/tooltip-skip-delay.ts), keyboard focus at once, an information tooltip on a
      // touch screen on the tap that focuses its trigger.
      // A tooltip's trigger: the wrapper of its own tooltip element, or (a row's shared tooltip) the
      // trigger itself drawing the text (components/ui/tooltip.tsx).
      '.vc-tip': { position: 'relative', display: 'inline-flex' },
      '.vc-tip > [role=tooltip], [data-tip]::after': {
        position: 'absolute',
        zIndex: 'tooltip',
        left: '50%',
        bottom: 'calc(100% + 6px)',
        translate: '-50% 0',
        width: 'max-content',
        maxWidth: '240px',
        paddingInline: '2',
        paddingBlock: '1',
        borderRadius: 'l1',
        background: 'gray.900',
        color: 'white',
        fontSize: 'xs',
        fontWeight: 'medium',
        lineHeight: '1.4',
        textAlign: 'center',
        textTransform: 'none',
        letterSpacing: 'normal',
        whiteSpace: 'normal',
        pointerEvents: 'none',
        opacity: 0,
        visibility: 'hidden',
        transition: 'opacity 0.12s, visibility 0.12s',
      },
      // The rows' tooltips: each text once, here (components/ui/tooltip-texts.ts).
      ...Object.fromEntries(
        Object.entries(TOOLTIP_TEXTS).map(([key, text]) => [`[data-tip=${key}]::after`, { content: cssContent(text) }]),
      ),
      '.vc-tip[data-placement^=bottom] > [role=tooltip], [data-tip][data-placement^=bottom]::after': {
        bottom: 'auto',
        top: 'calc(100% + 6px)',
      },
      '.vc-tip[data-placement$=end] > [role=tooltip], [data-tip][data-placement$=end]::after': {
        left: 'auto',
        right: '0',
        translate: 'none',
      },
      '.vc-tip[data-placement$=start] > [role=tooltip], [data-tip][data-placement$=start]::after': {
        left: '0',
        translate: 'none',
      },
      '.vc-tip:not([data-manual]):hover > [role=tooltip], [data-tip]:hover::after': {
        '@media (hover: hover)': { opacity: 1, visibility: 'visible', transitionDelay: '700ms' },
      },
      'html[data-tip-warm] .vc-tip:not([data-manual]):hover > [role=tooltip], html[data-tip-warm] [data-tip]:hover::after':
        { '@media (hover: hover)': { transitionDelay: '0s' } },
      '.vc-tip:not([data-manual]):has(:focus-visible) > [role=tooltip], .vc-tip[data-open] > [role=tooltip], [data-tip]:focus-visible::after':
        { opacity: 1, visibility: 'visible' },
      '.vc-tip[data-info]:has(:focus) > [role=tooltip], [data-tip][data-info]:focus::after': {
        '@media (hover: none)': { opacity: 1, visibility: 'visible' },
      },
      // The icons (components/ui/sprite-icon.tsx, web/icon-masks.ts): 1em in the current colour.
      ...iconMaskStyles(),
      // A row reached through #project-{id} (lib/use-hash-highlight.ts).
      '[data-hash-highlight]': {
        outline: '3px solid',
        outlineColor: 'orange.400',
        outlineOffset: '-3px',
        background: 'orange.50',
        transition: 'background 0.6s',
      },
      // A control pressed before the app was live (app/early-events.ts): it shows it is working at once.
      '[data-early-press]': { cursor: 'progress', opacity: 0.7, animation: 'pulse 1s ease-in-out infinite' },
      // A returning member's top bar: a neutral placeholder instead of SIGN IN until the session is known.
      'html[data-member] [data-session=unknown]': { visibility: 'hidden' },
    },
  },
});
