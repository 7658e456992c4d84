import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Badge, type BadgeTone } from '~/components/ui/Badge'
import { Field, SelectField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { DOCUMENT_CONTENT_TYPES, INSURANCE_KINDS, LICENSE_ISSUER_SUGGESTIONS, TAX_CONDITIONS, type VerificationKind } from '~/constants'
import { ZONES, localidadesOf } from '~/zones'
import { DOCUMENT_HINT } from '~/utils/documents'
import { useIsPending } from '~/utils/use-is-pending'
import { VERIFICATION_KIND_LABELS, type CheckState } from '~/utils/verification'
import type { VerificationTabData } from './tab-data.server'
import { tabHref } from './tabs'
import { PROVIDERS_ONLY, verificationIntent, type CheckReply } from './forms'
import * as styles from './route.css'

type Check = NonNullable<VerificationTabData['checks']>[number]
type Sent = NonNullable<Check['sent']>

const STATE_TONES: Record<CheckState, BadgeTone> = {
  'Sin enviar': 'neutral',
  'En revisión': 'warning',
  Aprobada: 'success',
  Rechazada: 'danger',
  Vencida: 'danger',
}

const WHAT_TO_SEND: Record<VerificationKind, string> = {
  cuit: 'Tu CUIT, la razón social y la condición fiscal, como figuran en AFIP.',
  domicilio: 'La dirección del negocio y un documento que la pruebe: una factura de un servicio o la constancia de AFIP.',
  matricula: 'Tu matrícula profesional, quién la otorga y una copia.',
  seguro: 'Tu póliza vigente: el tipo de seguro, la aseguradora, el número, el vencimiento y una copia.',
}

const FORM_ACTION = tabHref('verificacion')

export default function VerificationTab({ checks, reply }: { checks: VerificationTabData['checks']; reply: CheckReply | undefined }) {
  if (!checks) return <p className={styles.empty}>{PROVIDERS_ONLY}</p>
  return (
    <div className={styles.checks}>
      <p className={styles.logoNote}>
        Cada verificación aprobada se muestra en tu perfil público. Los documentos son privados: solo los ve el equipo de RedObra.
      </p>
      {checks.map((check) => (
        <CheckSection key={check.kind} check={check} reply={reply?.kind === check.kind ? reply : undefined} />
      ))}
    </div>
  )
}

function CheckSection({ check, reply }: { check: Check; reply: CheckReply | undefined }) {
  const titleId = `verificacion-${check.kind}`
  return (
    <section aria-labelledby={titleId} className={styles.check}>
      <div className={styles.checkHeader}>
        <h3 id={titleId} className={styles.subTitle}>
          {VERIFICATION_KIND_LABELS[check.kind]}
        </h3>
        <Badge tone={STATE_TONES[check.state]}>{check.state}</Badge>
      </div>
      <p className={styles.rowMeta}>{check.sent ? stateLine(check.state, check.sent) : WHAT_TO_SEND[check.kind]}</p>
      {check.sent?.documentUrl ? (
        <p className={styles.rowMeta}>
          <a href={check.sent.documentUrl}>Ver el documento enviado</a>
        </p>
      ) : null}
      <CheckForm check={check} reply={reply} />
    </section>
  )
}

function stateLine(state: CheckState, sent: Sent) {
  switch (state) {
    case 'En revisión':
      return `Enviada el ${sent.submittedOn}. La estamos revisando.`
    case 'Aprobada':
      return `Aprobada el ${sent.decidedOn}.${sent.expiresOnLabel ? ` Vigente hasta el ${sent.expiresOnLabel}.` : ''}`
    case 'Rechazada':
      return `Rechazada: ${sent.rejectionReason}. Corregí los datos y enviala de nuevo.`
    case 'Vencida':
      return `Venció el ${sent.expiresOnLabel}. Enviá la póliza renovada.`
    case 'Sin enviar':
      return ''
  }
}

function defaultsOf(sent: Sent | null): Record<string, string> {
  if (!sent) return {}
  return Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

function CheckForm({ check, reply }: { check: Check; reply: CheckReply | undefined }) {
  const intent = verificationIntent(check.kind)
  const [form, fields] = useForm<Record<string, string | File | undefined>>({
    id: `form-${intent}`,
    lastResult: reply?.result,
    constraint: check.constraint,
    defaultValue: defaultsOf(check.sent),
  })
  const submitting = useIsPending({ formAction: FORM_ACTION, fields: { intent } })
  const text = (name: string, label: string, extra: { hint?: ReactNode; list?: string; autoComplete?: string } = {}) => {
    const field = fields[name]!
    return (
      <Field
        label={label}
        hint={extra.hint}
        errors={field.errors}
        inputProps={{
          ...getInputProps(field, { type: 'text' }),
          list: extra.list,
          autoComplete: extra.autoComplete ?? 'off',
        }}
      />
    )
  }
  const select = (name: string, label: string, options: readonly string[]) => (
    <SelectField label={label} errors={fields[name]!.errors} selectProps={getSelectProps(fields[name]!)}>
      <option value="">Elegí una opción</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  )

  return (
    <Form
      method="post"
      action={FORM_ACTION}
      encType={check.kind === 'cuit' ? undefined : 'multipart/form-data'}
      className={styles.form}
      preventScrollReset
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={intent} />
      <FormAlert title="Revisá los datos" errors={form.errors} id={form.errorId} />
      {check.kind === 'cuit' ? (
        <>
          {text('cuit', 'CUIT', { hint: 'Los 11 dígitos, con o sin guiones: 20-12345678-6.' })}
          {text('legalName', 'Razón social', { autoComplete: 'organization' })}
          {select('taxCondition', 'Condición fiscal', TAX_CONDITIONS)}
        </>
      ) : check.kind === 'domicilio' ? (
        <>
          {text('streetAddress', 'Dirección', { hint: 'Calle y número.', autoComplete: 'street-address' })}
          <SelectField label="Localidad o barrio" errors={fields.localidad!.errors} selectProps={getSelectProps(fields.localidad!)}>
            <option value="">Elegí una opción</option>
            {ZONES.map((zone) => (
              <optgroup key={zone} label={zone}>
                {localidadesOf(zone).map((localidad) => (
                  <option key={localidad} value={localidad}>
                    {localidad}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        </>
      ) : check.kind === 'matricula' ? (
        <>
          {text('licenseNumber', 'Número de matrícula')}
          {text('licenseIssuer', 'Quién la otorga', { hint: 'Por ejemplo CPAU, CPIC o ENRE.', list: 'matricula-emisores' })}
          <datalist id="matricula-emisores">
            {LICENSE_ISSUER_SUGGESTIONS.map((issuer) => (
              <option key={issuer} value={issuer} />
            ))}
          </datalist>
          {text('licenseTrade', 'Oficio o profesión', { hint: 'Por ejemplo: gasista matriculado, arquitecta.' })}
        </>
      ) : (
        <>
          {select('insuranceKind', 'Tipo de seguro', INSURANCE_KINDS)}
          {text('insurer', 'Aseguradora')}
          {text('policyNumber', 'Número de póliza')}
          <Field label="Vence el" errors={fields.expiresOn!.errors} inputProps={getInputProps(fields.expiresOn!, { type: 'date' })} />
        </>
      )}
      {check.kind === 'cuit' ? null : <DocumentField field={fields.document!} kept={Boolean(check.sent?.documentUrl)} />}
      <div className={styles.actions}>
        <StatusButton variant="accent" pending={submitting} pendingLabel="Enviando...">
          {check.sent ? 'Enviar de nuevo' : 'Enviar a revisión'}
        </StatusButton>
      </div>
    </Form>
  )
}

/** Last in its form: if the file is refused, every field above it has been read and comes back. */
function DocumentField({ field, kept }: { field: FieldMetadata<string | File | undefined>; kept: boolean }) {
  return (
    <Field
      label="Documento"
      hint={`${DOCUMENT_HINT}${kept ? ' Si no elegís uno, queda el que enviaste.' : ''}`}
      errors={field.errors}
      inputProps={{
        ...getInputProps(field, { type: 'file' }),
        accept: DOCUMENT_CONTENT_TYPES.join(','),
        required: !kept,
      }}
    />
  )
}
