import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useRef } from 'react'
import { z } from 'zod'
import { Avatar } from '~/components/Avatar'
import { CancelPremiumTrigger } from '~/components/CancelPremium'
import { PlanLimitNotices } from '~/components/PlanLimitNotices'
import { DeleteConfirmation, DeleteTrigger, type DeleteTarget } from '~/components/DeleteConfirm'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { OwnMaterials } from '~/components/OwnMaterials'
import { ProviderCard } from '~/components/ProviderCard'
import { ServiceControls } from '~/components/ServiceControls'
import { ProjectsPanel } from '~/components/ProjectsPanel'
import { QuotesPanel } from '~/components/QuotesPanel'
import { Badge } from '~/components/ui/Badge'
import { Button, ButtonLink } from '~/components/ui/Button'
import { Field, TextareaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { CONTACT_PERSON_MAX_LENGTH, PROFILE_DESCRIPTION_MAX_LENGTH, PROJECT_MAX_IMAGES, type Plan } from '~/constants'
import { getPlanUpdatedAt } from '~/models/accounts.server'
import { listFavorites } from '~/models/favorites.server'
import { deleteOwnListing, listOwnListings } from '~/models/listings.server'
import { getMaterial, listMaterials } from '~/models/materials.server'
import { getPlanUsage } from '~/models/plans.server'
import { getOwnProfile, updateProfile, verificationState, type VerificationState } from '~/models/profile.server'
import { listOwnProjects } from '~/models/projects.server'
import { listUserQuotes } from '~/models/quotes.server'
import { db } from '~/server/db.server'
import { formatLongDate, formatPhone, websiteHref, websiteLabel } from '~/utils/format'
import { deleteMaterialIntent, editMaterialIntent } from '~/utils/material-form'
import { deleteMaterialAction, editMaterialAction, MATERIAL_IMAGE_FIELD } from '~/utils/material-form.server'
import { parsePositiveInt } from '~/utils/params'
import { readFormData } from '~/server/forms.server'
import { deleteImage, readMultipartImages, saveImage, type UploadedImage, type UploadError } from '~/server/image-upload.server'
import { readPendingLogo, signPendingLogo } from '~/server/pending-logo.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser, type SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { uploadUrl } from '~/utils/uploads'
import { favoritesOverLimitNotice, PLAN_OFFERS, subsectorsOverLimitNotice, type PlanUsage } from '~/utils/plans'
import { createProjectIntent, deleteProjectIntent } from '~/utils/project-form'
import { createProjectAction, deleteProjectAction } from '~/utils/project-form.server'
import { quoteIntent } from '~/utils/quote-form'
import { quoteAction } from '~/utils/quote-form.server'
import { useHydrated } from '~/utils/use-hydrated'
import {
  AddressSchema,
  BusinessNameSchema,
  LogoFileSchema,
  optionalText,
  PhoneSchema,
  WebsiteSchema,
} from '~/utils/validation'
import * as cards from '~/styles/cards.css'
import * as text from '~/styles/text.css'
import * as styles from './perfil.css'

const TABS = [
  { id: 'personal', label: 'Datos Personales' },
  { id: 'services', label: 'Servicios Publicados' },
  { id: 'favorites', label: 'Proveedores Preferidos' },
  { id: 'projects', label: 'Feed de Proyectos' },
  { id: 'cotizaciones', label: 'Publicar Cotización' },
] as const
type Tab = (typeof TABS)[number]['id']

const saveProfileIntent = 'guardar-perfil'
const deleteServiceIntent = 'eliminar-servicio'

const PROFILE_SAVED = 'Los datos se guardaron correctamente'
const PROFILE_NOT_SAVED = 'No se pudo actualizar el perfil'
const LOGO_SAVED = 'Logo subido correctamente'
const LOGO_FAILED = 'Error al subir el logo'
const LOGO_PENDING = 'Logo subido pero no guardado en BD. Haz clic en Guardar.'
const SERVICE_DELETED = 'Servicio eliminado correctamente'
const SERVICE_NOT_DELETED = 'Error al eliminar el servicio'

const ProfileSchema = z.object({
  businessName: BusinessNameSchema,
  contactPerson: optionalText(
    'La persona de contacto no es válida',
    CONTACT_PERSON_MAX_LENGTH,
    `La persona de contacto puede tener hasta ${CONTACT_PERSON_MAX_LENGTH} caracteres`,
  ),
  phone: PhoneSchema,
  address: AddressSchema,
  description: optionalText(
    'La descripción no es válida',
    PROFILE_DESCRIPTION_MAX_LENGTH,
    `La descripción puede tener hasta ${PROFILE_DESCRIPTION_MAX_LENGTH} caracteres`,
  ),
  website: WebsiteSchema,
  // Only the browser sees the file here; on the server the upload pipeline has taken it out.
  logo: LogoFileSchema,
})

const DeleteServiceSchema = z.object({
  listingId: z.coerce.number({ error: 'El servicio no es válido' }).int().positive(),
})

type ProfileReply = { result: SubmissionResult<string[]>; pendingLogo?: string }
type DeleteReply = { deleteError: string }

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab.id === value)?.id ?? 'personal'
}

