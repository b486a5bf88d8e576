import type { FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { $ZodType } from "zod/v4/core";
import { z } from "../../../src/shared/wire/zod";

/**
 * The inbox's routes declare the shared zod (zod/mini) schemas of src/shared/wire as their
 * `schema: { body, querystring }`; this scope compiles them with fastify-type-provider-zod
 * (zod's own `safeParse`) instead of Ajv. The public API's JSON-schema routes are outside this
 * scope and keep Ajv. A missing body is validated as `{}` (a POST with no body and an empty
 * object are the same request, as before the schemas moved onto the routes).
 */
export function compileWithZod(app: FastifyInstance) {
  app.setValidatorCompiler<$ZodType>((route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => validate(data ?? {});
  });
  app.setSerializerCompiler(serializerCompiler);
}

export type ValidationProblem = {
  error: "bad_request";
  message: string;
  issues: { path: string; message: string }[];
};

/**
 * The 400 answer to a request a route's zod schema refused: the first issue's message and
 * every issue with its dotted path (`memberKey.recipient`), the inbox's shape since its first
 * release. Undefined for any other error (an Ajv failure on a public route included).
 */
export function validationProblem(error: unknown): ValidationProblem | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const issues = error.validation.map((issue) => ({
    // "/memberKey/recipient" -> "memberKey.recipient"; "/" (the whole value) -> "".
    path: issue.instancePath.split("/").slice(1).join("."),
    message: issue.message ?? "",
  }));
  return {
    error: "bad_request",
    message: issues[0]?.message ?? "The request could not be read.",
    issues,
  };
}

/*
 * Path parameters, for their type on a typed route: any string passes, as before (a reference
 * or id that is not one answers 404 from the route, not 400).
 */
export const referenceParams = z.object({ reference: z.string() });
export const idParams = z.object({ id: z.string() });
