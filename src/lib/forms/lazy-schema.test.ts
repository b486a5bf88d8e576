import { describe, expect, it, vi } from "vitest";
import { lazySchema } from "./lazy-schema";
import { z } from "@/shared/wire/zod";

const schema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, "Name: 2 letters"), z.regex(/^\D*$/, "No digits")),
  age: z.pipe(
    z.string(),
    z.transform((value: string) => Number(value)),
  ),
  address: z.object({ city: z.string().check(z.minLength(1, "City is required")) }),
});

type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const valid: Values = { name: " Rosa ", age: "78", address: { city: "Skokie" } };

describe("lazySchema", () => {
  it("loads the schema once, on first use or preload, and gives the parsed values", async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const { validate, preload } = lazySchema<Values, Output>(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(validate(valid)).resolves.toEqual({
      success: true,
      data: { name: "Rosa", age: 78, address: { city: "Skokie" } },
    });
    await validate({ ...valid, name: "Al" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives each invalid field its first issue's message and code, keyed by its path", async () => {
    const { validate } = lazySchema<Values, Output>(() => Promise.resolve(schema));
    await expect(validate({ ...valid, name: "1", address: { city: "" } })).resolves.toEqual({
      success: false,
      errors: {
        name: { type: "too_small", message: "Name: 2 letters" },
        "address.city": { type: "too_small", message: "City is required" },
      },
    });
  });

  it("tries again after a failed load", async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(schema);
    const { validate } = lazySchema<Values, Output>(load);

    await expect(validate(valid)).rejects.toThrow("offline");
    await expect(validate(valid)).resolves.toMatchObject({ success: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
