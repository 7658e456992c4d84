import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { AuditTable } from '~/components/AuditTable'
import { Pagination } from '~/components/Pagination'
import { Button } from '~/components/ui/Button'
import { Field, SelectField } from '~/components/ui/Field'
import { AUDIT_ACTIONS, AUDIT_OBJECT_ID_MAX_LENGTH, AUDIT_OBJECT_TYPE_LABELS } from '~/constants'
import * as text from '~/styles/text.css'
import { PAGE_PARAM } from '~/utils/pagination'
import { adminMeta } from '../admin/sections'
import { loadAuditLog } from './audit-log.server'
import { AUDIT_FILTER_PARAMS } from './filter-params'
import * as styles from './route.css'
import { refuseUnlessStaff } from '../admin/staff-only.server'

const PATH = '/admin/registro'

export const loader = ({ request }: LoaderFunctionArgs) => loadAuditLog(request)

export const action = refuseUnlessStaff

export default function AuditLogPage() {
  const { entries, total, page, pageCount, staffMembers, typed, objectIdError } = useLoaderData<typeof loader>()
  const filtered = Object.values(AUDIT_FILTER_PARAMS).some((param) => typed[param])
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(Object.entries(typed).filter(([, value]) => value))
    if (n > 1) params.set(PAGE_PARAM, String(n))
    const query = params.toString()
    return query ? `${PATH}?${query}` : PATH
  }
  return (
    <>
      <h1 className={text.pageTitle}>Registro de acciones</h1>
      <Form method="get" action={PATH} className={styles.filters} aria-label="Filtrar el registro">
        <SelectField label="Miembro del equipo" selectProps={{ name: AUDIT_FILTER_PARAMS.staffUserId, defaultValue: typed.miembro }}>
          <option value="">Todos</option>
          <Options choices={staffMembers.map((member) => [String(member.id), member.email])} />
        </SelectField>
        <SelectField label="Acción" selectProps={{ name: AUDIT_FILTER_PARAMS.action, defaultValue: typed.accion }}>
          <option value="">Todas</option>
          <Options choices={Object.entries(AUDIT_ACTIONS)} />
        </SelectField>
        <SelectField label="Tipo de objeto" selectProps={{ name: AUDIT_FILTER_PARAMS.objectType, defaultValue: typed.tipo }}>
          <option value="">Todos</option>
          <Options choices={Object.entries(AUDIT_OBJECT_TYPE_LABELS)} />
        </SelectField>
        <Field
          label="Número de objeto"
          errors={objectIdError ? [objectIdError] : undefined}
          inputProps={{
            name: AUDIT_FILTER_PARAMS.objectId,
            defaultValue: typed.objeto,
            maxLength: AUDIT_OBJECT_ID_MAX_LENGTH,
            inputMode: 'numeric',
          }}
        />
        <div className={styles.actions}>
          <Button type="submit">Filtrar</Button>
          {filtered ? <Link to={PATH}>Quitar filtros</Link> : null}
        </div>
      </Form>
      <p role="status">{total === 1 ? '1 acción' : `${total.toLocaleString('es-AR')} acciones`}</p>
      {entries.length > 0 ? <AuditTable entries={entries} caption="Acciones del equipo, de la más reciente a la más antigua" /> : null}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  )
}

function Options({ choices }: { choices: readonly (readonly [value: string, label: string])[] }) {
  return choices.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ))
}

export const meta: MetaFunction = () =>
  adminMeta('Registro', 'Cada acción del equipo: quién, qué, sobre qué objeto, con qué motivo y los valores antes y después.')

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
