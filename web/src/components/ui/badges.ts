// Badge classes: Chakra's badge recipe in a colour palette, one literal class per palette so the
// build resolves each (a palette chosen at run time picks one of them).
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';

const SUBTLE = cx(badge({ variant: 'subtle', size: 'sm' }), css({ fontWeight: 'bold' }));

/** The subtle sm badge in a palette, bold: tool badges and chart movement. */
export const SUBTLE_BADGE = {
  gray: cx(SUBTLE, css({ colorPalette: 'gray' })),
  green: cx(SUBTLE, css({ colorPalette: 'green' })),
  red: cx(SUBTLE, css({ colorPalette: 'red' })),
  blue: cx(SUBTLE, css({ colorPalette: 'blue' })),
  purple: cx(SUBTLE, css({ colorPalette: 'purple' })),
} as const;
export type SubtlePalette = keyof typeof SUBTLE_BADGE;

const SOLID = cx(badge({ variant: 'solid', size: 'sm' }), css({ fontWeight: 'black' }));

/** A solid badge in the palette's .700, dark enough for its white text (HOT, NEW, CHART, '#3'). */
export const SOLID_BADGE = {
  orange: cx(SOLID, css({ colorPalette: 'orange', bg: 'orange.700' })),
  green: cx(SOLID, css({ colorPalette: 'green', bg: 'green.700' })),
  blue: cx(SOLID, css({ colorPalette: 'blue', bg: 'blue.700' })),
} as const;
export type SolidPalette = keyof typeof SOLID_BADGE;
