import { splitLinks } from '~/utils/message-text'
import * as styles from './Messages.css'

/** A message as written: text stays text, and each web address becomes a link showing that address. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className={styles.body}>
      {splitLinks(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} rel="nofollow noopener ugc">
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}
