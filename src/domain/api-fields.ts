/**
 * Optional fields of the public `/api` bodies: API clients send what they have, so a field they have no
 * value for may be left out or sent as `null`, and both mean "absent". Every optional field of an `/api`
 * body is written with one of these, so the rule and its OpenAPI description (nullable, not required)
 * hold everywhere at once; `src/features/api-docs/openapi.test.ts` checks the document for it.
 */
import { z } from 'zod/mini'

/** An optional field: missing or `null` is `undefined`. */
export function absentable<T extends z.core.$ZodType>(schema: T) {
  return z.optional(
    z.pipe(
      z.nullable(schema),
      z.transform(
        (value: z.output<T> | null) => (value === null ? undefined : value) as z.output<T> | undefined,
      ),
    ),
  )
}

/** An optional field with a default: missing or `null` is `fallback`. */
export function absentableOr<T extends z.core.$ZodType>(schema: T, fallback: z.output<T>) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value: z.output<T> | null | undefined) => (value ?? fallback) as z.output<T>),
  )
}
