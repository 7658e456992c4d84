import { useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type * as z from 'zod'

type SchemaFormOptions<Schema extends z.ZodObject> = Omit<
  Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0],
  'constraint' | 'onValidate'
>

/**
 * A Conform form checked by the Zod schema its action parses: the controls carry the schema's
 * constraints, and with JavaScript the browser runs the schema itself before posting.
 */
export function useSchemaForm<Schema extends z.ZodObject>(schema: Schema, options: SchemaFormOptions<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
}