const tabHref = (tab: Tab) => `/perfil?tab=${tab}`

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  const tab = tabOf(url.searchParams.get('tab'))
  const profile = getOwnProfile(db, user.id)
  if (!profile) throw new Response('Perfil no encontrado', { status: 404 })
  const planUpdatedAt = getPlanUpdatedAt(db, user.id)
  const account = {
    profileId: profile.id,
    businessName: profile.businessName,
    plan: user.plan,
    premiumSince: user.plan === 'premium' && planUpdatedAt ? formatLongDate(planUpdatedAt) : null,
  }

  switch (tab) {
    case 'personal':
      return {
        tab,
        ...account,
        planUsage: getPlanUsage(db, user.id),
        personal: {
          editing: url.searchParams.has('editar'),
          verification: verificationState(profile),
          businessName: profile.businessName,
          contactPerson: profile.contactPerson,
          phone: profile.phone,
          phoneLabel: profile.phone ? formatPhone(profile.phone) : null,
          address: profile.address,
          description: profile.description,
          website: profile.website,
          logoUrl: profile.logoPath ? uploadUrl(profile.logoPath) : null,
        },
      }
    case 'services': {
      const listings = listOwnListings(db, profile.id)
      const toDelete = Number(url.searchParams.get('eliminar'))
      const own = (param: string) => {
        const id = parsePositiveInt(url.searchParams.get(param))
        const material = id === null ? null : getMaterial(db, id)
        return material?.userId === user.id ? material : null
      }
      return {
        tab,
        ...account,
        listings,
        confirmDelete: listings.find((listing) => listing.id === toDelete) ?? null,
        materials: listMaterials(db, { ownerId: user.id, page: parsePositiveInt(url.searchParams.get('page')) ?? 1 }),
        editMaterial: own('editarMaterial'),
        confirmDeleteMaterial: own('eliminarMaterial'),
      }
    }
    case 'favorites':
      return { tab, ...account, favorites: listFavorites(db, user.id) }
    case 'projects': {
      const projects = listOwnProjects(db, user.id)
      const toDelete = Number(url.searchParams.get('eliminar'))
      return { tab, ...account, projects, creating: url.searchParams.has('crear'), confirmDelete: projects.find((project) => project.id === toDelete) ?? null }
    }
    case 'cotizaciones':
      return { tab, ...account, quotes: user.plan === 'premium' ? listUserQuotes(db, user.id) : [] }
  }
}

type Body = { formData: FormData; images: UploadedImage[]; uploadError?: UploadError }

