// The eager chunk's evaluation, part 1 of 3 (see start.tsx): React and react-dom, then the task ends.
import { nextTask } from '../lib/next-task';

export { createRoot, hydrateRoot } from 'react-dom/client';

await nextTask();
