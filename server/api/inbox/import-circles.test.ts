import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * No import circle in the server (type imports included): the inbox's route modules take their
 * context from context.ts, never from routes.ts, which registers them. A circle once ran
 * keys.ts -> inbox.ts -> keys.ts; TypeScript allowed it, and a value import would have read an
 * export before it was defined.
 */
const SERVER = path.resolve(import.meta.dirname, "../..");

function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === "node_modules" ? [] : modules(file);
    return file.endsWith(".ts") && !file.endsWith(".test.ts") ? [file] : [];
  });
}

/** The relative imports of each module, resolved to files (`./x` -> x.ts or x/index.ts). */
function importGraph(files: string[]) {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    const targets = [...code.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].flatMap(
      ([, specifier = ""]) => {
        const base = path.resolve(path.dirname(file), specifier);
        return [`${base}.ts`, path.join(base, "index.ts")].filter(existsSync).slice(0, 1);
      },
    );
    graph.set(file, targets);
  }
  return graph;
}

function circles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") {
        const loop = [...trail.slice(trail.indexOf(next)), next];
        found.push(loop.map((f) => path.relative(SERVER, f)).join(" -> "));
      } else if (!state.has(next) && graph.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("the server's imports", () => {
  it("form no circle", () => {
    const graph = importGraph(modules(SERVER));
    expect(graph.size).toBeGreaterThan(50);
    expect(circles(graph)).toEqual([]);
  });

  it("find a circle when there is one (the check itself works)", () => {
    const a = path.join(SERVER, "a.ts");
    const b = path.join(SERVER, "b.ts");
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual(["a.ts -> b.ts -> a.ts"]);
  });
});
