import { useRouteLoaderData } from '@remix-run/react'
import type { Operator } from '~/site'

/** What the root loader gives every page, besides its toast and analytics. */
export type RootData = {
  /** The header's news: conversations with unread messages, requests received and not opened yet. */
  user: { email: string; isStaff: boolean; unreadConversations: number; unopenedRequests: number } | null
  operator: Operator
}

const useRootData = () => useRouteLoaderData<RootData>('root')

/** Who runs the site, from the server's configuration (the root loader gives it to every page). */
export function useOperator(): Operator {
  const operator = useRootData()?.operator
  if (!operator) throw new Error('The root loader did not answer: no operator to show')
  return operator
}

export function useOptionalUser() {
  return useRootData()?.user ?? null
}
