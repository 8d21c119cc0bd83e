// Badge classes (the `chip` recipe, web/src/theme/recipes.ts): one literal class per palette so the
// build resolves each (a palette chosen at run time picks one of them).
import { chip } from 'styled-system/recipes';

/** The subtle badge in a palette: tool badges and chart movement. */
export const SUBTLE_BADGE = {
  gray: chip({ look: 'gray' }),
  green: chip({ look: 'green' }),
  red: chip({ look: 'red' }),
  blue: chip({ look: 'blue' }),
  purple: chip({ look: 'purple' }),
} as const;
export type SubtlePalette = keyof typeof SUBTLE_BADGE;

/** A solid badge in the palette's .700, dark enough for its white text (HOT, NEW, CHART, '#3'). */
export const SOLID_BADGE = {
  orange: chip({ look: 'solid-orange' }),
  green: chip({ look: 'solid-green' }),
  blue: chip({ look: 'solid-blue' }),
} as const;
export type SolidPalette = keyof typeof SOLID_BADGE;