/** Multipart (the profile form with its logo, a project with its images) through the upload pipeline, anything else as a plain form. */
async function readBody(request: Request): Promise<Body> {
  if (request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data')) {
    const read = await readMultipartImages(request, { files: { logo: 1, [MATERIAL_IMAGE_FIELD]: 1, images: PROJECT_MAX_IMAGES } })
    if (!read.ok) return { formData: read.formData ?? new FormData(), images: [], uploadError: read.error }
    return read.value
  }
  return { formData: await readFormData(request), images: [] }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const body = await readBody(request)
  // Files refused by their size before any field was read: only the address says which form it was.
  const intent = body.formData.get('intent') ?? (body.uploadError && new URL(request.url).searchParams.has('crear') ? createProjectIntent : null)
  // A quote has its own answers, the spec's message for a signed-out post among them.
  if (intent === quoteIntent) return quoteAction(request, body.formData)
  const user = await requireUser(request)
  switch (intent) {
    case saveProfileIntent:
      return saveProfile(user, body)
    case deleteServiceIntent:
      return deleteService(user, body.formData)
    case editMaterialIntent:
      return editMaterialAction(user, body)
    case deleteMaterialIntent:
      return deleteMaterialAction(user, body.formData)
    case createProjectIntent:
      return createProjectAction(user, body)
    case deleteProjectIntent:
      return deleteProjectAction(user, body.formData)
    default:
      throw new Response('Acción desconocida.', { status: 400 })
  }
}

async function saveProfile(user: SessionUser, { formData, images, uploadError }: Body) {
  const submission = parseWithZod(formData, { schema: ProfileSchema })
  const reply = (status: number, options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, pendingLogo?: string) =>
    data<ProfileReply>({ result: submission.reply(options), pendingLogo }, { status })
  const pending = readPendingLogo(user.id, formData.get('pendingLogo'))
  const keepPending = pending ? signPendingLogo(user.id, pending) : undefined

  if (uploadError) {
    return reply(uploadError.status, { formErrors: [LOGO_FAILED], fieldErrors: uploadError.field ? { logo: [uploadError.message] } : undefined }, keepPending)
  }
  if (submission.status !== 'success') return reply(400, { formErrors: [PROFILE_NOT_SAVED] }, keepPending)
  const { logo: _browserOnly, ...values } = submission.value

  // Checked and stored before the profile row is written: a refused image changes nothing.
  let newLogo: string | null = null
  const image = images.find((candidate) => candidate.field === 'logo')
  if (image) {
    try {
      const saved = await saveImage(image, { kind: 'logos' })
      if (!saved.ok) return reply(saved.error.status, { formErrors: [LOGO_FAILED], fieldErrors: { logo: [saved.error.message] } }, keepPending)
      newLogo = saved.value.key
    } catch (error) {
      console.error(error)
      return reply(500, { formErrors: [LOGO_FAILED] }, keepPending)
    }
  }
  const logoPath = newLogo ?? pending ?? undefined

  let outcome: ReturnType<typeof updateProfile>
  try {
    outcome = updateProfile(db, user.id, { ...values, logoPath })
  } catch (error) {
    console.error(error)
    // The image is stored but the row does not name it: the form keeps it for the next "Guardar".
    if (logoPath) return reply(500, { formErrors: [LOGO_PENDING] }, signPendingLogo(user.id, logoPath))
    return reply(500, { formErrors: [PROFILE_NOT_SAVED] })
  }
  if (outcome.status === 'notFound') {
    if (newLogo) await deleteImage(newLogo).catch(console.error)
    return reply(404, { formErrors: [PROFILE_NOT_SAVED] })
  }
  const orphans = [outcome.replacedLogo, newLogo && pending !== newLogo ? pending : null].filter((key): key is string => Boolean(key))
  await Promise.all(orphans.map((key) => deleteImage(key).catch(console.error)))
  return redirectWithToast(tabHref('personal'), {
    type: 'success',
    title: PROFILE_SAVED,
    description: newLogo ? LOGO_SAVED : undefined,
  })
}

