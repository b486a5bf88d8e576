import { getHeapStatistics } from "node:v8";
import type { FastifyInstance } from "fastify";

/** How long the server must have answered nothing before it collects. */
const QUIET_MS = 10_000;
/** How much the heap must have grown since the last full collection (1.5: half as much again). */
const HEAP_GROWTH = 1.5;

type QuietCollectOptions = {
  /** A full collection; by default `globalThis.gc`, there when Node runs with --expose-gc. */
  gc?: () => void;
  quietMs?: number;
  growth?: number;
  /** The heap in use, in bytes (V8's count; tests pass their own). */
  heapUsed?: () => number;
};

/** `gc()` when Node runs with --expose-gc (npm start does: scripts/start.mjs). */
function exposedGc(): (() => void) | undefined {
  const gc: unknown = Reflect.get(globalThis, "gc");
  return typeof gc === "function" ? () => void gc() : undefined;
}

/**
 * One full garbage collection once a burst of traffic is over. Under load V8 lets its old space
 * grow to several times what is live (the burst's garbage: 100 MB and more on the site's pages),
 * and an idle server allocates next to nothing afterwards, so no collection comes to free it;
 * V8's own memory reducer starts only after a collection that shrank the heap, which may not
 * come either. So: when the server has answered nothing for `quietMs` and the heap holds
 * `growth` times what it held after the last full collection, collect once (a few ms on this
 * heap). Nothing happens while requests keep coming, nor when the heap has not grown.
 */
export function collectWhenQuiet(app: FastifyInstance, options: QuietCollectOptions = {}) {
  const gc = options.gc ?? exposedGc();
  if (!gc) return; // Node without --expose-gc: V8 alone decides
  const quietMs = options.quietMs ?? QUIET_MS;
  const growth = options.growth ?? HEAP_GROWTH;
  const heapUsed = options.heapUsed ?? (() => getHeapStatistics().used_heap_size);
  let baseline = heapUsed();
  let answered = 0;
  app.addHook("onResponse", async () => {
    answered += 1;
  });
  const timer = setInterval(() => {
    if (answered > 0) {
      answered = 0;
      return;
    }
    if (heapUsed() < baseline * growth) return;
    // Twice: the first frees the garbage, the second gives back the pages the first emptied
    // (in scripts/bench-memory.mjs, after one collection V8 kept 140 MB reserved for 44 MB in
    // use for a minute; after a second, 45 MB).
    gc();
    gc();
    baseline = heapUsed();
  }, quietMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
