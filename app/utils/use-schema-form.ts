import { useForm } from '@conform-to/react'
import type * as z from 'zod'

type ConformOptions<Schema extends z.ZodObject> = Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]

/** A form's constraints as its loader sends them: `getZodConstraint` of the schema its action parses. */
export type FormConstraint = NonNullable<ConformOptions<z.ZodObject>['constraint']>

/**
 * A Conform form checked by the Zod schema its action parses. The schema stays on the server: the
 * loader sends its constraints, which the controls carry, and the action's answer puts the Spanish
 * messages next to the fields, the same with JavaScript and without.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  constraint: FormConstraint,
  options: Omit<ConformOptions<Schema>, 'constraint' | 'onValidate' | 'shouldValidate' | 'shouldRevalidate'>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({ ...options, constraint })
}
