import { Form } from '@remix-run/react'
import { ButtonLink } from '~/components/ui/Button'
import * as text from '~/styles/text.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'

/**
 * The page an e-mailed link opens: the link itself changes nothing (mail scanners prefetch it);
 * its one button posts the token. After the post, `message` says what happened. The route sets the
 * page around it.
 */
export function TokenLinkContent({
  token,
  message,
  title,
  intro,
  submitLabel,
  pendingLabel,
  next,
}: {
  token: string
  message?: string
  title: string
  intro: string
  submitLabel: string
  pendingLabel: string
  next: { to: string; label: string }
}) {
  const pending = useIsPending({ state: 'non-idle' })
  return (
    <>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>{title}</h1>
        {message ? (
          <p className={text.lead} role="alert">
            {message}
          </p>
        ) : (
          <p className={text.lead}>{intro}</p>
        )}
      </div>
      {message ? (
        <ButtonLink to={next.to}>{next.label}</ButtonLink>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <StatusButton fullWidth pending={pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </StatusButton>
        </Form>
      )}
    </>
  )
}
