import type { ActionFunctionArgs } from '@remix-run/node'
import { listingEventAction } from '~/controllers/listing-events.server'

/** Counting is a write: a page's GET never counts, only this beacon's POST does. */
export function loader() {
  throw new Response('Método no permitido.', { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  return listingEventAction(request)
}
