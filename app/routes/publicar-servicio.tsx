import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { z } from 'zod'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { PlanLimitNotices } from '~/components/PlanLimitNotices'
import { Button } from '~/components/ui/Button'
import { Field, SelectField, TextareaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import * as alertStyles from '~/components/ui/FormAlert.css'
import { FREE_SUBSECTORS_LIMIT, SERVICE_DESCRIPTION_MAX_LENGTH } from '~/constants'
import { getPlanUsage } from '~/models/plans.server'
import { getOwnListingForm, getPublishDefaults, publishListing, updateOwnListing, type PublishResult } from '~/models/publishing.server'
import { SERVICES_TAB_HREF } from '~/components/ServiceControls'
import { SECTORS, OTHER_SECTOR, OTHER_SUBSECTOR_MAX_LENGTH, ZONES, getSector, isZone, localidadesOf } from '~/taxonomy'
import { db } from '~/server/db.server'
import { formatPhone, websiteLabel } from '~/utils/format'
import { parsePositiveInt } from '~/utils/params'
import { subsectorsOverLimitNotice } from '~/utils/plans'
import { readFormData } from '~/server/forms.server'
import { resolvePlacement } from '~/utils/publishing'
import { requireSameOrigin } from '~/server/request.server'
import { requireProvider } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { useHydrated } from '~/utils/use-hydrated'
import { AddressSchema, PhoneSchema, requiredText, textField, WebsiteSchema } from '~/utils/validation'
import * as text from '~/styles/text.css'
import * as styles from './publicar-servicio.css'

const INCOMPLETE_PROFILE = 'Debes completar tu perfil antes de publicar un servicio'
const UNEXPECTED = 'Ocurrió un error inesperado'
const LIMIT_MESSAGE = `El plan Gratuito permite publicar en hasta ${FREE_SUBSECTORS_LIMIT} subrubros distintos y ya los usaste. Podés seguir publicando en esos subrubros, o pasarte a Premium para publicar en todos.`

const optionalText = z.string({ error: 'El valor enviado no es válido' }).optional()

const PublishSchema = z
  .object({
    sector: textField('Elegí un rubro'),
    subsector: optionalText,
    subsectorOther: z
      .string({ error: 'El valor enviado no es válido' })
      .max(OTHER_SUBSECTOR_MAX_LENGTH, `El subrubro puede tener hasta ${OTHER_SUBSECTOR_MAX_LENGTH} caracteres`)
      .optional(),
    division: optionalText,
    zona: textField('Elegí una zona'),
    localidad: textField('Elegí una localidad').max(100, 'Elegí una localidad de la lista'),
    description: requiredText(
      'Describí tu servicio',
      SERVICE_DESCRIPTION_MAX_LENGTH,
      `La descripción puede tener hasta ${SERVICE_DESCRIPTION_MAX_LENGTH} caracteres`,
    ),
    phone: PhoneSchema,
    address: AddressSchema,
    website: WebsiteSchema,
  })
  .superRefine((value, ctx) => {
    const placement = resolvePlacement(value)
    if (placement.ok) return
    for (const [path, message] of Object.entries(placement.errors)) ctx.addIssue({ code: 'custom', path: [path], message })
  })

type ActionResult = { result: SubmissionResult<string[]>; limitReached?: boolean }

/**
 * `?servicio={id}` edits one of the user's services with this same form: its id, or null when
 * publishing a new one. Anything else, or someone else's service, is not found.
 */
function editedListingId(request: Request) {
  const param = new URL(request.url).searchParams.get('servicio')
  if (param === null) return null
  const id = parsePositiveInt(param)
  if (id === null) throw new Response('Servicio no encontrado', { status: 404 })
  return id
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireProvider(request)
  const listingId = editedListingId(request)
  const editing = listingId === null ? null : getOwnListingForm(db, { userId: user.id, listingId })
  if (listingId !== null && !editing) throw new Response('Servicio no encontrado', { status: 404 })
  const profile = getPublishDefaults(db, user.id)
  return {
    editing: editing
      ? {
          listingId,
          ...editing,
          phone: editing.phone ? formatPhone(editing.phone) : '',
          website: editing.website ? websiteLabel(editing.website) : '',
        }
      : null,
    profilePhone: profile?.phone ? formatPhone(profile.phone) : null,
    profileAddress: profile?.address || null,
    profileWebsite: profile?.website ? websiteLabel(profile.website) : null,
    subsectorsNotice: user.plan === 'free' ? subsectorsOverLimitNotice(getPlanUsage(db, user.id).subsectors) : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await requireProvider(request)
  const listingId = editedListingId(request)
  const formData = await readFormData(request)
  const submission = parseWithZod(formData, { schema: PublishSchema })
  if (submission.status !== 'success') {
    return data<ActionResult>({ result: submission.reply() }, { status: 400 })
  }
  const reply = (formErrors: string[], status: number, limitReached?: boolean) =>
    data<ActionResult>({ result: submission.reply({ formErrors }), limitReached }, { status })
  const input = { userId: user.id, ...submission.value }
  let outcome: PublishResult
  try {
    outcome = listingId === null ? publishListing(db, input) : updateOwnListing(db, { ...input, listingId })
  } catch (error) {
    console.error(error)
    return reply([UNEXPECTED], 500)
  }
  switch (outcome.status) {
    case 'published':
      return listingId === null
        ? redirectWithToast('/perfil', {
            type: 'success',
            title: '¡Servicio publicado!',
          })
        : redirectWithToast(SERVICES_TAB_HREF, {
            type: 'success',
            title: 'Servicio actualizado',
          })
    case 'notFound':
      throw new Response('Servicio no encontrado', { status: 404 })
    case 'incompleteProfile':
      return reply([INCOMPLETE_PROFILE], 400)
    case 'limit':
      return reply([LIMIT_MESSAGE], 403, true)
    case 'invalid':
      return data<ActionResult>(
        {
          result: submission.reply({
            fieldErrors: Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k, [v]])),
          }),
        },
        { status: 400 },
      )
  }
}

