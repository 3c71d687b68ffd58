import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "@/lib/zod";

/**
 * The API's own schema as a form resolver, for forms whose text inputs need a step before it:
 * an empty optional field is "" in the form but absent (or null) in the API.
 */
export function apiSchemaResolver<Values extends FieldValues, Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  toInput: (values: Values) => z.input<Schema>,
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  return (values, context, options) => resolve(toInput(values), context, options as never) as never;
}
