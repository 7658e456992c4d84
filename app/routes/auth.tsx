import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { z } from 'zod'
import { EmailField, PasswordField } from '~/components/AccountFields'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { HoneypotField } from '~/components/HoneypotField'
import { Button, ButtonLink } from '~/components/ui/Button'
import { CheckboxField, ChoiceField, Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { EMAIL_VERIFICATION_TTL_MS } from '~/constants'
import {
  createAccount,
  createAuthToken,
  EmailTakenError,
  findUserByEmail,
} from '~/models/accounts.server'
import { authenticator, refusedSignInMessage, SignInError } from '~/controllers/auth.server'
import { isCommonPassword } from '~/server/common-passwords.server'
import { db } from '~/server/db.server'
import { sendEmail } from '~/server/email.server'
import { verificationEmail } from '~/server/emails.server'
import { env } from '~/server/env.server'
import { readFormData } from '~/server/forms.server'
import { checkHoneypot } from '~/server/honeypot.server'
import { rateLimitReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { getClientIp, requireSameOrigin } from '~/server/request.server'
import { createSession, requireAnonymous } from '~/server/session.server'
import { createToastHeaders, redirectWithToast } from '~/server/toast.server'
import {
  BusinessNameSchema,
  CurrentPasswordSchema,
  EmailSchema,
  PasswordSchema,
  RedirectToSchema,
  RoleSchema,
} from '~/utils/validation'
import * as text from '~/styles/text.css'
import * as styles from './auth.css'

export const loginIntent = 'login'
export const signUpIntent = 'signup'
export const resendIntent = 'resend-verification'

const LoginSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  redirectTo: RedirectToSchema,
})

const SignUpSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  businessName: BusinessNameSchema,
  userRole: RoleSchema,
  acceptTerms: z
    .boolean({ error: 'Tenés que aceptar los términos y condiciones' })
    .refine((accepted) => accepted, 'Tenés que aceptar los términos y condiciones'),
})

const ResendSchema = z.object({ email: EmailSchema })

type ActionResult = {
  intent: string
  result: SubmissionResult<string[]>
  unverifiedEmail?: string
}

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request.clone())
  switch (formData.get('intent')) {
    case loginIntent:
      return signIn(request, formData)
    case signUpIntent:
      return signUp(request, formData)
    case resendIntent:
      return resendVerification(request, formData)
    default:
      throw new Response('Acción desconocida', { status: 400 })
  }
}

