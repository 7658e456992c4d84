import type { SerializeFrom } from '@remix-run/node'
import * as text from '~/styles/text.css'
import type { loadRecipientView } from './recipient.server'

export function RecipientView({ data }: { data: SerializeFrom<ReturnType<typeof loadRecipientView>> }) {
  return <h1 className={text.pageTitle}>{data.title}</h1>
}
