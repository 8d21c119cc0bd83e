/** A promise React's use() reads synchronously once settled (React reads these fields). */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A lazy chunk's loader that imports it once; a failed load (e.g. a chunk gone after a deploy) is tried
 * again on the next call. The promise is tracked, so React's use() reads a settled one synchronously
 * (the route pages, app/lazy-page.tsx). Start-up calls the loaders of the chunks a page hydrates below
 * the fold in tasks of their own (start-up/start.tsx), and React.lazy gets the same promise: called first by
 * React.lazy while the page hydrates, the bundler's preload links for the chunk's imports landed in one
 * of React's tasks and lengthened it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Tracked<T> {
  let loading: Tracked<T> | undefined;
  return () => {
    if (!loading) {
      const tracked: Tracked<T> = load();
      tracked.status = 'pending';
      tracked.then(
        (value) => {
          tracked.status = 'fulfilled';
          tracked.value = value;
        },
        (reason: unknown) => {
          tracked.status = 'rejected';
          tracked.reason = reason;
          if (loading === tracked) loading = undefined;
        },
      );
      loading = tracked;
    }
    return loading;
  };
}
