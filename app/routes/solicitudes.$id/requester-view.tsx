import type { SerializeFrom } from '@remix-run/node'
import * as text from '~/styles/text.css'
import type { loadRequesterView } from './requester.server'

export function RequesterView({ data }: { data: SerializeFrom<ReturnType<typeof loadRequesterView>> }) {
  return <h1 className={text.pageTitle}>{data.title}</h1>
}