async function signIn(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data<ActionResult>({ intent: loginIntent, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const limited = rateLimitReply(db, 'signInPerIp', getClientIp(request))
  if (limited) {
    return data<ActionResult>(
      { intent: loginIntent, result: submission.reply({ formErrors: [limited.message], hideFields: ['password'] }) },
      { status: 429, headers: limited.headers },
    )
  }
  try {
    const userId = await authenticator.authenticate('form', request)
    const headers = await createToastHeaders({
      type: 'success',
      title: '¡Bienvenido!',
      description: 'Has iniciado sesión correctamente.',
    })
    headers.append('Set-Cookie', await createSession(userId))
    return redirect(safeRedirect(submission.value.redirectTo), { headers })
  } catch (error) {
    if (!(error instanceof SignInError)) throw error
    const { failure } = error
    const message =
      failure.reason === 'invalid'
        ? 'Correo electrónico o contraseña incorrectos.'
        : failure.reason === 'unverified'
          ? 'Tenés que verificar tu correo electrónico antes de iniciar sesión. Revisá tu bandeja de entrada o pedí un nuevo enlace.'
          : refusedSignInMessage({ status: failure.reason, retryAfterSeconds: failure.retryAfterSeconds })
    return data<ActionResult>(
      {
        intent: loginIntent,
        result: submission.reply({ formErrors: [message], hideFields: ['password'] }),
        unverifiedEmail: failure.reason === 'unverified' ? failure.email : undefined,
      },
      failure.reason === 'locked' || failure.reason === 'busy'
        ? { status: failure.reason === 'busy' ? 503 : 429, headers: { 'Retry-After': String(failure.retryAfterSeconds) } }
        : { status: 400 },
    )
  }
}

async function signUp(request: Request, formData: FormData) {
  checkHoneypot(formData)
  const limited = rateLimitReply(db, 'signUpPerIp', getClientIp(request))
  const submission = await parseWithZod(formData, {
    async: true,
    schema: SignUpSchema.superRefine((value, ctx) => {
      if (isCommonPassword(value.password) || value.password.toLowerCase() === value.email) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message:
            'Esa contraseña es de las más usadas y fácil de adivinar. Elegí otra: una frase de varias palabras es segura y fácil de recordar.',
        })
      }
    }),
  })
  if (submission.status !== 'success') {
    return data<ActionResult>({ intent: signUpIntent, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  if (limited) {
    return data<ActionResult>(
      { intent: signUpIntent, result: submission.reply({ formErrors: [limited.message], hideFields: ['password'] }) },
      { status: 429, headers: limited.headers },
    )
  }
  const { email, password, businessName, userRole } = submission.value
  try {
    const user = await createAccount(db, { email, password, businessName, role: userRole })
    await sendVerificationEmail(user.id, email)
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error
    return data<ActionResult>(
      {
        intent: signUpIntent,
        result: submission.reply({
          formErrors: ['No pudimos crear la cuenta con ese correo electrónico.'],
          fieldErrors: { email: ['Ese correo electrónico ya está registrado. Iniciá sesión o restablecé tu contraseña.'] },
          hideFields: ['password'],
        }),
      },
      { status: 400 },
    )
  }
  return redirectWithToast('/auth', {
    type: 'success',
    title: '¡Registro exitoso!',
    description: 'Por favor verifica tu email para activar tu cuenta.',
  })
}

async function sendVerificationEmail(userId: number, email: string) {
  const token = createAuthToken(db, userId, 'verify-email', EMAIL_VERIFICATION_TTL_MS)
  const url = `${env.appUrl}/auth/verificar?${new URLSearchParams({ token })}`
  await sendEmail({ to: email, ...verificationEmail({ url }) })
}

async function resendVerification(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ResendSchema })
  if (submission.status !== 'success') {
    return data<ActionResult>({ intent: resendIntent, result: submission.reply() }, { status: 400 })
  }
  const { email } = submission.value
  const limited =
    rateLimitReply(db, 'verificationResendPerIp', getClientIp(request)) ??
    rateLimitReply(db, 'verificationResendPerAccount', email)
  if (limited) {
    return data<ActionResult>(
      { intent: resendIntent, result: submission.reply({ formErrors: [limited.message] }) },
      { status: 429, headers: limited.headers },
    )
  }
  const user = findUserByEmail(db, email)
  if (user && !user.emailVerifiedAt) {
    await sendVerificationEmail(user.id, email)
  }
  // The same answer whether or not the account exists.
  return redirectWithToast('/auth', {
    type: 'info',
    title: 'Revisá tu correo',
    description: 'Si la cuenta existe y falta verificarla, te enviamos un nuevo enlace.',
  })
}

export default function AuthPage() {
  useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const registering = searchParams.get('register') === 'true'
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const loginHref = redirectTo ? `/auth?${new URLSearchParams({ redirectTo })}` : '/auth'

  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>{registering ? 'Creá tu cuenta' : 'Ingresá a RedObra'}</h1>
        <p className={text.lead}>
          {registering
            ? 'Registrate gratis para contactar proveedores, guardar favoritos y publicar.'
            : 'Iniciá sesión para contactar proveedores, dejar reseñas y publicar.'}
        </p>
      </div>
      <nav aria-label="Acceso" className={styles.tabs}>
        <Link to={loginHref} className={styles.tab} aria-current={registering ? undefined : 'page'}>
          Iniciar Sesión
        </Link>
        <Link to="/auth?register=true" className={styles.tab} aria-current={registering ? 'page' : undefined}>
          Registrarse
        </Link>
      </nav>
      <div className={styles.panel}>{registering ? <SignUpForm /> : <LoginForm redirectTo={redirectTo} />}</div>
      <p className={styles.footer}>
        Al registrarte aceptás los <Link to="/terminosycondiciones">términos y condiciones</Link>.
      </p>
      <ButtonLink to="/" variant="ghost">
        Volver al inicio
      </ButtonLink>
    </div>
  )
}

