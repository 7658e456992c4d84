import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import * as z from 'zod'
import { NewPasswordFields } from '~/components/AccountFields'
import { ButtonLink } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import { checkAuthToken, recordTokenAttempt, resetPassword } from '~/models/accounts.server'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '~/server/common-passwords.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { db } from '~/server/db.server'
import { badTokenReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { requireSameOrigin } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { PasswordSchema, textField } from '~/utils/validation'
import * as text from '~/styles/text.css'
import { tokenFromAddress } from './auth/token-link'
import * as styles from './auth.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { useSchemaForm } from '~/utils/use-schema-form'

const ResetPasswordSchema = z
  .object({
    token: textField('El enlace no es válido').max(200, 'El enlace no es válido'),
    password: PasswordSchema,
    confirmPassword: textField('Repetí la contraseña nueva'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Las contraseñas no coinciden',
  })

const INVALID_LINK = 'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Pedí uno nuevo.'

/** A valid reset token, or the refusal (unknown and spent tokens count against the address). */
function checkResetToken(request: Request, token: string) {
  const check = checkAuthToken(db, 'reset-password', token)
  return check.ok ? { check, refusal: null } : { check: null, refusal: badTokenReply(db, request, INVALID_LINK) }
}

export const headers = retryAfterHeaders

export function loader(args: LoaderFunctionArgs) {
  return { ...tokenFromAddress(args), constraint: formConstraint(ResetPasswordSchema) }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const { check, refusal } = checkResetToken(request, String(formData.get('token') ?? ''))
  if (!check) return refusal
  const submission = parseWithZod(formData, {
    schema: ResetPasswordSchema.superRefine((value, ctx) => {
      if (isCommonPassword(value.password)) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: COMMON_PASSWORD_MESSAGE,
        })
      }
    }),
  })
  if (submission.status !== 'success') {
    recordTokenAttempt(db, check.tokenId)
    return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 })
  }
  if (!(await resetPassword(db, check.tokenId, check.userId, submission.value.password))) {
    return data({ message: INVALID_LINK }, { status: 400 })
  }
  return redirectWithToast('/auth', {
    type: 'success',
    title: 'Contraseña actualizada',
    description: 'Iniciá sesión con tu nueva contraseña. Cerramos las demás sesiones de tu cuenta.',
  })
}

export default function ResetPasswordPage() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const invalid = actionData && 'message' in actionData ? actionData.message : null
  const [form, fields] = useSchemaForm<typeof ResetPasswordSchema>(loaderData.constraint, {
    id: 'reset-password',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { token: loaderData.token },
  })
  const pending = useIsPending()

  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Nueva contraseña</h1>
        {invalid ? null : <p className={text.lead}>Elegí una contraseña nueva para tu cuenta.</p>}
      </div>
      {invalid ? (
        <>
          <FormAlert errors={[invalid]} id="reset-invalid" />
          <ButtonLink to="/auth/recuperar">Pedir un enlace nuevo</ButtonLink>
        </>
      ) : (
        <Form method="post" className={`${styles.panel} ${styles.form}`} {...getFormProps(form)}>
          <FormAlert errors={form.errors} id={form.errorId} />
          <input {...getInputProps(fields.token, { type: 'hidden' })} />
          <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} />
          <StatusButton fullWidth pending={pending} pendingLabel="Guardando...">
            Guardar contraseña
          </StatusButton>
        </Form>
      )}
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Nueva contraseña | RedObra' },
  { name: 'description', content: 'Elegí una contraseña nueva para tu cuenta de RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
