// The eager chunk's evaluation, part 2 of 3 (see start.tsx): Chakra, Emotion, the query client and
// the theme's code (its system is built later, in steps), then the task ends.
import { nextTask } from '../lib/next-task';

export { hydrationStyleCache } from '../app/page-styles';
export { AppProviders, createQueryClient } from '../app/providers';
export { buildAppSystem } from '../app/theme';

await nextTask();
