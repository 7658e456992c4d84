import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { Button } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { requireStaff } from '~/server/session.server'
import * as text from '~/styles/text.css'
import { parsePositiveInt } from '~/utils/params'
import { adminMeta } from '../admin/sections'
import { refuseUnlessStaff } from '../admin/staff-only.server'
import * as styles from '../admin.conversaciones_.$id/route.css'

/** Finds a conversation by the number a member gave the team; reading it is the next page's audited post. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  const typed = new URL(request.url).searchParams.get('id')
  const id = parsePositiveInt(typed?.trim())
  if (id !== null) throw redirect(`/admin/conversaciones/${id}`)
  return { invalid: typed !== null }
}

export const action = refuseUnlessStaff

export default function StaffConversationLookupPage() {
  const { invalid } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Conversaciones</h1>
        <p className={text.lead}>Las conversaciones son privadas: abrí una por su número, y leerla queda en el registro con su motivo.</p>
      </header>
      <Form method="get" className={styles.form}>
        <Field
          label="Número de conversación"
          errors={invalid ? ['Escribí el número de la conversación, por ejemplo 12'] : undefined}
          inputProps={{ name: 'id', inputMode: 'numeric', pattern: '[0-9]*', required: true, id: 'conversacion-id' }}
        />
        <Button type="submit">Abrir</Button>
      </Form>
    </div>
  )
}

export const meta: MetaFunction = () =>
  adminMeta('Conversaciones', 'Abrir una conversación de RedObra por su número para leerla con motivo.')

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