function useActionResult(intent: string) {
  const actionData = useActionData<typeof action>()
  return actionData && 'intent' in actionData && actionData.intent === intent ? actionData : undefined
}

function useSubmitting(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}


function LoginForm({ redirectTo }: { redirectTo: string }) {
  const actionData = useActionResult(loginIntent)
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    constraint: getZodConstraint(LoginSchema),
    defaultValue: { redirectTo },
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  const submitting = useSubmitting(loginIntent)

  return (
    <>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <FormAlert title="Error al iniciar sesión" errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value={loginIntent} />
        <input {...getInputProps(fields.redirectTo, { type: 'hidden' })} />
        <EmailField meta={fields.email} />
        <PasswordField meta={fields.password} label="Contraseña" autoComplete="current-password" />
        <Button type="submit" fullWidth disabled={submitting}>
          {submitting ? 'Ingresando...' : 'Iniciar Sesión'}
        </Button>
        <Link to="/auth/recuperar" className={styles.secondaryLink}>
          ¿Olvidaste tu contraseña?
        </Link>
      </Form>
      {actionData?.unverifiedEmail ? <ResendVerificationForm email={actionData.unverifiedEmail} /> : null}
    </>
  )
}

function ResendVerificationForm({ email }: { email: string }) {
  const submitting = useSubmitting(resendIntent)
  return (
    <Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value={resendIntent} />
      <input type="hidden" name="email" value={email} />
      <Button type="submit" variant="secondary" disabled={submitting}>
        {submitting ? 'Enviando...' : 'Reenviar el correo de verificación'}
      </Button>
    </Form>
  )
}

function SignUpForm() {
  const actionData = useActionResult(signUpIntent)
  const [form, fields] = useForm({
    id: 'signup',
    lastResult: actionData?.result,
    constraint: getZodConstraint(SignUpSchema),
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignUpSchema }),
  })
  const submitting = useSubmitting(signUpIntent)

  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <FormAlert title="Error al registrarse" errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={signUpIntent} />
      <HoneypotField />
      <EmailField meta={fields.email} />
      <PasswordField
        meta={fields.password}
        label="Contraseña"
        autoComplete="new-password"
        hint="Al menos 8 caracteres. Evitá las contraseñas comunes; una frase de varias palabras es ideal."
      />
      <Field
        label="Nombre de la empresa o tu nombre"
        errors={fields.businessName.errors}
        inputProps={{
          ...getInputProps(fields.businessName, { type: 'text', ariaAttributes: false }),
          autoComplete: 'organization',
        }}
      />
      <ChoiceField
        legend="¿Cómo vas a usar RedObra?"
        name={fields.userRole.name}
        defaultValue={fields.userRole.initialValue as string | undefined}
        errors={fields.userRole.errors}
        errorId={fields.userRole.errorId}
        required
        options={[
          { value: 'constructor', label: 'Constructor — busco proveedores' },
          { value: 'proveedor', label: 'Proveedor — ofrezco servicios' },
        ]}
      />
      <CheckboxField
        errors={fields.acceptTerms.errors}
        inputProps={{
          ...getInputProps(fields.acceptTerms, { type: 'checkbox', ariaAttributes: false }),
          id: fields.acceptTerms.id,
        }}
        label={
          <>
            Acepto los <Link to="/terminosycondiciones">términos y condiciones</Link>
          </>
        }
      />
      <Button type="submit" variant="accent" fullWidth disabled={submitting}>
        {submitting ? 'Registrando...' : 'Registrarse'}
      </Button>
    </Form>
  )
}

export const meta: MetaFunction = ({ location }) => {
  const registering = new URLSearchParams(location.search).get('register') === 'true'
  return [
    { title: registering ? 'Registrarse | RedObra' : 'Iniciar sesión | RedObra' },
    {
      name: 'description',
      content: registering
        ? 'Creá tu cuenta gratis en RedObra como constructor o como proveedor de la construcción.'
        : 'Iniciá sesión en RedObra para contactar proveedores de la construcción en Buenos Aires.',
    },
  ]
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
