import { data } from '@remix-run/node'
import { unreadCount } from '~/models/conversations.server'
import { unopenedRequestCount } from '~/models/request-inbox.server'
import { db } from '~/server/db.server'
import { enhancementsHref } from '~/server/enhancements.server'
import { env } from '~/server/env.server'
import { getOptionalUser } from '~/server/session.server'
import { getToast } from '~/server/toast.server'
import type { RootData } from '~/utils/use-root-data'

/*
 * What every page's frame reads: the session's header, the toast, the operator. Apart from
 * root.tsx so that a hydrating page's browser code names one server module, not seven.
 */
export async function loadRoot(request: Request) {
  const [{ toast, headers }, user] = await Promise.all([getToast(request), getOptionalUser(request)])
  const { operator, analytics } = env
  const analyticsScript = analytics && { scriptUrl: analytics.scriptUrl, siteId: analytics.siteId }
  const rootData: RootData = {
    user: user && {
      email: user.email,
      isStaff: user.isStaff,
      unreadConversations: unreadCount(db, user.id),
      unopenedRequests: unopenedRequestCount(db, user.id),
    },
    operator,
  }
  return data({ toast, ...rootData, analytics: analyticsScript, enhancements: enhancementsHref }, { headers: headers ?? undefined })
}
