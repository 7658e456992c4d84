import { visuallyHidden } from '~/styles/utilities.css'
import { honeypotFieldName } from '~/utils/honeypot'

/** A trap for bots on public forms, hidden from sight, from the tab order and from screen readers. */
export function HoneypotField() {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label htmlFor={honeypotFieldName}>No completes este campo</label>
      <input id={honeypotFieldName} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
