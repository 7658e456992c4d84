import { useState, type ChangeEvent, type MouseEvent } from 'react'
import { Button } from '~/components/ui/Button'
import { CountedTextareaField, ErrorList, Field, LabelledOptions, SelectField } from '~/components/ui/Field'
import { REQUEST_DESCRIPTION_MAX, REQUEST_ITEM_DESCRIPTION_MAX, REQUEST_ITEMS_MAX, REQUEST_UNIT_LABELS, REQUEST_UNITS } from '~/constants'
import { DOCUMENT_HINT } from '~/utils/documents'
import { formatFileSize } from '~/utils/format'
import {
  addItemIntent,
  ATTACHMENTS_FIELD,
  FILES_NOT_KEPT_MESSAGE,
  ITEM_FIELDS,
  REMOVE_ATTACHMENT_FIELD,
  type RequestFormState,
} from '~/utils/request-form'
import { useHydrated } from '~/utils/use-hydrated'
import * as styles from './RequestFormFields.css'

/* The parts a request is written with, as the new-request form and the edit form both show them. */

/** What a request asks, below its title (and a new one's rubro and zona): description, items, start date. */
export function RequestBodyFields({ state, today }: { state: RequestFormState; today: string }) {
  const { values, errors } = state
  const single = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : ''
  }
  return (
    <>
      <CountedTextareaField
        label="Descripción (opcional)"
        max={REQUEST_DESCRIPTION_MAX}
        errors={errors.description}
        textareaProps={{ name: 'description', defaultValue: single('description'), maxLength: REQUEST_DESCRIPTION_MAX, rows: 4 }}
      />
      <ItemRows state={state} />
      <Field
        label="Fecha deseada de inicio (opcional)"
        errors={errors.startOn}
        inputProps={{ name: 'startOn', type: 'date', defaultValue: single('startOn'), min: today }}
      />
    </>
  )
}

/**
 * The item rows. Without JavaScript 'Agregar ítem' posts the form and it comes back with one more
 * row and everything typed; with it the row is added here.
 */
export function ItemRows({ state }: { state: RequestFormState }) {
  const { values, errors } = state
  const hydrated = useHydrated()
  const [rows, setRows] = useState(state.rows)
  const rowValue = (name: string, row: number) => {
    const value = values[name]
    return Array.isArray(value) ? (value[row] ?? '') : ''
  }
  return (
    <fieldset className={styles.items}>
      <legend className={styles.itemsLegend}>Ítems</legend>
      <p className={styles.note}>Cada ítem con su cantidad (con coma para los decimales, por ejemplo 12,5) y su unidad.</p>
      {Array.from({ length: rows }, (_, row) => (
        <fieldset key={row} className={styles.itemRow} aria-label={`Ítem ${row + 1}`}>
          <Field
            className={styles.itemDescription}
            label={`Ítem ${row + 1}: descripción`}
            errors={errors[`${ITEM_FIELDS.description}[${row}]`]}
            inputProps={{
              name: ITEM_FIELDS.description,
              defaultValue: rowValue(ITEM_FIELDS.description, row),
              maxLength: REQUEST_ITEM_DESCRIPTION_MAX,
              required: row === 0,
            }}
          />
          <Field
            label={`Ítem ${row + 1}: cantidad`}
            errors={errors[`${ITEM_FIELDS.quantity}[${row}]`]}
            inputProps={{
              name: ITEM_FIELDS.quantity,
              defaultValue: rowValue(ITEM_FIELDS.quantity, row),
              inputMode: 'decimal',
              required: row === 0,
            }}
          />
          <SelectField
            label={`Ítem ${row + 1}: unidad`}
            errors={errors[`${ITEM_FIELDS.unit}[${row}]`]}
            selectProps={{ name: ITEM_FIELDS.unit, defaultValue: rowValue(ITEM_FIELDS.unit, row), required: row === 0 }}
          >
            <option value="">Unidad</option>
            <LabelledOptions values={REQUEST_UNITS} labels={REQUEST_UNIT_LABELS} />
          </SelectField>
        </fieldset>
      ))}
      {errors[ITEM_FIELDS.description] ? <ErrorList id="items-error" errors={errors[ITEM_FIELDS.description]} /> : null}
      {rows < REQUEST_ITEMS_MAX ? (
        <div>
          <Button
            type="submit"
            name="intent"
            value={addItemIntent}
            formNoValidate
            variant="secondary"
            size="sm"
            onClick={(event) => {
              if (!hydrated) return
              event.preventDefault()
              setRows(rows + 1)
            }}
          >
            Agregar ítem
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}

/** The files already sent, each with a 'Quitar …' checkbox: taken off when the form is saved. */
export function RemovableAttachments({
  legend,
  attachments,
  removed,
}: {
  legend: string
  attachments: Array<{ documentId: number; name: string }>
  removed: string[]
}) {
  if (attachments.length === 0) return null
  return (
    <fieldset className={styles.attachments}>
      <legend className={styles.itemsLegend}>{legend}</legend>
      {attachments.map((attachment) => (
        <label key={attachment.documentId} className={styles.removable}>
          <input
            type="checkbox"
            name={REMOVE_ATTACHMENT_FIELD}
            value={attachment.documentId}
            defaultChecked={removed.includes(String(attachment.documentId))}
          />
          <span>Quitar {attachment.name}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** The files to attach; with JavaScript each one chosen is listed with its size and a 'Quitar' button. */
export function AttachmentsField({
  label,
  hint,
  errors,
  filesDropped,
}: {
  label: string
  hint: string
  errors?: string[]
  filesDropped: boolean
}) {
  const [chosen, setChosen] = useState<File[]>([])
  const choose = (event: ChangeEvent<HTMLInputElement>) => setChosen(Array.from(event.currentTarget.files ?? []))
  const remove = (event: MouseEvent<HTMLButtonElement>, index: number) => {
    const input = event.currentTarget.form?.elements.namedItem(ATTACHMENTS_FIELD)
    const kept = chosen.filter((_, at) => at !== index)
    const transfer = new DataTransfer()
    for (const file of kept) transfer.items.add(file)
    if (input instanceof HTMLInputElement) input.files = transfer.files
    setChosen(kept)
  }
  return (
    <div>
      <Field
        label={label}
        hint={filesDropped || errors ? `${DOCUMENT_HINT} ${FILES_NOT_KEPT_MESSAGE}` : `${hint} ${DOCUMENT_HINT}`}
        errors={errors}
        inputProps={{
          name: ATTACHMENTS_FIELD,
          type: 'file',
          multiple: true,
          accept: 'application/pdf,image/jpeg,image/png,image/webp',
          onChange: choose,
        }}
      />
      {chosen.length ? (
        <ul className={styles.files} aria-label="Archivos elegidos">
          {chosen.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span>
                {file.name} ({formatFileSize(file.size)})
              </span>
              <Button variant="ghost" size="sm" onClick={(event) => remove(event, index)} aria-label={`Quitar ${file.name}`}>
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
