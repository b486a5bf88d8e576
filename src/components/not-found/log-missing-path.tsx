"use client";

import { useEffect } from "react";
import { notFoundCopy } from "@/content/not-found";

/** Logs the path that was not found to the browser console. */
export function LogMissingPath() {
  useEffect(() => {
    console.error(notFoundCopy.consoleMessage, window.location.pathname);
  }, []);
  return null;
}
