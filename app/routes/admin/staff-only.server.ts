import { requireStaff } from '~/server/session.server'

/**
 * The action of a console page that takes no posts. Without it a post would answer 405 to
 * anyone and so reveal the page; this way it is the same 404 as any other request from outside.
 */
export async function refuseUnlessStaff({ request }: { request: Request }): Promise<never> {
  await requireStaff(request)
  throw new Response('Esta página no recibe formularios.', { status: 405 })
}
