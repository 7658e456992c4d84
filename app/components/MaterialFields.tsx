import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { Field, TextareaField } from '~/components/ui/Field'

type MaterialFieldNames = 'title' | 'description' | 'price' | 'location' | 'image'

/**
 * The fields of the publish and edit material forms. The image goes last: if the file is refused,
 * the fields above it have already been read and come back as typed.
 */
export function MaterialFields({
  fields,
  imageHint,
}: {
  fields: { [Name in MaterialFieldNames]: FieldMetadata<unknown> }
  imageHint: string
}) {
  return (
    <>
      <Field label="Título" errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: 'text' })} />
      <TextareaField
        label="Descripción"
        errors={fields.description.errors}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }}
      />
      <Field
        label="Precio"
        hint="En pesos, con hasta 2 decimales: 1234,56 o 1.234,56."
        errors={fields.price.errors}
        inputProps={{ ...getInputProps(fields.price, { type: 'text' }), inputMode: 'decimal', autoComplete: 'off' }}
      />
      <Field
        label="Ubicación"
        hint="Opcional. Por ejemplo: Palermo, CABA."
        errors={fields.location.errors}
        inputProps={getInputProps(fields.location, { type: 'text' })}
      />
      <Field
        label="Imagen"
        hint={imageHint}
        errors={fields.image.errors}
        inputProps={{ ...getInputProps(fields.image, { type: 'file' }), accept: 'image/png,image/jpeg,image/webp' }}
      />
    </>
  )
}
