import { useCallback, useState } from "react";
import { InboxApiError } from "@/lib/inbox/client";

/** Why a step failed, in words (a refused passkey prompt says so plainly). */
function problemText(error: unknown): string {
  if (error instanceof InboxApiError) return error.message;
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "The passkey prompt was closed or timed out. Try again.";
  }
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Try again.";
}

/** Runs one async step at a time: whether it runs, and the error it ended with. */
export function useTask() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const run = useCallback(async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError("");
    try {
      return await step();
    } catch (caught) {
      setError(problemText(caught));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, setError };
}
