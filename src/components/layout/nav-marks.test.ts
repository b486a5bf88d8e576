import { describe, expect, it } from "vitest";
import { builtNavMarks } from "./nav-marks";

const items = [{ href: "/" }, { href: "/services" }, { href: "/about" }];

describe("builtNavMarks", () => {
  const marks = builtNavMarks(items, {
    pathname: "/services/skilled-nursing",
    hash: "",
    section: null,
  });

  it("marks the page's own items as the shared rule does", () => {
    expect(marks("/services", true)).toEqual({ "data-active": "true", "aria-current": undefined });
    expect(marks("/services/skilled-nursing", false)).toEqual({
      "data-active": "true",
      "aria-current": "page",
    });
  });

  it("writes no data-active on the other links", () => {
    expect(marks("/about", true)).toEqual({ "aria-current": undefined });
    expect(marks("/services/health-aide", false)).toEqual({ "aria-current": undefined });
    expect(Object.keys(marks("/", true))).not.toContain("data-active");
  });
});
