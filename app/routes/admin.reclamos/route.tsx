import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Pagination } from '~/components/Pagination'
import { Card } from '~/components/ui/Card'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { CLAIM_RELATION_LABELS } from '~/constants'
import type { PendingClaim } from '~/models/claims.server'
import * as text from '~/styles/text.css'
import { formatCuit } from '~/utils/cuit'
import { staffDocumentUrl } from '~/utils/documents'
import { formatLongDate, formatPhone } from '~/utils/format'
import { searchedListHref } from '~/utils/pagination'
import { useIsPending } from '~/utils/use-is-pending'
import { adminMeta } from '../admin/sections'
import { StaffSearch } from '../admin/StaffSearch'
import type { RejectClaimSchema } from './claim-decision-schema'
import { approveClaimIntent, CLAIMS_QUEUE_PATH, rejectClaimIntent } from './forms'
import { decideClaimAction, loadClaimsQueue } from './claims-queue.server'
import * as styles from './route.css'
import { useSchemaForm } from '~/utils/use-schema-form'
import { StaffReasonField } from '~/components/StaffReasonField'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadClaimsQueue(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return decideClaimAction(request)
}

export default function ClaimsQueuePage() {
  const { claims, total, page, pageCount, q } = useLoaderData<typeof loader>()
  const here = searchedListHref(CLAIMS_QUEUE_PATH, { q, page })
  const actionData = useActionData<typeof action>()
  return (
    <section className={styles.root} aria-labelledby="reclamos-titulo">
      <div className={text.headingGroup}>
        <h1 id="reclamos-titulo" className={text.pageTitle}>
          Reclamos pendientes
        </h1>
        <p className={text.lead} role="status">
          {q
            ? `${total} ${total === 1 ? 'reclamo' : 'reclamos'} para «${q}».`
            : total === 0
              ? 'No hay reclamos para revisar.'
              : `${total} ${total === 1 ? 'reclamo' : 'reclamos'} para revisar, los más antiguos primero.`}
        </p>
      </div>
      <StaffSearch path={CLAIMS_QUEUE_PATH} q={q} label="Buscar por perfil, reclamante, correo o CUIT" />
      {claims.length > 0 ? (
        <ol className={styles.list}>
          {claims.map((claim) => (
            <li key={claim.id}>
              <ClaimCard claim={claim} formAction={here} lastResult={actionData?.claimId === claim.id ? actionData.result : undefined} />
            </li>
          ))}
        </ol>
      ) : null}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => searchedListHref(CLAIMS_QUEUE_PATH, { q, page: n })} />
    </section>
  )
}

function ClaimCard({
  claim,
  formAction,
  lastResult,
}: {
  claim: PendingClaim
  formAction: string
  lastResult: NonNullable<ReturnType<typeof useActionData<typeof action>>>['result'] | undefined
}) {
  const approving = useIsPending({ formAction, fields: { intent: approveClaimIntent, claimId: claim.id } })
  const rejecting = useIsPending({ formAction, fields: { intent: rejectClaimIntent, claimId: claim.id } })
  const [form, fields] = useSchemaForm<typeof RejectClaimSchema>(useLoaderData<typeof loader>().constraint, {
    id: `rechazar-${claim.id}`,
    lastResult,
  })
  const { listing, claimant } = claim
  return (
    <article aria-labelledby={`reclamo-${claim.id}`}>
      <Card>
        <h2 id={`reclamo-${claim.id}`} className={styles.title}>
          <Link to={`/proveedor/${listing.id}`}>{listing.businessName}</Link>
        </h2>
        <p className={styles.note}>Recibido el {formatLongDate(claim.createdAt)}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Teléfono del perfil</dt>
            <dd>{listing.phone ? formatPhone(listing.phone) : 'Sin teléfono'}</dd>
          </div>
          <div>
            <dt>Dirección del perfil</dt>
            <dd>{[listing.address, listing.localidad].filter(Boolean).join(', ')}</dd>
          </div>
          <div>
            <dt>Reclamante</dt>
            <dd>
              {claimant.businessName} ({claimant.email})
            </dd>
          </div>
          <div>
            <dt>Relación</dt>
            <dd>{CLAIM_RELATION_LABELS[claim.relation]}</dd>
          </div>
          <div>
            <dt>CUIT</dt>
            <dd>{formatCuit(claim.cuit)}</dd>
          </div>
          <div>
            <dt>Contacto indicado</dt>
            <dd>
              {claim.contactProof ?? 'Ninguno'}{' '}
              <strong>{claim.contactMatches ? '(coincide con el perfil)' : '(no coincide con el perfil)'}</strong>
            </dd>
          </div>
          {claim.documentId === null ? null : (
            <div>
              <dt>Documento</dt>
              <dd>
                <a href={staffDocumentUrl(claim.documentId)}>Ver documento</a>
              </dd>
            </div>
          )}
          {claim.message ? (
            <div>
              <dt>Mensaje</dt>
              <dd className={styles.message}>{claim.message}</dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.decisions}>
          <Form method="post" action={formAction}>
            <input type="hidden" name="intent" value={approveClaimIntent} />
            <input type="hidden" name="claimId" value={claim.id} />
            <StatusButton variant="primary" pending={approving} pendingLabel="Aprobando...">
              Aprobar
            </StatusButton>
          </Form>
          <Form method="post" action={formAction} className={styles.rejectForm} {...getFormProps(form)}>
            <FormAlert errors={form.errors} id={form.errorId} />
            <input type="hidden" name="intent" value={rejectClaimIntent} />
            <input type="hidden" name="claimId" value={claim.id} />
            <StaffReasonField label="Motivo del rechazo" field={fields.reason} counted />
            <StatusButton variant="ghost" pending={rejecting} pendingLabel="Rechazando...">
              Rechazar
            </StatusButton>
          </Form>
        </div>
      </Card>
    </article>
  )
}

export const meta: MetaFunction = () => adminMeta('Reclamos pendientes', 'Los reclamos de perfiles sin dueño, para aprobar o rechazar.')

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
