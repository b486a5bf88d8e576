import { describe, expect, it } from "vitest";
import { readConfig, UPLOAD_CLIENT_CAP_BYTES, UPLOAD_TOTAL_CAP_BYTES } from "./config";

const MIB = 1024 * 1024;

describe("the caps on unclaimed uploads (config)", () => {
  it("default to 64 MiB per client and 1 GiB in all, and take UPLOAD_*_CAP_MIB", () => {
    expect(readConfig({}).uploadCaps).toEqual({
      clientBytes: UPLOAD_CLIENT_CAP_BYTES,
      totalBytes: UPLOAD_TOTAL_CAP_BYTES,
    });
    expect(UPLOAD_CLIENT_CAP_BYTES).toBe(64 * MIB);
    expect(UPLOAD_TOTAL_CAP_BYTES).toBe(1024 * MIB);
    expect(
      readConfig({ UPLOAD_CLIENT_CAP_MIB: "20", UPLOAD_TOTAL_CAP_MIB: "300" }).uploadCaps,
    ).toEqual({ clientBytes: 20 * MIB, totalBytes: 300 * MIB });
  });

  it("refuse a cap that is not a whole number of MiB above 0", () => {
    expect(() => readConfig({ UPLOAD_CLIENT_CAP_MIB: "0" })).toThrow(/UPLOAD_CLIENT_CAP_MIB/);
    expect(() => readConfig({ UPLOAD_TOTAL_CAP_MIB: "1.5" })).toThrow(/UPLOAD_TOTAL_CAP_MIB/);
  });
});
