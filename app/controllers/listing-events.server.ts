import crypto from 'node:crypto'
import { isbot } from 'isbot'
import * as z from 'zod'
import { LISTING_EVENT_KINDS, LISTING_EVENT_MAX_BYTES, LISTING_EVENT_MAX_LISTINGS } from '~/constants'
import { recordListingEvents } from '~/models/listing-events.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { getClientIp, requireSameOrigin } from '~/server/request.server'
import { sessionSecrets } from '~/server/secrets.server'
import { getUserId } from '~/server/session.server'
import { buenosAiresToday } from '~/utils/verification'

const ListingEventSchema = z.object({
  listing: z.array(z.coerce.number().int().positive()).min(1).max(LISTING_EVENT_MAX_LISTINGS),
  kind: z.enum(LISTING_EVENT_KINDS),
})

/**
 * The viewer (or its address alone) as a keyed hash: the key is derived from the server's secret
 * and the day, so it changes daily and is never stored; neither the address nor the hash of a
 * known address can be read back from the table.
 */
function keyedHash(viewer: string, day: string) {
  const dailyKey = crypto.createHmac('sha256', sessionSecrets[0]!).update(`listing-events:${day}`).digest()
  return crypto.createHmac('sha256', dailyKey).update(viewer).digest('base64url')
}

const noContent = () => new Response(null, { status: 204 })

/**
 * A beacon from a provider's page: a view of its listings, or a click on a phone, WhatsApp or
 * website link. Bots and the owner get the same empty answer as a counted view, and nothing is
 * written; anything malformed gets a 4xx and nothing is written either.
 */
export async function listingEventAction(request: Request) {
  requireSameOrigin(request)
  if (request.method !== 'POST') throw new Response('Método no permitido.', { status: 405, headers: { Allow: 'POST' } })
  const formData = await readFormData(request, LISTING_EVENT_MAX_BYTES, LISTING_EVENT_MAX_LISTINGS + 1)
  const parsed = ListingEventSchema.safeParse({ listing: formData.getAll('listing'), kind: formData.get('kind') })
  if (!parsed.success) throw new Response('Evento inválido.', { status: 400 })
  const userAgent = request.headers.get('User-Agent') ?? ''
  if (!userAgent || isbot(userAgent)) return noContent()
  const userId = await getUserId(request)
  const day = buenosAiresToday()
  const address = getClientIp(request)
  const result = recordListingEvents(db, {
    listingIds: parsed.data.listing,
    kind: parsed.data.kind,
    day,
    viewerHash: keyedHash(userId === null ? `${address} ${userAgent}` : `user:${userId}`, day),
    addressHash: keyedHash(`address:${address}`, day),
    viewerUserId: userId,
  })
  if (result.status === 'notFound') throw new Response('Servicio no encontrado.', { status: 404 })
  return noContent()
}
