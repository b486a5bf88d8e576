import { describe, expect, it } from "vitest";
import { pendingFiles, translationPending } from "./review";

describe("translation review", () => {
  it("lists the Spanish files still pending, not the reviewed ones or helpers", () => {
    expect(
      pendingFiles({
        "/src/content/es/a.ts": { state: "pending", translator: null, date: null },
        "/src/content/es/b.ts": { state: "reviewed", translator: "Ana Ruiz", date: "2026-12-01" },
        "/src/content/es/format.ts": undefined,
      }),
    ).toEqual(["src/content/es/a.ts"]);
  });

  it("reads the real modules: the frame's own Spanish is pending until a translator signs it", () => {
    expect(pendingFiles()).toContain("src/content/es/languages.ts");
    expect(translationPending).toBe(true);
  });
});
