import { getFormProps, getInputProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { EmailField, PasswordField } from '~/components/AccountFields'
import { HoneypotField } from '~/components/HoneypotField'
import { ButtonLink } from '~/components/ui/Button'
import { StatusButton } from '~/components/ui/StatusButton'
import { CheckboxField, ChoiceField, Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { formConstraint, readFormData } from '~/server/forms.server'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireAnonymous } from '~/server/session.server'
import * as text from '~/styles/text.css'
import { useIsPending } from '~/utils/use-is-pending'
import * as styles from '../auth.css'
import { requestSignInLink, resendVerification } from './account-links.server'
import { loginIntent, LoginSchema, resendIntent, signInLinkIntent, signUpIntent, SignUpSchema } from './auth-schema'
import { signIn } from './sign-in.server'
import { signUp } from './sign-up.server'
import { useSchemaForm } from '~/utils/use-schema-form'

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  return { loginConstraint: formConstraint(LoginSchema), signUpConstraint: formConstraint(SignUpSchema) }
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
    case signInLinkIntent:
      return requestSignInLink(request, formData)
    default:
      throw new Response('Acción desconocida', { status: 400 })
  }
}

export default function AuthPage() {
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

function LoginForm({ redirectTo }: { redirectTo: string }) {
  const actionData = useActionResult(loginIntent)
  const [form, fields] = useSchemaForm<typeof LoginSchema>(useLoaderData<typeof loader>().loginConstraint, {
    id: 'login',
    lastResult: actionData?.result,
    defaultValue: { redirectTo },
  })
  const submitting = useIsPending({ fields: { intent: loginIntent } })

  return (
    <>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <FormAlert title="Error al iniciar sesión" errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value={loginIntent} />
        <input {...getInputProps(fields.redirectTo, { type: 'hidden' })} />
        <EmailField meta={fields.email} />
        <PasswordField meta={fields.password} label="Contraseña" autoComplete="current-password" />
        <StatusButton fullWidth pending={submitting} pendingLabel="Ingresando...">
          Iniciar Sesión
        </StatusButton>
        <Link to="/auth/recuperar" className={styles.secondaryLink}>
          ¿Olvidaste tu contraseña?
        </Link>
      </Form>
      {actionData?.unverifiedEmail ? (
        <EmailLinkForm intent={resendIntent} email={actionData.unverifiedEmail} label="Reenviar el correo de verificación" />
      ) : null}
      {actionData?.lockedEmail ? (
        <section aria-labelledby="sign-in-link-title" className={styles.form}>
          <h2 id="sign-in-link-title" className={text.sectionTitle}>
            ¿Es tu cuenta?
          </h2>
          <p>
            Tu cuenta quedó bloqueada por demasiados intentos fallidos. Podés ingresar igual con un enlace de un solo uso que te enviamos a
            tu correo electrónico; al usarlo, la cuenta se desbloquea.
          </p>
          <EmailLinkForm intent={signInLinkIntent} email={actionData.lockedEmail} label="Enviarme un enlace para ingresar" />
        </section>
      ) : null}
    </>
  )
}

/** A one-button form that asks for a link by e-mail to the address just typed. */
function EmailLinkForm({ intent, email, label }: { intent: string; email: string; label: string }) {
  const submitting = useIsPending({ fields: { intent } })
  return (
    <Form method="post" className={styles.inlineForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={email} />
      <StatusButton variant="secondary" pending={submitting} pendingLabel="Enviando...">
        {label}
      </StatusButton>
    </Form>
  )
}

function SignUpForm() {
  const actionData = useActionResult(signUpIntent)
  const [form, fields] = useSchemaForm<typeof SignUpSchema>(useLoaderData<typeof loader>().signUpConstraint, {
    id: 'signup',
    lastResult: actionData?.result,
  })
  const submitting = useIsPending({ fields: { intent: signUpIntent } })

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
          ...getInputProps(fields.businessName, { type: 'text' }),
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
          ...getInputProps(fields.acceptTerms, { type: 'checkbox' }),
          id: fields.acceptTerms.id,
        }}
        label={
          <>
            Acepto los <Link to="/terminosycondiciones">términos y condiciones</Link>
          </>
        }
      />
      <StatusButton variant="accent" fullWidth pending={submitting} pendingLabel="Registrando...">
        Registrarse
      </StatusButton>
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

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
