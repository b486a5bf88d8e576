// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The seam of src/shared is an ESLint rule (eslint.config.mjs); these lint small in-memory
 * files at real paths with the project's own config, so a rule that stopped firing fails here.
 */
// ESLint finds eslint.config.mjs from the working directory: vitest runs at the repository root.
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-globals")
    .map((m) => m.message);
}

const use = (line: string) => `${line}\nexport const used = [value];\n`;

describe("server/ reads src/ only through src/shared", () => {
  it.each([
    'import { value } from "../../src/content/agency";',
    'import { value } from "../../src/lib/intake/seal";',
    'import { value } from "../src/components/x";',
    'import { value } from "@/lib/forms/envelope";',
  ])("refuses %s", async (line) => {
    const errors = await boundaryErrors("server/api/example.ts", use(line));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("server/ imports from src/ only under src/shared/");
  });

  it.each([
    'import { value } from "../../src/shared/facts";',
    'import { value } from "../src/shared/wire/envelope";',
    'import { value } from "./inbox-access";',
    'import { value } from "fastify";',
  ])("allows %s", async (line) => {
    expect(await boundaryErrors("server/api/example.ts", use(line))).toEqual([]);
  });
});

describe("src/shared is a leaf", () => {
  it.each([
    ["src/shared/example.ts", 'import { value } from "../content/agency";'],
    ["src/shared/example.ts", 'import { value } from "../lib/office-hours";'],
    ["src/shared/example.ts", 'import { value } from "../../server/config";'],
    ["src/shared/wire/example.ts", 'import { value } from "../../lib/forms/npi";'],
    ["src/shared/wire/example.ts", 'import { value } from "../../components/ui/button";'],
    ["src/shared/age/deep/example.ts", 'import { value } from "../../../content/intake";'],
    ["src/shared/example.ts", 'import { value } from "@/content/agency";'],
    ["src/shared/example.ts", 'import { value } from "@/lib/utils";'],
    ["src/shared/example.ts", 'import { useState as value } from "react";'],
    ["src/shared/example.ts", 'import { readFileSync as value } from "node:fs";'],
  ])("%s refuses %s", async (file, line) => {
    const errors = await boundaryErrors(file, use(line));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("src/shared is a leaf");
  });

  it.each([
    ["src/shared/example.ts", 'import { value } from "./facts";'],
    ["src/shared/wire/example.ts", 'import { value } from "../facts";'],
    ["src/shared/wire/example.ts", 'import { value } from "./zod";'],
    ["src/shared/age/deep/example.ts", 'import { value } from "../../placeholder";'],
    ["src/shared/example.ts", 'import { value } from "@/shared/facts";'],
    ["src/shared/example.ts", 'import { armor as value } from "age-encryption";'],
  ])("%s allows %s", async (file, line) => {
    expect(await boundaryErrors(file, use(line))).toEqual([]);
  });

  it("refuses Node's globals (the browser runs these modules too)", async () => {
    const errors = await boundaryErrors(
      "src/shared/example.ts",
      "export const value = Buffer.from(process.env.X ?? '');\n",
    );
    expect(errors).toHaveLength(2);
  });
});