export default function PublishServicePage() {
  const { editing, profilePhone, profileAddress, profileWebsite, subsectorsNotice } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'publicar-servicio',
    lastResult: actionData?.result,
    defaultValue: editing,
    constraint: getZodConstraint(PublishSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PublishSchema }),
  })
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const hydrated = useHydrated()
  const failureTitle = editing ? 'No pudimos guardar el servicio' : 'No pudimos publicar el servicio'

  const initial = (value: unknown) => (typeof value === 'string' ? value : '')
  const [sector, setSector] = useState(initial(fields.sector.initialValue))
  const [subsector, setSubsector] = useState(initial(fields.subsector.initialValue))
  const [division, setDivision] = useState(initial(fields.division.initialValue))
  const [zona, setZona] = useState(initial(fields.zona.initialValue))

  const isOther = sector === OTHER_SECTOR.slug
  const chosenSector = getSector(sector)
  const chosenSubsector = chosenSector?.subsectors.find((s) => s.slug === subsector)
  // With JavaScript each list shows only what fits the choice above it; without it every
  // option is on the page, grouped, and the server checks the combination.
  const subsectorGroups = hydrated ? (chosenSector ? [chosenSector] : []) : SECTORS
  const divisionGroups = hydrated
    ? chosenSubsector && chosenSubsector.divisions.length > 0
      ? [{ sector: chosenSector!, subsector: chosenSubsector }]
      : []
    : SECTORS.flatMap((s) => s.subsectors.filter((sub) => sub.divisions.length > 0).map((sub) => ({ sector: s, subsector: sub })))
  const localidades = hydrated ? (isZone(zona) ? localidadesOf(zona) : []) : ZONES.flatMap((z) => localidadesOf(z))

  const showSubsectorList = !hydrated || (chosenSector !== undefined && !isOther)
  const showOther = !hydrated || isOther
  const showDivision = !hydrated || divisionGroups.length > 0

  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>{editing ? 'Editar Servicio' : 'Publicar Servicio'}</h1>
        <p className={text.lead}>
          {editing
            ? 'Cambiá lo que hacés o dónde trabajás: el servicio conserva sus reseñas.'
            : 'Contá qué hacés y dónde trabajás, y aparecé en las búsquedas de tu rubro.'}
        </p>
      </header>
      <PlanLimitNotices notices={[subsectorsNotice]} />
      <Form
        method="post"
        action={editing ? `/publicar-servicio?servicio=${editing.listingId}` : undefined}
        className={styles.form}
        {...getFormProps(form)}
      >
        {actionData?.limitReached ? (
          <div id={form.errorId} role="alert" className={alertStyles.root}>
            <p className={alertStyles.title}>{failureTitle}</p>
            <p>{form.errors?.[0]}</p>
            <p>
              <Link to="/upgrade">Conocé el plan Premium</Link>
            </p>
          </div>
        ) : (
          <FormAlert title={failureTitle} errors={form.errors} id={form.errorId} />
        )}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Rubro</legend>
          <SelectField
            label="Rubro"
            errors={fields.sector.errors}
            selectProps={{
              id: fields.sector.id,
              name: fields.sector.name,
              required: true,
              value: sector,
              onChange: (event) => {
                setSector(event.target.value)
                setSubsector('')
                setDivision('')
              },
            }}
          >
            <option value="">Elegí un rubro</option>
            {SECTORS.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
            <option value={OTHER_SECTOR.slug}>{OTHER_SECTOR.name}</option>
          </SelectField>
          {showSubsectorList ? (
            <SelectField
              label="Subrubro"
              hint={hydrated ? undefined : `Elegí uno del rubro elegido. Si elegiste ${OTHER_SECTOR.name}, escribilo abajo.`}
              errors={fields.subsector.errors}
              selectProps={{
                id: fields.subsector.id,
                name: fields.subsector.name,
                required: hydrated,
                value: subsector,
                onChange: (event) => {
                  setSubsector(event.target.value)
                  setDivision('')
                },
              }}
            >
              <option value="">Elegí un subrubro</option>
              {subsectorGroups.map((s) => (
                <optgroup key={s.slug} label={s.name}>
                  {s.subsectors.map((sub) => (
                    <option key={sub.slug} value={sub.slug}>
                      {sub.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
          ) : null}
          {showOther ? (
            <Field
              label={hydrated ? 'Subrubro' : `Subrubro, si elegiste ${OTHER_SECTOR.name}`}
              hint="Escribí qué tipo de servicio ofrecés, por ejemplo: Energía solar para piletas."
              errors={fields.subsectorOther.errors}
              inputProps={{
                ...getInputProps(fields.subsectorOther, {
                  type: 'text',
                  ariaAttributes: false,
                }),
                required: hydrated && isOther,
              }}
            />
          ) : null}
          {showDivision ? (
            <SelectField
              label="División"
              hint={hydrated ? undefined : 'Solo si el subrubro tiene divisiones.'}
              errors={fields.division.errors}
              selectProps={{
                id: fields.division.id,
                name: fields.division.name,
                required: hydrated,
                value: division,
                onChange: (event) => setDivision(event.target.value),
              }}
            >
              <option value="">Elegí una división</option>
              {divisionGroups.map(({ sector: s, subsector: sub }) => (
                <optgroup key={`${s.slug}/${sub.slug}`} label={hydrated ? sub.name : `${s.name} · ${sub.name}`}>
                  {sub.divisions.map((d) => (
                    <option key={d.slug} value={d.slug}>
                      {d.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
          ) : null}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Dónde trabajás</legend>
          <SelectField
            label="Zona"
            errors={fields.zona.errors}
            selectProps={{
              id: fields.zona.id,
              name: fields.zona.name,
              required: true,
              value: zona,
              onChange: (event) => setZona(event.target.value),
            }}
          >
            <option value="">Elegí una zona</option>
            {ZONES.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </SelectField>
          <Field
            label="Localidad o barrio"
            hint="Empezá a escribir y elegí de la lista."
            errors={fields.localidad.errors}
            inputProps={{
              ...getInputProps(fields.localidad, {
                type: 'text',
                ariaAttributes: false,
              }),
              list: 'localidades',
              autoComplete: 'off',
            }}
          />
          <datalist id="localidades">
            {localidades.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Tu servicio</legend>
          <TextareaField
            label="Descripción"
            errors={fields.description.errors}
            textareaProps={{
              ...getTextareaProps(fields.description, {
                ariaAttributes: false,
              }),
              rows: 5,
            }}
          />
          <p className={styles.note}>Teléfono, dirección y sitio web son opcionales: si los dejás vacíos usamos los de tu perfil.</p>
          <Field
            label="Teléfono"
            hint={profilePhone ? `Si lo dejás vacío: ${profilePhone}.` : 'Tu perfil no tiene teléfono: escribí uno con el código de área.'}
            errors={fields.phone.errors}
            inputProps={{
              ...getInputProps(fields.phone, {
                type: 'tel',
                ariaAttributes: false,
              }),
              autoComplete: 'tel',
            }}
          />
          <Field
            label="Dirección"
            hint={profileAddress ? `Si la dejás vacía: ${profileAddress}.` : undefined}
            errors={fields.address.errors}
            inputProps={{
              ...getInputProps(fields.address, {
                type: 'text',
                ariaAttributes: false,
              }),
              autoComplete: 'street-address',
            }}
          />
          <Field
            label="Sitio web"
            hint={profileWebsite ? `Si lo dejás vacío: ${profileWebsite}.` : 'Por ejemplo: www.tuempresa.com.ar'}
            errors={fields.website.errors}
            inputProps={{
              ...getInputProps(fields.website, {
                type: 'text',
                ariaAttributes: false,
              }),
              inputMode: 'url',
              autoComplete: 'url',
            }}
          />
        </fieldset>
        <Button type="submit" variant="accent" fullWidth disabled={submitting}>
          {editing ? (submitting ? 'Guardando...' : 'Guardar cambios') : submitting ? 'Publicando...' : 'Publicar servicio'}
        </Button>
      </Form>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.editing ? 'Editar Servicio | RedObra' : 'Publicar Servicio | RedObra',
  },
  {
    name: 'description',
    content: 'Publicá tu servicio en RedObra y aparecé en las búsquedas de tu rubro en Buenos Aires.',
  },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
