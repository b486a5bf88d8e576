import { afterAll, vi } from "vitest";

/*
 * The site's shared projects run many test files in one module registry and, in jsdom, one page
 * (test/vitest/module-isolation.ts). After each file, what it may have left behind goes, so the
 * next file starts as it would in a fresh one: stubbed globals and variables, fake timers, the
 * page's address, storage, cookies, head, body and language.
 */
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  if (typeof document === "undefined") return;
  window.history.replaceState(null, "", "/");
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("lang");
});
