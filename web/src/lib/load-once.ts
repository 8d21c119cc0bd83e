/**
 * A lazy chunk's loader that imports it once (a failed load may be tried again): start-up calls it in
 * a task of its own (main.tsx), and React.lazy gets the same promise. Called first by React.lazy
 * while the page hydrates, the bundler's preload links for the chunk's imports (2–6 ms each on a 4x
 * slower phone) land in one of React's tasks.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
