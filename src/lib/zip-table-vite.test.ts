import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import data from "./zip-table-data";
import { zipTable } from "./zip-table";
import { zipTableModule } from "./zip-table-vite";

/**
 * Issue 32: the ZIP check's table rides in its own chunk. The build's plugin must write the
 * very table `zipTable()` encodes, as a string and nothing else (no data set, no code).
 */
describe("zipTableModule", () => {
  it("writes zip-table-data.ts as the encoded table, a string literal alone", async () => {
    const plugin = zipTableModule();
    const load = plugin.load as (id: string) => Promise<string> | null;
    const file = fileURLToPath(new URL("./zip-table-data.ts", import.meta.url));
    const code = await load(`${file}?v=1`);
    expect(code).toBe(`export default ${JSON.stringify(zipTable())};\n`);
    expect(data).toBe(zipTable());
  }, 30_000);

  it("leaves every other module to Vite", () => {
    const load = zipTableModule().load as (id: string) => unknown;
    expect(load(fileURLToPath(new URL("./zip-table.ts", import.meta.url)))).toBeNull();
  });
});
