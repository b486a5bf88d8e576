import { describe, expect, it } from "vitest";
import { attachmentsOf } from "./attachment-entries";

describe("attachmentsOf", () => {
  it("reads the listed files, their names cleaned of bidi and zero-width characters", () => {
    const payload = JSON.parse(
      `{"attachments": [
        {"uploadId": "u1", "name": "report\\u202Elmth.pdf", "type": "text/html", "size": 10},
        {"uploadId": "u2", "name": "scan.pdf\\u200B.exe", "size": "big"},
        {"uploadId": "u3", "name": {"toString": "x"}},
        {"name": "no id"}, null, "u4", [1], {"__proto__": {"uploadId": "u5"}}
      ]}`,
    ) as Record<string, unknown>;
    expect(attachmentsOf(payload)).toEqual([
      { uploadId: "u1", name: "reportlmth.pdf", size: 10 },
      { uploadId: "u2", name: "scan.pdf.exe", size: undefined },
      { uploadId: "u3", name: "", size: undefined },
    ]);
  });

  it("lists none for a payload without a list, and at most 8", () => {
    expect(attachmentsOf({})).toEqual([]);
    expect(attachmentsOf({ attachments: { uploadId: "u" } })).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => ({ uploadId: `u${i}`, name: "a.pdf" }));
    expect(attachmentsOf({ attachments: many })).toHaveLength(8);
  });
});
