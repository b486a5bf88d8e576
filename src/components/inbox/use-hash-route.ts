import { useEffect, useState } from "react";

/** The workspace's views, in the address's fragment so Back and links work. */
export type Route =
  | { view: "requests" }
  | { view: "request"; reference: string }
  | { view: "staff" | "audit" | "retention" | "settings" };

const SIMPLE = ["staff", "audit", "retention", "settings"] as const;

/** @internal Exported for its test. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "");
  const request = /^request\/([A-Za-z0-9-]{1,40})$/.exec(path);
  if (request?.[1]) return { view: "request", reference: request[1] };
  const view = SIMPLE.find((name) => name === path);
  if (view) return { view };
  return { view: "requests" };
}

export const routeHref = (route: Route) =>
  route.view === "request" ? `#request/${route.reference}` : `#${route.view}`;

export function useHashRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, []);
  return route;
}
