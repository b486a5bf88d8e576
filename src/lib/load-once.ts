/**
 * Code a page loads on first use (a dynamic `import()`), loaded once: `load()` starts it or
 * returns the load under way; a failed load is forgotten, so the next call tries again.
 * `current` is what loaded, once it has (render code reads it without waiting).
 */
export type LoadOnce<T> = {
  load: () => Promise<T>;
  /** Starts loading now (e.g. when the visitor reaches the form); a failure waits for `load`. */
  preload: () => void;
  readonly current: T | undefined;
};

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let current: T | undefined;
  const loaded = () =>
    (pending ??= load().then(
      (value) => (current = value),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    load: loaded,
    preload: () => void loaded().catch(() => {}),
    get current() {
      return current;
    },
  };
}
