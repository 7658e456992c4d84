import { getFormProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Pagination } from '~/components/Pagination'
import { Card } from '~/components/ui/Card'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { adminMeta } from '~/routes/admin/sections'
import { StaffSearch } from '~/routes/admin/StaffSearch'
import { searchedListHref } from '~/utils/pagination'
import { formatCuit } from '~/utils/cuit'
import { formatCalendarDay, formatLongDate, formatPhone, websiteLabel } from '~/utils/format'
import { useIsPending } from '~/utils/use-is-pending'
import { VERIFICATION_KIND_LABELS } from '~/utils/verification'
import * as recipes from '~/styles/recipes.css'
import * as text from '~/styles/text.css'
import { staffDocumentUrl } from '~/utils/documents'
import type { CheckDecisionSchema } from './decision-schema'
import { approveIntent, rejectIntent, type DecisionReply } from './forms'
import { decideVerificationAction, loadVerificationQueue } from './verification-queue.server'
import * as styles from './route.css'
import { useSchemaForm } from '~/utils/use-schema-form'
import { StaffReasonField } from '~/components/StaffReasonField'

const PATH = '/admin/verificaciones'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadVerificationQueue(request)
}

export function action({ request }: ActionFunctionArgs) {
  return decideVerificationAction(request)
}

type QueuedCheck = Awaited<ReturnType<typeof loader>>['checks'][number]

export default function VerificationQueuePage() {
  const { checks, total, page, pageCount, q } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  return (
    <section className={recipes.stack.md} aria-labelledby="verificaciones-titulo">
      <header className={text.headingGroup}>
        <h1 id="verificaciones-titulo" className={text.pageTitle}>
          Verificaciones pendientes
        </h1>
        <p className={text.lead} role="status">
          {q
            ? `${total} ${total === 1 ? 'verificación' : 'verificaciones'} para «${q}».`
            : total === 0
              ? 'No hay verificaciones en revisión.'
              : `${total} ${total === 1 ? 'verificación espera' : 'verificaciones esperan'} revisión, de la más antigua a la más nueva.`}
        </p>
      </header>
      <StaffSearch path={PATH} q={q} label="Buscar por proveedor, correo o CUIT" />
      {checks.length > 0 ? (
        <ol className={styles.queue}>
          {checks.map((check) => (
            <li key={check.id}>
              <QueuedCheckCard check={check} reply={reply?.checkId === check.id ? reply : undefined} />
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => searchedListHref(PATH, { q, page: n })} />
    </section>
  )
}

function QueuedCheckCard({ check, reply }: { check: QueuedCheck; reply: DecisionReply | undefined }) {
  const titleId = `verificacion-${check.id}`
  const { profile } = check
  return (
    <Card as="article" className={recipes.stack.sm}>
      <h2 id={titleId} className={text.sectionTitle}>
        {VERIFICATION_KIND_LABELS[check.kind]}: <Link to={`/perfilDeProveedorActivo/${profile.id}`}>{profile.businessName}</Link>
      </h2>
      <p className={recipes.note}>Enviada el {formatLongDate(check.submittedAt)}</p>
      <dl className={styles.facts}>
        {checkFacts(check).map(([term, value]) => (
          <Fact key={term} term={term} value={value} />
        ))}
        <Fact term="Teléfono del perfil" value={profile.phone ? formatPhone(profile.phone) : null} />
        <Fact term="Dirección del perfil" value={profile.address} />
        <Fact term="Sitio web del perfil" value={profile.website ? websiteLabel(profile.website) : null} />
        <Fact
          term="Documento"
          value={
            check.documentId === null ? null : (
              <a href={staffDocumentUrl(check.documentId)} aria-describedby={titleId}>
                Ver documento
              </a>
            )
          }
        />
      </dl>
      <CheckDecisionForm checkId={check.id} reply={reply} />
    </Card>
  )
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{value ?? 'No indicado'}</dd>
    </>
  )
}

/** What the provider sent for this kind of check, as label and value. */
function checkFacts(check: QueuedCheck): [string, string | null][] {
  switch (check.kind) {
    case 'cuit':
      return [
        ['CUIT', check.cuit ? formatCuit(check.cuit) : null],
        ['Razón social', check.legalName],
        ['Condición fiscal', check.taxCondition],
      ]
    case 'domicilio':
      return [
        ['Domicilio', check.streetAddress],
        ['Localidad', check.localidad],
      ]
    case 'matricula':
      return [
        ['Número de matrícula', check.licenseNumber],
        ['Emisor', check.licenseIssuer],
        ['Oficio', check.licenseTrade],
      ]
    case 'seguro':
      return [
        ['Tipo de seguro', check.insuranceKind],
        ['Aseguradora', check.insurer],
        ['Póliza', check.policyNumber],
        ['Vence el', check.expiresOn ? formatCalendarDay(check.expiresOn) : null],
      ]
  }
}

function CheckDecisionForm({ checkId, reply }: { checkId: number; reply: DecisionReply | undefined }) {
  const [form, fields] = useSchemaForm<typeof CheckDecisionSchema>(useLoaderData<typeof loader>().constraint, {
    id: `decision-${checkId}`,
    lastResult: reply?.result,
  })
  const approving = useIsPending({ fields: { checkId, intent: approveIntent } })
  const rejecting = useIsPending({ fields: { checkId, intent: rejectIntent } })
  return (
    <Form method="post" className={recipes.stack.sm} preventScrollReset {...getFormProps(form)}>
      <FormAlert title="No se pudo decidir" errors={form.errors} id={form.errorId} />
      <input type="hidden" name="checkId" value={checkId} />
      <StaffReasonField label="Motivo (obligatorio para rechazar)" field={fields.reason} counted />
      <div className={styles.actions}>
        <StatusButton name="intent" value={approveIntent} pending={approving} pendingLabel="Aprobando...">
          Aprobar
        </StatusButton>
        <StatusButton name="intent" value={rejectIntent} variant="secondary" pending={rejecting} pendingLabel="Rechazando...">
          Rechazar
        </StatusButton>
      </div>
    </Form>
  )
}

export const meta: MetaFunction = () =>
  adminMeta('Verificaciones pendientes', 'La cola de verificaciones en revisión: aprobar o rechazar cada una, con el motivo del rechazo.')

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
