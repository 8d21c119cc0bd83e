// The page's script (index.html): the bundle's entry chunk is this module alone (web/build.mjs), the
// start-up code it calls is in the eager chunk.
import { start } from './start-up/start';

void start();
