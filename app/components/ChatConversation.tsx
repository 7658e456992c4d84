import { Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { replyParts } from '~/utils/chat'
import { formatClockTime } from '~/utils/format'
import { visuallyHidden } from '~/styles/utilities.css'
import * as styles from './ChatConversation.css'

type ShownMessage = { text: string; createdAt: Date | string | number }
type ChatMessage = ShownMessage & { id: number; isUser: boolean }

/** The assistant's greeting, the kept messages and, while a reply is on its way, the question and a typing indicator. */
export function ChatConversation({
  greeting,
  messages,
  pending,
}: {
  greeting: ShownMessage
  messages: readonly ChatMessage[]
  pending: ShownMessage | null
}) {
  const listRef = useRef<HTMLOListElement>(null)

  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [messages.length, pending?.text])

  return (
    // Focusable, so the conversation scrolls from the keyboard too.
    <ol ref={listRef} className={styles.list} aria-label="Mensajes" tabIndex={0}>
      <MessageItem message={{ ...greeting, isUser: false }} />
      {messages.map((message, index) => (
        <MessageItem key={message.id} message={message} id={index === messages.length - 1 ? 'ultimo-mensaje' : undefined} />
      ))}
      {pending ? (
        <>
          <MessageItem message={{ ...pending, isUser: true }} />
          <li className={`${styles.item} ${styles.assistant}`} aria-live="polite">
            <span className={styles.typing} role="status">
              <span className={visuallyHidden}>El asistente está escribiendo…</span>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.dot} aria-hidden="true" />
            </span>
          </li>
        </>
      ) : null}
    </ol>
  )
}

function MessageItem({ message, id }: { message: ShownMessage & { isUser: boolean }; id?: string }) {
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
      <time className={styles.time} dateTime={createdAt.toISOString()}>
        {formatClockTime(createdAt)}
      </time>
    </li>
  )
}
