import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";
import { z } from "./zod";

type Values = { name: string; age: string };

const schema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, "Name: 2 letters"), z.regex(/^\D*$/, "No digits")),
  age: z.pipe(
    z.string(),
    z.transform((value: string) => Number(value)),
  ),
});

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe("lazyResolver", () => {
  it("loads the schema once, on first use or preload, and gives the parsed values", async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const { resolver, preload } = lazyResolver<Values, z.output<typeof schema>>(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(resolver({ name: " Rosa ", age: "78" }, undefined, options)).resolves.toEqual({
      values: { name: "Rosa", age: 78 },
      errors: {},
    });
    await resolver({ name: "Al", age: "1" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives each invalid field its first issue's message and code, and no values", async () => {
    const { resolver } = lazyResolver<Values, z.output<typeof schema>>(() =>
      Promise.resolve(schema),
    );
    await expect(resolver({ name: "1", age: "3" }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { name: { type: "too_small", message: "Name: 2 letters" } },
    });
  });

  it("tries again after a failed load", async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(schema);
    const { resolver } = lazyResolver<Values, z.output<typeof schema>>(load);
    const values = { name: "Rosa", age: "1" };

    await expect(resolver(values, undefined, options)).rejects.toThrow("offline");
    await expect(resolver(values, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
