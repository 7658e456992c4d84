import { getFormProps } from '@conform-to/react'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { StatusButton } from '~/components/ui/StatusButton'
import { type DocumentContext } from '~/models/staff-documents.server'
import * as text from '~/styles/text.css'
import { staffDocumentUrl } from '~/utils/documents'
import type { StaffDocumentReadSchema as ReadSchema } from '~/utils/validation'
import { adminMeta } from '../admin/sections'
import { loadDocumentSummary } from './document-summary.server'
import * as styles from '../admin.conversaciones_.$id/route.css'
import { useSchemaForm } from '~/utils/use-schema-form'
import { StaffReasonField } from '~/components/StaffReasonField'

/**
 * What the document is and what it belongs to; never its bytes, which only the audited post to
 * /admin/documentos/{id}/abrir sends.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadDocumentSummary(request, params.id)
}

const contextLinks = ({ conversationId, requestId, checkId, claimId }: DocumentContext) =>
  [
    conversationId === null ? null : { label: `Conversación ${conversationId}`, to: `/admin/conversaciones/${conversationId}` },
    requestId === null ? null : { label: `Solicitud ${requestId}`, to: null },
    checkId === null ? null : { label: `Verificación ${checkId}`, to: '/admin/verificaciones' },
    claimId === null ? null : { label: `Reclamo ${claimId}`, to: '/admin/reclamos' },
  ].filter((link) => link !== null)

export default function StaffDocumentPage() {
  const { summary, constraint } = useLoaderData<typeof loader>()
  const [form, fields] = useSchemaForm<typeof ReadSchema>(constraint, {
    id: 'abrir-documento',
  })
  const belongsTo = contextLinks(summary)
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Documento {summary.id}</h1>
        <p className={text.lead}>{summary.originalName}</p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Es parte de</dt>
          <dd>
            {belongsTo.length === 0
              ? 'Nada (documento sin uso)'
              : belongsTo.map((link, index) => (
                  <span key={link.label}>
                    {index > 0 ? ', ' : null}
                    {link.to ? <Link to={link.to}>{link.label}</Link> : link.label}
                  </span>
                ))}
          </dd>
        </div>
      </dl>
      {/* The answer is the file itself: a document submission, not a fetch. */}
      <Form method="post" action={`${staffDocumentUrl(summary.id)}/abrir`} reloadDocument className={styles.form} {...getFormProps(form)}>
        <p>Los documentos son privados de quien los envió. Abrirlos queda en el registro, con el motivo que escribas.</p>
        <StaffReasonField label="Motivo de la lectura" field={fields.reason} />
        <StatusButton pending={false}>Abrir el documento</StatusButton>
      </Form>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Documento ${data.summary.id}` : 'Documento', 'Abrir un documento privado de RedObra, con el motivo en el registro.')

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
