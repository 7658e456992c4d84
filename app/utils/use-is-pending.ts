import { useFormAction, useNavigation, type FetcherWithComponents } from '@remix-run/react'

type Busy = 'submitting' | 'non-idle'

/**
 * Whether the form this describes is being sent: its fetcher, or the page's navigation when it
 * posts to `formAction` (by default the route's own) with these hidden `fields`, such as its
 * intent. Other forms of the page do not count. `'non-idle'` also counts the reload after it.
 */
export function useIsPending({
  formAction,
  fields = {},
  fetcher,
  state = 'submitting',
}: {
  formAction?: string
  fields?: Record<string, string | number>
  fetcher?: Pick<FetcherWithComponents<unknown>, 'state'>
  state?: Busy
} = {}) {
  const navigation = useNavigation()
  const routeAction = useFormAction()
  const { state: current } = fetcher ?? navigation
  const busy = state === 'submitting' ? current === 'submitting' : current !== 'idle'
  if (!busy || fetcher) return busy
  return (
    navigation.formMethod === 'POST' &&
    navigation.formAction === (formAction ?? routeAction) &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === String(value))
  )
}
