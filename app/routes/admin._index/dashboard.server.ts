import { ADMIN_RECENT_AUDIT_ENTRIES } from '~/constants'
import { recentAuditEntries } from '~/models/audit.server'
import { openQueueCounts } from '~/models/console.server'
import { db } from '~/server/db.server'
import { requireStaff } from '~/server/session.server'

export async function loadDashboard(request: Request) {
  await requireStaff(request)
  return { counts: openQueueCounts(db), recent: recentAuditEntries(db, ADMIN_RECENT_AUDIT_ENTRIES) }
}
