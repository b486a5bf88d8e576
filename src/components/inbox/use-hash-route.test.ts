import { describe, expect, it } from "vitest";
import { parseRoute, routeHref } from "./use-hash-route";

describe("parseRoute", () => {
  it("reads the workspace's views from the fragment, the list by default", () => {
    expect(parseRoute("")).toEqual({ view: "requests" });
    expect(parseRoute("#requests")).toEqual({ view: "requests" });
    expect(parseRoute("#request/BC-7K2QX")).toEqual({ view: "request", reference: "BC-7K2QX" });
    expect(parseRoute("#audit")).toEqual({ view: "audit" });
    expect(parseRoute("#settings")).toEqual({ view: "settings" });
  });

  it("falls back to the list for anything else (an old invite, markup)", () => {
    expect(parseRoute("#invite=abc")).toEqual({ view: "requests" });
    expect(parseRoute("#request/<img>")).toEqual({ view: "requests" });
  });

  it("round-trips with routeHref", () => {
    const route = { view: "request", reference: "BC-12345" } as const;
    expect(parseRoute(routeHref(route))).toEqual(route);
  });
});
