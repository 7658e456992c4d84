import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { CountedTextareaField, Field } from '~/components/ui/Field'
import { DOCUMENT_CONTENT_TYPES, MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX } from '~/constants'
import { DOCUMENT_HINT } from '~/utils/documents'

/** The text and the files of a message: the consulta form and the conversation's reply form. */
export function MessageFields<Form extends Record<string, unknown>>({
  body,
  attachments,
  label = 'Tu mensaje',
}: {
  body: FieldMetadata<unknown, Form>
  attachments: FieldMetadata<File[] | undefined, Form>
  label?: string
}) {
  return (
    <>
      <CountedTextareaField
        label={label}
        errors={body.errors}
        max={MESSAGE_MAX}
        textareaProps={{ ...getTextareaProps(body), rows: 5, maxLength: MESSAGE_MAX }}
      />
      {/* After the text: if a file is refused, the text has been read and comes back. */}
      <Field
        label={`Adjuntos (opcional, hasta ${MESSAGE_ATTACHMENTS_MAX})`}
        hint={DOCUMENT_HINT}
        errors={attachments.errors}
        inputProps={{
          ...getInputProps(attachments, { type: 'file' }),
          multiple: true,
          accept: DOCUMENT_CONTENT_TYPES.join(','),
        }}
      />
    </>
  )
}
