import type { LoaderFunctionArgs } from '@remix-run/node'
import { statsCsv } from '~/controllers/provider-stats.server'
import { requirePremium } from '~/server/session.server'
import { notFound } from '~/utils/responses'

/** The premium provider's own weekly figures, as a file a spreadsheet opens. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePremium(request)
  if (user.role !== 'proveedor') notFound()
  return new Response(statsCsv(user, new URL(request.url)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="estadisticas-redobra.csv"',
      'Cache-Control': 'private, no-store',
    },
  })
}
