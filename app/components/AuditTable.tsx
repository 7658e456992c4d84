import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPE_LABELS } from '~/constants'
import { formatDateTime } from '~/utils/format'
import { visuallyHidden } from '~/styles/utilities.css'
import * as styles from './AuditTable.css'

export type AuditEntry = {
  id: number
  createdAt: Date | string
  staffEmail: string
  action: string
  objectType: string
  objectId: string
  /** Who or what the object is, when it still exists: 'CUIT de Techos Ramírez'. */
  objectName: string | null
  reason: string | null
  before: string | null
  after: string | null
}

const labelOf = <T extends Record<string, string>>(labels: T, key: string) => (Object.hasOwn(labels, key) ? labels[key] : key)

/** The stored JSON, indented; shown as text, so nothing in it can become markup. */
function prettyJson(json: string) {
  try {
    return JSON.stringify(JSON.parse(json), null, 2)
  } catch {
    return json
  }
}

export function AuditTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Cuándo</th>
            <th scope="col">Quién</th>
            <th scope="col">Acción</th>
            <th scope="col">Objeto</th>
            <th scope="col">Motivo</th>
            <th scope="col">Valores</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.nowrap}>
                <time dateTime={new Date(entry.createdAt).toISOString()}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td translate="no">{entry.staffEmail}</td>
              <td>{labelOf(AUDIT_ACTIONS, entry.action)}</td>
              <td>
                <span className={styles.nowrap}>
                  {labelOf(AUDIT_OBJECT_TYPE_LABELS, entry.objectType)} {entry.objectId}
                </span>
                {entry.objectName ? (
                  <>
                    <br />
                    <span className={styles.objectName}>{entry.objectName}</span>
                  </>
                ) : null}
              </td>
              <td>{entry.reason ?? '—'}</td>
              <td>{entry.before || entry.after ? <ChangedValues entry={entry} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ChangedValues({ entry }: { entry: AuditEntry }) {
  return (
    <details>
      <summary>Antes y después</summary>
      <p>Antes:</p>
      <pre className={styles.values}>{entry.before ? prettyJson(entry.before) : '—'}</pre>
      <p>Después:</p>
      <pre className={styles.values}>{entry.after ? prettyJson(entry.after) : '—'}</pre>
    </details>
  )
}
