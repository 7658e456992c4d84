import type { LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { TokenLinkContent } from '~/components/TokenLinkContent'
import * as styles from '../auth.css'

/**
 * The loader of a page an e-mailed link opens: only the token from the address. It is checked
 * (and a bad one counted) when the page's button posts it, never on a GET.
 */
export function tokenFromAddress({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

/** The whole page of a link whose one button is all it does; the action answers `{ message }` when the link fails. */
export function TokenLinkPage(props: Omit<Parameters<typeof TokenLinkContent>[0], 'token' | 'message'>) {
  const { token } = useLoaderData<typeof tokenFromAddress>()
  const actionData = useActionData<{ message?: string }>()
  return (
    <div className={styles.root}>
      <TokenLinkContent token={token} message={actionData?.message} {...props} />
    </div>
  )
}
