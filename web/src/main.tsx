// The page's script (index.html): the bundle's entry chunk is this module alone (web/build.mjs), the
// start-up code it calls is in the eager chunk. It calls start() rather than only importing the module:
// an entry with no code of its own is a facade chunk, which rolldown 1.2 lost as well.
import { start } from './start-up/start';

void start();
