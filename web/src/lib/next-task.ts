/** Ends the current task: the browser may paint and handle input before the work that follows. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
