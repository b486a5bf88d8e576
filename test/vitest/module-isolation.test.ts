import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { needsOwnRegistry, splitByIsolation } from "./module-isolation";

// Built from parts, so that this file's own text does not call for a registry of its own.
const call = (name: string, args = '"@/content/form-messages"') => `vi.${name}(${args})`;

describe("which site test files keep a module registry of their own", () => {
  it("those that replace a module, however they do it", () => {
    for (const name of ["mock", "doMock", "unmock"])
      expect(needsOwnRegistry(call(name))).toBe(true);
    expect(needsOwnRegistry(`beforeEach(() => ${call("resetModules", "")});`)).toBe(true);
    expect(needsOwnRegistry(`${call("mock", "").slice(0, -2)} (\n  "./x")`)).toBe(true);
  });

  it("and those that ask for one in their text, for a module's first state", () => {
    expect(needsOwnRegistry(`// So this file keeps its ${"own module"} registry`)).toBe(true);
  });

  it("not those that only spy, stub or name a mock", () => {
    for (const text of [call("fn", ""), call("spyOn", "window, 'confirm'"), call("mocked", "f")])
      expect(needsOwnRegistry(text)).toBe(false);
    expect(needsOwnRegistry(call("stubGlobal", '"fetch", f'))).toBe(false);
  });

  it("splits the repository's files: a mocking file apart, every other one shared", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const { isolated, shared } = splitByIsolation(root, ["src", "test"]);
    expect(isolated).toContain("src/lib/forms/spanish-messages.test.ts");
    expect(isolated).toContain("src/components/inbox/workspace.test.tsx");
    expect(isolated).toContain("src/components/ui/toast.test.tsx");
    expect(shared).toContain("test/vitest/module-isolation.test.ts");
    expect(shared).toContain("src/components/inbox/keys-view.test.tsx");
    expect(isolated.filter((file) => shared.includes(file))).toEqual([]);
  });
});
