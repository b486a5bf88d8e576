/** SIGINT and SIGTERM run `close` once, then exit 0 (or 1 if closing failed). */
export const onSignal = (close: () => Promise<void>) => {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
};
