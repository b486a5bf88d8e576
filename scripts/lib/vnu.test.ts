import { describe, expect, it } from "vitest";
import { vnuErrors, vnuJar } from "./vnu.mjs";

describe("vnuErrors", () => {
  it("lists errors with their file (relative to the checked folder) and line, not warnings nor the inline stylesheet's CSS", () => {
    const report = JSON.stringify({
      messages: [
        {
          type: "error",
          url: "file:/w/out/about.html",
          lastLine: 3,
          message: "Stray end tag “p”.",
        },
        { type: "info", subType: "warning", url: "file:/w/out/a.html", lastLine: 1, message: "w" },
        {
          type: "error",
          url: "file:/w/out/about.html",
          lastLine: 1,
          message: "CSS: Unrecognized at-rule “@property”.",
        },
        {
          type: "non-document-error",
          subType: "fatal",
          url: "file:/w/out/b%20c.html",
          message: "IO",
        },
      ],
    });
    expect(vnuErrors(report, "/w/out")).toEqual([
      "about.html:3: Stray end tag “p”.",
      "b c.html:?: IO",
    ]);
  });

  it("throws on a report that is not JSON (the runner says the checker did not report)", () => {
    expect(() => vnuErrors("Error: Unable to access jarfile", "/w/out")).toThrow();
  });
});

describe("vnuJar", () => {
  it("takes VNU_JAR first", () => {
    expect(vnuJar({ VNU_JAR: "/opt/vnu.jar" })).toBe("/opt/vnu.jar");
  });
});