async function deleteService(user: SessionUser, formData: FormData) {
  const submission = DeleteServiceSchema.safeParse({ listingId: formData.get('listingId') ?? undefined })
  if (!submission.success) {
    return data<DeleteReply>({ deleteError: 'No pudimos identificar el servicio a eliminar.' }, { status: 400 })
  }
  let outcome: ReturnType<typeof deleteOwnListing>
  try {
    outcome = deleteOwnListing(db, { userId: user.id, listingId: submission.data.listingId })
  } catch (error) {
    console.error(error)
    return data<DeleteReply>({ deleteError: 'Ocurrió un error inesperado. Intentá de nuevo.' }, { status: 500 })
  }
  switch (outcome.status) {
    case 'deleted':
      return redirectWithToast(tabHref('services'), { type: 'success', title: SERVICE_DELETED })
    case 'forbidden':
      return data<DeleteReply>({ deleteError: 'No tienes permisos para eliminar este servicio' }, { status: 403 })
    case 'notFound':
      return data<DeleteReply>(
        { deleteError: 'No pudimos verificar que el servicio sea tuyo: ya no existe.' },
        { status: 404 },
      )
  }
}

export default function ProfilePage() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { tab, ...account } = loaderData
  const premium = account.plan === 'premium'
  const quoteResult = tab === 'cotizaciones' && actionData && 'result' in actionData ? actionData.result : undefined

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={text.headingGroup}>
          <h1 className={text.pageTitle}>Mi Perfil</h1>
          <p className={text.lead}>
            {account.businessName} <Badge tone={premium ? 'accent' : 'neutral'}>{premium ? 'Premium' : 'Gratuito'}</Badge>
          </p>
        </div>
        <nav aria-label="Accesos de tu cuenta" className={styles.shortcuts}>
          <ButtonLink to="/publicar-servicio" variant="accent" size="sm">
            Publicar Servicio
          </ButtonLink>
          <ButtonLink to="/PublicarMateriales" variant="secondary" size="sm">
            Vender Materiales
          </ButtonLink>
          <ButtonLink to={`/perfilDeProveedorActivo/${account.profileId}`} variant="secondary" size="sm">
            Ver mi perfil público
          </ButtonLink>
          <ButtonLink to="/perfil/cuenta" variant="secondary" size="sm">
            Contraseña y correo
          </ButtonLink>
          {premium ? null : (
            <ButtonLink to="/upgrade" variant="ghost" size="sm">
              Actualizar a Premium
            </ButtonLink>
          )}
        </nav>
      </header>

      <nav aria-label="Secciones del perfil" className={styles.tabs}>
        <ul className={styles.tabList}>
          {TABS.map((item) => (
            <li key={item.id}>
              <Link
                to={tabHref(item.id)}
                className={styles.tab}
                aria-current={item.id === tab ? 'page' : undefined}
                preventScrollReset
              >
                {item.label}
                {item.id === 'cotizaciones' && premium ? <Badge tone="accent">PREMIUM</Badge> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.panel} aria-labelledby="tab-title">
        <h2 id="tab-title" className={styles.panelTitle}>
          {TABS.find((item) => item.id === tab)!.label}
        </h2>
        {loaderData.tab === 'personal' ? (
          <PersonalTab personal={loaderData.personal} plan={account.plan} premiumSince={account.premiumSince} usage={loaderData.planUsage} />
        ) : loaderData.tab === 'services' ? (
          <>
            <ServicesTab listings={loaderData.listings} confirmDelete={loaderData.confirmDelete} />
            <OwnMaterials
              materials={loaderData.materials.materials}
              page={loaderData.materials.page}
              pageCount={loaderData.materials.pageCount}
              editing={loaderData.editMaterial}
              confirmDelete={loaderData.confirmDeleteMaterial}
              lastEdit={actionData && 'materialResult' in actionData ? actionData : undefined}
              deleteError={actionData && 'materialDeleteError' in actionData ? actionData.materialDeleteError : undefined}
            />
          </>
        ) : loaderData.tab === 'favorites' ? (
          <FavoritesTab favorites={loaderData.favorites} />
        ) : loaderData.tab === 'projects' ? (
          <ProjectsPanel
            projects={loaderData.projects}
            creating={loaderData.creating}
            confirmDelete={loaderData.confirmDelete}
            lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
            deleteError={actionData && 'projectDeleteError' in actionData ? actionData.projectDeleteError : null}
          />
        ) : (
          <QuotesPanel isPremium={premium} quotes={loaderData.quotes} lastResult={quoteResult} />
        )}
      </section>
    </div>
  )
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>
type PersonalData = Extract<LoaderData, { tab: 'personal' }>['personal']

const BANNERS: Record<VerificationState, { tone: 'warning' | 'success' | 'brand'; text: string }> = {
  incomplete: { tone: 'warning', text: 'Completa los datos necesarios para estar verificado' },
  verified: { tone: 'success', text: 'Perfil Verificado' },
  pending: { tone: 'brand', text: 'Tus datos están completos: RedObra verificará tu cuenta en cualquier momento.' },
}

function VerificationBanner({ state }: { state: VerificationState }) {
  const banner = BANNERS[state]
  return (
    <p className={`${styles.banner} ${styles.bannerTone[banner.tone]}`} data-state={state}>
      {banner.text}
    </p>
  )
}

function PersonalTab({ personal, plan, premiumSince, usage }: { personal: PersonalData; plan: Plan; premiumSince: string | null; usage: PlanUsage }) {
  const offer = PLAN_OFFERS[plan]
  return (
    <>
      <VerificationBanner state={personal.verification} />
      {personal.editing ? <ProfileForm personal={personal} /> : <ProfileView personal={personal} />}
      <section className={styles.plan} aria-labelledby="plan-title">
        <h3 id="plan-title" className={styles.subTitle}>
          Tu plan <Badge tone={plan === 'premium' ? 'accent' : 'neutral'}>{offer.name}</Badge>
        </h3>
        {premiumSince ? <p>Tenés Premium desde el {premiumSince}.</p> : null}
        <ul className={styles.features}>
          {offer.included.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {plan === 'free' ? (
          <>
            <PlanLimitNotices notices={[favoritesOverLimitNotice(usage.favorites), subsectorsOverLimitNotice(usage.subsectors)]} />
            <ButtonLink to="/upgrade" variant="accent">
              Actualizar a Premium
            </ButtonLink>
          </>
        ) : (
          <CancelPremiumTrigger usage={usage} />
        )}
      </section>
      <div className={styles.dangerZone}>
        <h3 className={styles.subTitle}>Eliminar cuenta</h3>
        <p>Borra tu cuenta y todo lo que publicaste. Te pediremos tu contraseña para confirmar.</p>
        <DeleteAccountTrigger />
      </div>
    </>
  )
}

function ProfileView({ personal }: { personal: PersonalData }) {
  const empty = <span className={styles.empty}>Sin completar</span>
  return (
    <>
      <div className={styles.identity}>
        <Avatar size="lg" src={personal.logoUrl} fallback={<span>{personal.businessName.slice(0, 2).toUpperCase()}</span>} />
        <p className={styles.logoNote}>{personal.logoUrl ? 'Logo de tu empresa' : 'Todavía no subiste un logo'}</p>
      </div>
      <dl className={styles.details}>
        <dt>Nombre de la empresa</dt>
        <dd>{personal.businessName}</dd>
        <dt>Persona de contacto</dt>
        <dd>{personal.contactPerson || empty}</dd>
        <dt>Teléfono</dt>
        <dd>{personal.phoneLabel ?? empty}</dd>
        <dt>Dirección</dt>
        <dd>{personal.address || empty}</dd>
        <dt>Descripción</dt>
        <dd className={styles.multiline}>{personal.description || empty}</dd>
        <dt>Sitio web</dt>
        <dd>{personal.website ? <a href={websiteHref(personal.website)}>{websiteLabel(personal.website)}</a> : empty}</dd>
      </dl>
      <ButtonLink to="/perfil?tab=personal&editar" variant="primary" preventScrollReset>
        Editar
      </ButtonLink>
    </>
  )
}

function ProfileForm({ personal }: { personal: PersonalData }) {
  const actionData = useActionData<typeof action>()
  const reply: ProfileReply | undefined = actionData && 'result' in actionData ? actionData : undefined
  const [form, fields] = useForm({
    id: 'perfil-datos',
    lastResult: reply?.result,
    constraint: getZodConstraint(ProfileSchema),
    defaultValue: {
      businessName: personal.businessName,
      contactPerson: personal.contactPerson ?? '',
      phone: personal.phoneLabel ?? '',
      address: personal.address ?? '',
      description: personal.description ?? '',
      website: personal.website ? websiteLabel(personal.website) : '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  })
  const submitting = useNavigation().state === 'submitting'

  return (
    <Form
      method="post"
      action="/perfil?tab=personal&editar"
      encType="multipart/form-data"
      className={styles.form}
      preventScrollReset
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={saveProfileIntent} />
      {reply?.pendingLogo ? <input type="hidden" name="pendingLogo" value={reply.pendingLogo} /> : null}
      <FormAlert title={form.errors?.includes(LOGO_PENDING) ? undefined : 'Revisá los datos'} errors={form.errors} id={form.errorId} />
      <Field
        label="Nombre de la empresa"
        errors={fields.businessName.errors}
        inputProps={{ ...getInputProps(fields.businessName, { type: 'text', ariaAttributes: false }), autoComplete: 'organization' }}
      />
      <Field
        label="Persona de contacto"
        errors={fields.contactPerson.errors}
        inputProps={{ ...getInputProps(fields.contactPerson, { type: 'text', ariaAttributes: false }), autoComplete: 'name' }}
      />
      <Field
        label="Teléfono"
        hint="Con el código de área, por ejemplo 11 2345-6789."
        errors={fields.phone.errors}
        inputProps={{ ...getInputProps(fields.phone, { type: 'tel', ariaAttributes: false }), autoComplete: 'tel' }}
      />
      <Field
        label="Dirección"
        errors={fields.address.errors}
        inputProps={{ ...getInputProps(fields.address, { type: 'text', ariaAttributes: false }), autoComplete: 'street-address' }}
      />
      <TextareaField
        label="Descripción"
        errors={fields.description.errors}
        textareaProps={{ ...getTextareaProps(fields.description, { ariaAttributes: false }), rows: 5 }}
      />
      <Field
        label="Sitio web"
        hint="Por ejemplo: www.tuempresa.com.ar"
        errors={fields.website.errors}
        inputProps={{ ...getInputProps(fields.website, { type: 'text', ariaAttributes: false }), inputMode: 'url', autoComplete: 'url' }}
      />
      {/* Last in the form: if the file is refused, the fields above it have already been read and come back. */}
      <Field
        label="Logo"
        hint="JPG, PNG o WEBP, menor a 5MB. Si no elegís uno, queda el actual."
        errors={fields.logo.errors}
        inputProps={{
          ...getInputProps(fields.logo, { type: 'file', ariaAttributes: false }),
          accept: 'image/png,image/jpeg,image/webp',
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={submitting}>
          {submitting ? 'Guardando...' : 'Guardar'}
        </Button>
        <ButtonLink to="/perfil?tab=personal" variant="ghost" preventScrollReset>
          Cancelar
        </ButtonLink>
      </div>
    </Form>
  )
}

type ServicesData = Extract<LoaderData, { tab: 'services' }>

function ServicesTab({ listings, confirmDelete }: Pick<ServicesData, 'listings' | 'confirmDelete'>) {
  const actionData = useActionData<typeof action>()
  const deleteError = actionData && 'deleteError' in actionData ? actionData.deleteError : null
  return (
    <>
      {deleteError ? <FormAlert title={SERVICE_NOT_DELETED} errors={[deleteError]} id="eliminar-servicio-error" /> : null}
      {confirmDelete ? <DeleteConfirmation target={serviceDeleteTarget(confirmDelete)} id="confirmar-eliminar" /> : null}
      {listings.length === 0 ? (
        <p className={styles.empty}>Todavía no publicaste servicios.</p>
      ) : (
        <ul className={styles.rows}>
          {listings.map((listing) => (
            <li key={listing.id} className={styles.row}>
              <div className={styles.rowMain}>
                <h3 className={styles.rowTitle}>
                  {listing.isActive ? <Link to={`/perfilDeProveedorActivo/${listing.profileId}`}>{listing.businessName}</Link> : listing.businessName}
                </h3>
                <p className={styles.rowMeta}>
                  {[listing.sector.name, listing.subsector.name, listing.division?.name].filter(Boolean).join(' · ')} — {listing.localidad},{' '}
                  {listing.zona}
                </p>
              </div>
              <Badge tone={listing.isActive ? 'success' : 'neutral'}>{listing.isActive ? 'Activo' : 'Inactivo'}</Badge>
              <ServiceControls listing={listing} />
              <DeleteTrigger target={serviceDeleteTarget(listing)} id={`eliminar-${listing.id}`} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <ButtonLink to="/publicar-servicio" variant="accent">
          Publicar un servicio
        </ButtonLink>
      </p>
    </>
  )
}

const serviceDeleteTarget = (listing: { id: number; businessName: string; subsector: { name: string } }): DeleteTarget => ({
  action: tabHref('services'),
  fields: { intent: deleteServiceIntent, listingId: listing.id },
  confirmHref: `${tabHref('services')}&eliminar=${listing.id}`,
  label: `Eliminar ${listing.businessName} (${listing.subsector.name})`,
  question: `¿Eliminar «${listing.businessName}» (${listing.subsector.name})?`,
  note: 'Se borra el servicio. Sus reseñas quedan en tu perfil y vuelven si lo publicás de nuevo en el mismo subrubro.',
})

/**
 * Without JavaScript the confirmation page; with it, a modal dialog posting the same password
 * form there (a wrong password lands on that page with its message).
 */
function DeleteAccountTrigger() {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  if (!hydrated) {
    return (
      <ButtonLink to="/cuenta/eliminar" variant="secondary">
        Eliminar cuenta
      </ButtonLink>
    )
  }
  return (
    <>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        Eliminar cuenta
      </Button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="eliminar-cuenta-titulo">
        <h3 id="eliminar-cuenta-titulo" className={styles.subTitle}>
          ¿Eliminar tu cuenta?
        </h3>
        <p>Se borran tu perfil, tus servicios, favoritos, materiales, proyectos y cotizaciones. No se puede deshacer.</p>
        <Form method="post" action="/cuenta/eliminar" className={styles.form}>
          <Field
            label="Tu contraseña, para confirmar"
            inputProps={{ id: 'eliminar-cuenta-clave', name: 'password', type: 'password', required: true, autoComplete: 'current-password' }}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              Eliminar mi cuenta definitivamente
            </Button>
            <Button variant="ghost" onClick={() => dialog.current?.close()}>
              Cancelar
            </Button>
          </div>
        </Form>
      </dialog>
    </>
  )
}

function FavoritesTab({ favorites }: Pick<Extract<LoaderData, { tab: 'favorites' }>, 'favorites'>) {
  if (favorites.length === 0) {
    return (
      <div className={styles.emptyState}>
        <p>Todavía no guardaste proveedores preferidos.</p>
        <ButtonLink to="/" variant="secondary">
          Buscar proveedores
        </ButtonLink>
      </div>
    )
  }
  return (
    <ul className={cards.grid}>
      {favorites.map((listing) => (
        <li key={listing.id}>
          <ProviderCard listing={listing} favorite />
        </li>
      ))}
    </ul>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Mi Perfil | RedObra' },
  { name: 'description', content: 'Tus datos, servicios, proveedores preferidos y proyectos en RedObra.' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
