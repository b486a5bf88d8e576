import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/*
 * Toasts without sonner on the page: sonner (about 10 kB gzip) loads when a form is sent
 * (`toast.prepare()`) or a toast is shown, not with the page. `Toaster` renders nothing until
 * then; `prepare` puts sonner's live region on the page ahead of the toast that follows (the
 * forms' 1-2 s of "Calculating..." / "Submitting..."), so a screen reader announces it.
 * Sonner keeps a toast made before its toaster subscribes and shows it when it does.
 */

let loading: Promise<typeof import("./sonner-toaster")> | undefined;
const loadSonner = () =>
  (loading ??= import("./sonner-toaster").catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

const LazySonnerToaster = lazy(() =>
  loadSonner().then((module) => ({ default: module.SonnerToaster })),
);

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Where toasts appear: mount one per page, in the island of the form that uses it or as an
 * island of its own. Never put information only in a toast: show form errors next to the
 * fields as well.
 */
export function Toaster(props: ToasterProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster {...props} />
    </Suspense>
  );
}

function show(kind: "success" | "error", message: string, options?: ExternalToast) {
  want();
  loadSonner()
    .then((sonner) => sonner.toast[kind](message, options))
    // The toast is never the only place the message appears; nothing more to do offline.
    .catch(() => {});
}

/**
 * `toast.success(...)` for confirmations, `toast.error(...)` for failures (pass
 * `{ duration: Infinity }` for anything the visitor must act on); `toast.prepare()` when a form
 * is sent, before the toast its answer brings; `toast.dismiss()` when what a toast said no
 * longer holds.
 */
export const toast = {
  prepare: () => {
    want();
    loadSonner().catch(() => {});
  },
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  /** Takes every toast down (one that no longer holds, e.g. an estimate the visitor changed). */
  dismiss: () => {
    loadSonner()
      .then((sonner) => sonner.toast.dismiss())
      .catch(() => {});
  },
};
