import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { CharacterCountHint } from './CharacterCountHint'
import * as styles from './Field.css'

type FieldProps = {
  label: ReactNode
  errors?: string[]
  hint?: ReactNode
  hintClassName?: string
  className?: string
}

// Spread after the caller's props, so a control's id and aria attributes are always the shell's
// (Conform's own, from getInputProps, are overridden).
type ControlA11yProps = {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Label, hint and error list around one form control, wired together by ids. */
function FieldShell({
  label,
  errors,
  hint,
  hintClassName,
  className,
  controlId,
  controlClassName,
  renderControl,
}: FieldProps & {
  controlId?: string
  controlClassName?: string
  renderControl: (a11y: ControlA11yProps) => ReactNode
}) {
  const fallbackId = useId()
  const id = controlId ?? fallbackId
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = errors?.length ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {renderControl({
        id,
        className: controlClassName ? `${styles.control} ${controlClassName}` : styles.control,
        'aria-invalid': errorId ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className={hintClassName ? `${styles.hint} ${hintClassName}` : styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorId ? <ErrorList id={errorId} errors={errors} /> : null}
    </div>
  )
}

export function Field({ inputProps, ...field }: FieldProps & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <FieldShell
      {...field}
      controlId={inputProps.id}
      controlClassName={inputProps.className}
      renderControl={(a11y) => <input {...inputProps} {...a11y} />}
    />
  )
}

export function TextareaField({ textareaProps, ...field }: FieldProps & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  return (
    <FieldShell
      {...field}
      controlId={textareaProps.id}
      controlClassName={[styles.textarea, textareaProps.className].filter(Boolean).join(' ')}
      renderControl={(a11y) => <textarea {...textareaProps} {...a11y} />}
    />
  )
}

/** A textarea whose hint names its limit and, with JavaScript, counts what has been typed. */
export function CountedTextareaField({
  max,
  textareaProps,
  ...field
}: Omit<FieldProps, 'hint'> & { max: number; textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const [length, setLength] = useState(String(textareaProps.defaultValue ?? '').length)
  return (
    <TextareaField
      {...field}
      hint={<CharacterCountHint length={length} max={max} />}
      textareaProps={{ ...textareaProps, onChange: (event) => setLength(event.currentTarget.value.length) }}
    />
  )
}

export function SelectField({
  selectProps,
  children,
  ...field
}: FieldProps & { selectProps: SelectHTMLAttributes<HTMLSelectElement>; children: ReactNode }) {
  return (
    <FieldShell
      {...field}
      controlId={selectProps.id}
      controlClassName={selectProps.className}
      renderControl={(a11y) => (
        <select {...selectProps} {...a11y}>
          {children}
        </select>
      )}
    />
  )
}

/** The options of a select over named things (sectors, categories, places): each one's slug, shown by its name. */
export function NamedOptions({ items }: { items: ReadonlyArray<{ slug: string; name: string }> }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.slug} value={item.slug}>
          {item.name}
        </option>
      ))}
    </>
  )
}

/** The options of a select over a list of values, in its order, each shown by its label. */
export function LabelledOptions<Value extends string>({ values, labels }: { values: readonly Value[]; labels: Record<Value, string> }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  )
}

/** A radio group: one fieldset, its legend, the options and one error list. */
export function ChoiceField({
  legend,
  name,
  options,
  defaultValue,
  errors,
  errorId,
  required,
}: {
  legend: ReactNode
  name: string
  options: { value: string; label: ReactNode }[]
  defaultValue?: string
  errors?: string[]
  errorId: string
  required?: boolean
}) {
  const invalid = errors?.length ? true : undefined
  return (
    <fieldset className={styles.fieldset} aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input type="radio" name={name} value={option.value} defaultChecked={defaultValue === option.value} required={required} />
          <span>{option.label}</span>
        </label>
      ))}
      {invalid ? <ErrorList id={errorId} errors={errors} /> : null}
    </fieldset>
  )
}

/** One checkbox with its label beside it (terms acceptance and the like). */
export function CheckboxField({
  label,
  errors,
  inputProps,
}: {
  label: ReactNode
  errors?: string[]
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string }
}) {
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined
  return (
    <div className={styles.root}>
      <label htmlFor={inputProps.id} className={styles.choice}>
        <input {...inputProps} type="checkbox" aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
        <span>{label}</span>
      </label>
      {errorId ? <ErrorList id={errorId} errors={errors} /> : null}
    </div>
  )
}

/** The errors of one field, referenced by the control's aria-describedby. */
export function ErrorList({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <ul id={id} className={styles.errors}>
      {errors?.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}
