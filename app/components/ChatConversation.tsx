import { Form, Link } from '@remix-run/react'
import { Fragment } from 'react'
import type { RequestUnit } from '~/constants'
import { Button } from '~/components/ui/Button'
import { replyParts } from '~/utils/chat'
import { formatClockTime, formatQuantityInput } from '~/utils/format'
import { ITEM_FIELDS, NEW_REQUEST_PATH, prefillIntent } from '~/utils/request-links'
import * as styles from './ChatConversation.css'

type ShownMessage = { text: string; createdAt: Date | string | number }
type EstimateLine = { description: string; quantityHundredths: number; unit: RequestUnit }
type Trade = { sector: string; subsector: string }
type ChatMessage = ShownMessage & { id: number; isUser: boolean; estimateLines?: readonly EstimateLine[]; estimateTrade?: Trade | null }

/**
 * The assistant's greeting and the kept messages; the newest is `#ultimo-mensaje`, where the page
 * lands after each question.
 */
export function ChatConversation({ greeting, messages }: { greeting: ShownMessage; messages: readonly ChatMessage[] }) {
  return (
    // Focusable, so the conversation scrolls from the keyboard too.
    <ol className={styles.list} aria-label="Mensajes" tabIndex={0}>
      <MessageItem message={{ ...greeting, isUser: false }} />
      {messages.map((message, index) => (
        <MessageItem key={message.id} message={message} id={index === messages.length - 1 ? 'ultimo-mensaje' : undefined} />
      ))}
    </ol>
  )
}

function MessageItem({
  message,
  id,
}: {
  message: ShownMessage & { isUser: boolean; estimateLines?: readonly EstimateLine[]; estimateTrade?: Trade | null }
  id?: string
}) {
  const createdAt = new Date(message.createdAt)
  return (
    <li id={id} className={`${styles.item} ${message.isUser ? styles.user : styles.assistant}`}>
      <p className={styles.author}>{message.isUser ? 'Vos' : 'Asistente RedObra'}</p>
      <p className={styles.text}>
        {message.isUser
          ? message.text
          : replyParts(message.text).map((part, index) =>
              'href' in part ? (
                <Link key={index} to={part.href} className={styles.link}>
                  {part.text}
                </Link>
              ) : (
                part.text
              ),
            )}
      </p>
      {message.estimateLines?.length ? <RequestWithEstimate lines={message.estimateLines} trade={message.estimateTrade ?? null} /> : null}
      <time className={styles.time} dateTime={createdAt.toISOString()}>
        {formatClockTime(createdAt)}
      </time>
    </li>
  )
}

/**
 * Opens the request form filled with the estimate's lines and the trade that does the work; the
 * form posts back nothing until the builder sends it.
 */
function RequestWithEstimate({ lines, trade }: { lines: readonly EstimateLine[]; trade: Trade | null }) {
  return (
    <Form method="post" action={NEW_REQUEST_PATH} className={styles.requestForm}>
      {trade ? (
        <>
          <input type="hidden" name="sector" value={trade.sector} />
          <input type="hidden" name="subsector" value={trade.subsector} />
        </>
      ) : null}
      {lines.map((line, index) => (
        <Fragment key={index}>
          <input type="hidden" name={ITEM_FIELDS.description} value={line.description} />
          <input type="hidden" name={ITEM_FIELDS.quantity} value={formatQuantityInput(line.quantityHundredths)} />
          <input type="hidden" name={ITEM_FIELDS.unit} value={line.unit} />
        </Fragment>
      ))}
      <Button type="submit" name="intent" value={prefillIntent} variant="secondary" size="sm">
        Pedir presupuesto con este cómputo
      </Button>
    </Form>
  )
}
