import { getFormProps, type SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Pagination } from '~/components/Pagination'
import { Badge } from '~/components/ui/Badge'
import { Card } from '~/components/ui/Card'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { ROLE_LABELS } from '~/constants'
import { type StaffAccountRow } from '~/models/staff-accounts.server'
import * as text from '~/styles/text.css'
import { formatLongDate } from '~/utils/format'
import { searchedListHref } from '~/utils/pagination'
import { PLAN_OFFERS } from '~/utils/plans'
import { useIsPending } from '~/utils/use-is-pending'
import { adminMeta } from '../admin/sections'
import { StaffSearch } from '../admin/StaffSearch'
import { accountAction, loadAccounts } from './account-actions.server'
import { reactivateIntent, suspendIntent } from './forms'
import type { SuspendSchema } from './suspension-schema'
import * as styles from './route.css'
import { useSchemaForm } from '~/utils/use-schema-form'
import { StaffReasonField } from '~/components/StaffReasonField'

const PATH = '/admin/cuentas'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAccounts(request)
}

export function action({ request }: ActionFunctionArgs) {
  return accountAction(request)
}

export default function AccountsPage() {
  const { q, accounts, total, page, pageCount, staffId } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Cuentas</h1>
        <p className={text.lead}>Buscá una cuenta por correo o por nombre de la empresa para suspenderla o reactivarla.</p>
      </header>
      <StaffSearch path={PATH} q={q} label="Buscar por correo o empresa" />
      <p className={styles.muted} role="status">
        {total === 1 ? '1 cuenta' : `${total} cuentas`}
        {q ? ` para «${q}»` : ''}
      </p>
      {accounts.length ? (
        <ul className={styles.list}>
          {accounts.map((account) => (
            <AccountCard key={account.id} account={account} isSelf={account.id === staffId} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{q ? `No encontramos cuentas para «${q}».` : 'Todavía no hay cuentas.'}</p>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => searchedListHref(PATH, { q, page: n })} />
    </div>
  )
}

type AccountView = Omit<StaffAccountRow, 'suspendedAt'> & { suspendedAt: string | Date | null }

function AccountCard({ account, isSelf }: { account: AccountView; isSelf: boolean }) {
  return (
    <Card as="li">
      <h2 className={styles.cardTitle}>{account.email}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>Empresa</dt>
          <dd>{account.businessName}</dd>
        </div>
        <div>
          <dt>Rol</dt>
          <dd>{ROLE_LABELS[account.role]}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{PLAN_OFFERS[account.plan].name}</dd>
        </div>
        <div>
          <dt>Equipo de RedObra</dt>
          <dd>{account.isStaff ? 'Sí' : 'No'}</dd>
        </div>
        <div>
          <dt>Estado</dt>
          <dd>
            {account.suspendedAt ? (
              <>
                <Badge tone="danger">Suspendida</Badge> desde el {formatLongDate(account.suspendedAt)}. Motivo: {account.suspensionReason}
              </>
            ) : (
              <Badge tone="success">Activa</Badge>
            )}
          </dd>
        </div>
      </dl>
      {account.suspendedAt ? null : <PublicPages account={account} />}
      {account.suspendedAt ? <ReactivateForm account={account} /> : <SuspendForm account={account} isSelf={isSelf} />}
    </Card>
  )
}

function PublicPages({ account }: { account: AccountView }) {
  return (
    <ul className={styles.links} aria-label={`Páginas públicas de ${account.businessName}`}>
      {account.role === 'proveedor' ? (
        <li>
          <Link to={`/perfilDeProveedorActivo/${account.profileId}`}>Perfil público</Link>
        </li>
      ) : null}
      {account.listingIds.map((listingId, index) => (
        <li key={listingId}>
          <Link to={`/proveedor/${listingId}`}>Servicio {index + 1}</Link>
        </li>
      ))}
    </ul>
  )
}

function SuspendForm({ account, isSelf }: { account: AccountView; isSelf: boolean }) {
  const actionData = useActionData<{ userId?: number; result?: SubmissionResult<string[]> }>()
  const [form, fields] = useSchemaForm<typeof SuspendSchema>(useLoaderData<typeof loader>().suspendConstraint, {
    id: `suspender-${account.id}`,
    lastResult: actionData?.userId === account.id ? actionData.result : undefined,
  })
  const pending = useIsPending({ fields: { intent: suspendIntent, userId: account.id } })
  if (isSelf) return <p className={styles.muted}>Es tu cuenta: no podés suspenderla.</p>
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <FormAlert title="No pudimos suspender la cuenta" errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={suspendIntent} />
      <input type="hidden" name="userId" value={account.id} />
      <StaffReasonField label="Motivo de la suspensión" field={fields.reason} />
      <StatusButton pending={pending} pendingLabel="Suspendiendo...">
        Suspender
      </StatusButton>
    </Form>
  )
}

function ReactivateForm({ account }: { account: AccountView }) {
  const pending = useIsPending({ fields: { intent: reactivateIntent, userId: account.id } })
  return (
    <Form method="post" className={styles.form}>
      <input type="hidden" name="intent" value={reactivateIntent} />
      <input type="hidden" name="userId" value={account.id} />
      <StatusButton pending={pending} pendingLabel="Reactivando...">
        Reactivar
      </StatusButton>
    </Form>
  )
}

export const meta: MetaFunction = () =>
  adminMeta('Cuentas', 'Buscar cuentas de RedObra por correo o empresa, suspenderlas con un motivo y reactivarlas.')

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
