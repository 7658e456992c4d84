import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/Button'

/** Why an unverified account cannot write yet, and the button that e-mails the link again (handled by /auth). */
export function VerifyEmailNotice({ message, email }: { message: string; email: string }) {
  return (
    <div role="status">
      <p>{message}</p>
      <Form method="post" action="/auth">
        <input type="hidden" name="intent" value="resend-verification" />
        <input type="hidden" name="email" value={email} />
        <Button type="submit" variant="secondary" size="sm">
          Reenviar el correo de verificación
        </Button>
      </Form>
    </div>
  )
}
