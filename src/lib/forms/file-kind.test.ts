import { describe, expect, it } from "vitest";
import { ATTACHMENT_LIMITS } from "@/shared/wire/attachment-limits";
import { fileInputCopy } from "@/content/file-input";
import { fileInputCopy as spanishCopy } from "@/content/es/file-input";
import { fileKindOf, filesProblem } from "./file-kind";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe("fileKindOf", () => {
  it.each([
    ["pdf", bytes("%PDF-1.7\n"), "cv.pdf"],
    ["png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), "scan.png"],
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0), "photo.jpg"],
    ["heic", bytes(0, 0, 0, 0x18, "ftypheic", 0, 0), "photo.heic"],
    ["doc", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), "cv.doc"],
    ["docx", bytes("PK", 3, 4, 20, 0), "cv.docx"],
  ])("knows a %s by its first bytes", (kind, head, name) => {
    expect(fileKindOf(head, name)).toBe(kind);
  });

  it("is not fooled by a name: text called .pdf, a ZIP not called .docx, an MP4", () => {
    expect(fileKindOf(bytes("hello world"), "cv.pdf")).toBeUndefined();
    expect(fileKindOf(bytes("PK", 3, 4, 20, 0), "cv.zip")).toBeUndefined();
    expect(fileKindOf(bytes(0, 0, 0, 0x18, "ftypisom"), "clip.heic")).toBeUndefined();
  });
});

describe("filesProblem", () => {
  const application = ATTACHMENT_LIMITS.application;
  const referral = ATTACHMENT_LIMITS.referral;
  const MB = 1024 * 1024;

  it("accepts files within the form's limits", () => {
    expect(
      filesProblem([{ name: "cv.pdf", size: 5 * MB, kind: "pdf" }], application),
    ).toBeUndefined();
    expect(filesProblem([], application)).toBeUndefined();
  });

  it("names the file and the rule it breaks", () => {
    expect(filesProblem([{ name: "cv.png", size: 10, kind: "png" }], application)).toBe(
      "cv.png is not a file we can take: choose PDF, Word (.doc), Word (.docx)",
    );
    expect(filesProblem([{ name: "cv.pdf", size: 5 * MB + 1, kind: "pdf" }], application)).toBe(
      "cv.pdf is 5.0 MB: each file must be 5 MB or smaller",
    );
    expect(
      filesProblem(
        [
          { name: "a.pdf", size: 1, kind: "pdf" },
          { name: "b.pdf", size: 1, kind: "pdf" },
        ],
        application,
      ),
    ).toBe("Choose one file only");
    const three = Array.from({ length: 3 }, (_, i) => ({
      name: `${i}.pdf`,
      size: 9 * MB,
      kind: "pdf" as const,
    }));
    expect(filesProblem(three, referral)).toBe(
      "The files come to 27 MB: all together must be 25 MB or smaller",
    );
  });
});

describe("filesProblem's words", () => {
  it("come from the file input's copy, which the Spanish build swaps for its Spanish twin", () => {
    const big = [{ name: "cv.pdf", size: 6 * 1024 * 1024, kind: "pdf" as const }];
    const limits = ATTACHMENT_LIMITS.application;
    expect(filesProblem(big, limits)).toBe(
      fileInputCopy.problems.tooLarge("cv.pdf", "6 MB", "5 MB"),
    );
    expect(spanishCopy.problems.tooLarge("cv.pdf", "6 MB", "5 MB")).toBe(
      "cv.pdf pesa 6 MB: cada archivo debe pesar 5 MB o menos",
    );
  });
});
