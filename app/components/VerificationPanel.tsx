import { Card } from '~/components/ui/Card'
import { StrokeIcon } from '~/components/ui/Icon'
import type { VerificationLine } from '~/utils/verification-lines'
import * as styles from './VerificationPanel.css'

/** 'Qué verificamos': what RedObra checked of a provider, one line per check, as the public may read it. */
export function VerificationPanel({ lines }: { lines: VerificationLine[] }) {
  return (
    <Card as="section" className={styles.root}>
      <h2 id="que-verificamos" className={styles.title}>
        Qué verificamos
      </h2>
      <ul className={styles.list} aria-labelledby="que-verificamos">
        {lines.map((line) => (
          <li key={line.kind} className={line.verified ? styles.verified : styles.unverified}>
            <StrokeIcon size={20} className={styles.icon}>
              <path d={line.verified ? 'M5 12.5l4.5 4.5L19 7.5' : 'M6 12h12'} />
            </StrokeIcon>
            {line.text}
          </li>
        ))}
      </ul>
    </Card>
  )
}
