import { Form, useActionData } from '@remix-run/react'
import { Card } from '~/components/ui/Card'
import { Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES } from '~/constants'
import * as recipes from '~/styles/recipes.css'
import * as text from '~/styles/text.css'
import { counted, formatPhone } from '~/utils/format'
import { useIsPending } from '~/utils/use-is-pending'
import { adminMeta } from '../admin/sections'
import { IMPORT_PATH, checkIntent, importIntent } from './import-form'
import { importAction, importLoader, type DryRun } from './import.server'
import * as styles from './route.css'

export const loader = importLoader
export const action = importAction

export default function ImportListingsPage() {
  const reply = useActionData<typeof action>()
  const pending = useIsPending({ formAction: IMPORT_PATH, state: 'non-idle' })
  return (
    <div className={recipes.stack.lg}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Importar proveedores</h1>
        <p className={text.lead}>
          Subí un CSV en UTF-8, separado por comas o por punto y coma, con el encabezado <code>{IMPORT_COLUMNS.join(', ')}</code>. Primero
          revisamos el archivo sin guardar nada; después lo importás.
        </p>
      </div>
      <Card as="section">
        <Form method="post" action={IMPORT_PATH} encType="multipart/form-data" className={recipes.stack.md}>
          <FormAlert title="No pudimos importar" errors={reply?.formError ? [reply.formError] : undefined} id="importar-error" />
          <input type="hidden" name="intent" value={checkIntent} />
          <Field
            label="Archivo CSV"
            hint={`Hasta ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Los proveedores importados quedan sin reclamar.`}
            errors={reply?.fileError ? [reply.fileError] : undefined}
            inputProps={{ type: 'file', name: 'archivo', accept: '.csv,text/csv', required: true }}
          />
          <StatusButton variant="accent" pending={pending} pendingLabel="Revisando...">
            Revisar archivo
          </StatusButton>
        </Form>
      </Card>
      {reply?.dryRun ? <DryRunReport dryRun={reply.dryRun} pending={pending} /> : null}
    </div>
  )
}

function DryRunReport({ dryRun, pending }: { dryRun: DryRun; pending: boolean }) {
  return (
    <section aria-labelledby="revision" className={recipes.stack.md}>
      <h2 id="revision" className={text.sectionTitle}>
        Revisión de {dryRun.fileName}
      </h2>
      {dryRun.refusal ? (
        <p role="alert" className={styles.problems}>
          {dryRun.refusal}
        </p>
      ) : (
        <p>
          {dryRun.addCount === 1 ? 'Se va a agregar' : 'Se van a agregar'} {counted(dryRun.addCount, 'proveedor', 'proveedores')}.{' '}
          {counted(dryRun.duplicateCount, 'duplicado', 'duplicados')} {dryRun.duplicateCount === 1 ? 'se saltea' : 'se saltean'} y{' '}
          {counted(dryRun.refusedRows, 'fila', 'filas')} {dryRun.refusedRows === 1 ? 'tiene' : 'tienen'} problemas.
        </p>
      )}
      <ListedMessages title="Problemas" messages={dryRun.problems} total={dryRun.problemCount} alert />
      <ListedMessages title="Duplicados que no se importan" messages={dryRun.duplicates} total={dryRun.duplicateCount} />
      {dryRun.candidates.length > 0 ? (
        <>
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <caption className={recipes.note}>
                Lo que se va a agregar
                {dryRun.addCount > dryRun.candidates.length
                  ? ` (las primeras ${dryRun.candidates.length} de ${dryRun.addCount} filas)`
                  : ''}
              </caption>
              <thead>
                <tr>
                  {['Fila', 'Nombre', 'Rubro', 'Localidad', 'Teléfono'].map((heading) => (
                    <th key={heading} scope="col" className={styles.cell}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dryRun.candidates.map((candidate) => (
                  <tr key={candidate.row}>
                    <td className={styles.cell}>{candidate.row}</td>
                    <td className={styles.cell}>{candidate.businessName}</td>
                    <td className={styles.cell}>{candidate.placement}</td>
                    <td className={styles.cell}>
                      {candidate.localidad} ({candidate.zona})
                    </td>
                    <td className={styles.cell}>{formatPhone(candidate.phone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {dryRun.file ? (
            <Form method="post" action={IMPORT_PATH} encType="multipart/form-data">
              <input type="hidden" name="intent" value={importIntent} />
              <input type="hidden" name="file" value={dryRun.file} />
              <input type="hidden" name="fileName" value={dryRun.fileName} />
              <StatusButton variant="accent" pending={pending} pendingLabel="Importando...">
                Importar {counted(dryRun.addCount, 'proveedor', 'proveedores')}
              </StatusButton>
            </Form>
          ) : null}
        </>
      ) : null}
    </section>
  )
}

function ListedMessages({ title, messages, total, alert = false }: { title: string; messages: string[]; total: number; alert?: boolean }) {
  if (total === 0) return null
  return (
    <div className={recipes.stack.xs}>
      <h3>
        {title} ({total})
      </h3>
      <ul className={alert ? styles.problems : undefined}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {total > messages.length ? <p className={recipes.note}>Se muestran los primeros {messages.length}.</p> : null}
    </div>
  )
}

export const meta = () =>
  adminMeta(
    'Importar proveedores',
    'Importá un CSV de proveedores sin reclamar: revisión de cada fila y luego la importación en un solo paso.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
