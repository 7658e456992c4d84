import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { PremiumOffer } from '~/components/QuotesPanel'
import { AttachmentsField, RequestBodyFields } from '~/components/RequestFormFields'
import { Button } from '~/components/ui/Button'
import { Field, NamedOptions, SelectField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { REQUEST_ATTACHMENTS_MAX, REQUEST_ITEM_ROWS_INITIAL, REQUEST_TITLE_MAX } from '~/constants'
import { preferredProviderName } from '~/models/quote-requests.server'
import { db } from '~/server/db.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import { REQUEST_PLACES, SECTORS, ZONES } from '~/taxonomy'
import { parsePositiveInt } from '~/utils/params'
import {
  ATTACHMENTS_FIELD,
  DAILY_LIMIT_MESSAGE,
  resendVerificationIntent,
  sendRequestIntent,
  UNVERIFIED_MESSAGE,
  type RequestFormState,
} from '~/utils/request-form'
import { buenosAiresToday } from '~/utils/verification'
import { useHydrated } from '~/utils/use-hydrated'
import { useIsPending } from '~/utils/use-is-pending'
import * as text from '~/styles/text.css'
import { visuallyHidden } from '~/styles/utilities.css'
import type { RequestActionData } from '~/controllers/request-form.server'
import { requestFormAction, sendingBlock } from './send-request.server'
import { UPLOAD_FAILED_MESSAGE, useUploadProgress } from './use-upload-progress'
import * as styles from './route.css'
import { workspacePage } from '~/utils/hydration'

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  const param = (name: string) => url.searchParams.get(name) ?? ''
  const preferredListing = parsePositiveInt(url.searchParams.get('proveedor') ?? undefined)
  const values: RequestFormState['values'] = {
    title: param('titulo'),
    sector: param('sector'),
    subsector: param('subsector'),
    place: param('zona'),
    ...(preferredListing ? { preferredListing: String(preferredListing) } : {}),
  }
  return {
    block: sendingBlock(user),
    today: buenosAiresToday(),
    preferredProvider: preferredListing ? preferredProviderName(db, preferredListing) : null,
    state: { values, errors: {}, rows: REQUEST_ITEM_ROWS_INITIAL } as RequestFormState,
    sectors: SECTORS.map((sector) => ({
      slug: sector.slug,
      name: sector.name,
      subsectors: sector.subsectors.map(({ slug, name }) => ({ slug, name })),
    })),
    places: ZONES.map((zone) => ({ zone, names: REQUEST_PLACES.filter((place) => place.zone === zone).map((place) => place.name) })),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  return requestFormAction(request, user)
}

export default function NewRequestPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // A refusal of a send with files (see useUploadProgress) stands until the page's own next answer.
  const [uploadReply, setUploadReply] = useState<{ reply: RequestActionData; over: Reply } | null>(null)
  const reply = uploadReply && uploadReply.over === actionData ? uploadReply.reply : actionData
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Pedir presupuestos</h1>
        <p className={text.lead}>
          Contá qué necesitás y se lo enviamos a hasta 5 proveedores de tu zona. Cada uno te responde con un presupuesto por ítems.
        </p>
      </div>
      {data.block === 'unverified' ? (
        <UnverifiedNotice />
      ) : data.block === 'notPremium' ? (
        <PremiumOffer />
      ) : data.block === 'limited' ? (
        <p role="alert" className={styles.notice}>
          {DAILY_LIMIT_MESSAGE}
        </p>
      ) : (
        // A new answer (an added row, a refusal) brings new typed values: the form starts again from them.
        <RequestForm
          key={JSON.stringify(reply?.state ?? null)}
          data={data}
          reply={reply}
          onRefused={(refusal) => setUploadReply({ reply: refusal, over: actionData })}
        />
      )}
    </div>
  )
}

function UnverifiedNotice() {
  const pending = useIsPending({ fields: { intent: resendVerificationIntent } })
  return (
    <section className={styles.notice} aria-labelledby="unverified-title">
      <h2 id="unverified-title" className={text.sectionTitle}>
        {UNVERIFIED_MESSAGE}
      </h2>
      <Form method="post">
        <StatusButton name="intent" value={resendVerificationIntent} pending={pending} variant="secondary">
          Reenviar el correo de verificación
        </StatusButton>
      </Form>
    </section>
  )
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>
type Reply = ReturnType<typeof useActionData<typeof action>>

function RequestForm({ data, reply, onRefused }: { data: PageData; reply: Reply; onRefused: (reply: RequestActionData) => void }) {
  const state = reply?.state ?? data.state
  const { values, errors } = state
  const hydrated = useHydrated()
  const [sector, setSector] = useState(() => (typeof values.sector === 'string' ? values.sector : ''))
  const sending = useIsPending({ fields: { intent: sendRequestIntent } })
  const upload = useUploadProgress(onRefused)
  const single = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : ''
  }

  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} aria-labelledby="request-form-title" onSubmit={upload.send}>
      <h2 id="request-form-title" className={text.sectionTitle}>
        Solicitud de presupuesto
      </h2>
      <FormAlert id="request-form-error" errors={reply?.formErrors} />
      {data.preferredProvider ? (
        <p>
          Si trabaja en esa zona, <strong>{data.preferredProvider}</strong> la recibe primero.
          <input type="hidden" name="preferredListing" value={single('preferredListing')} />
        </p>
      ) : null}
      <Field
        label="Título"
        errors={errors.title}
        inputProps={{ name: 'title', defaultValue: single('title'), required: true, maxLength: REQUEST_TITLE_MAX, autoComplete: 'off' }}
      />
      <div className={styles.pair}>
        <SelectField
          label="Rubro"
          errors={errors.sector}
          selectProps={{
            name: 'sector',
            defaultValue: single('sector'),
            required: true,
            onChange: (event) => setSector(event.currentTarget.value),
          }}
        >
          <option value="">Elegí un rubro</option>
          <NamedOptions items={data.sectors} />
        </SelectField>
        <SelectField
          label="Subrubro"
          hint={hydrated ? undefined : 'Elegilo dentro del rubro que elegiste.'}
          errors={errors.subsector}
          selectProps={{ name: 'subsector', defaultValue: single('subsector'), required: true }}
        >
          <option value="">Elegí un subrubro</option>
          {/* Without JavaScript every rubro's subrubros, grouped; with it, only the chosen rubro's. */}
          {data.sectors
            .filter((each) => !hydrated || !sector || each.slug === sector)
            .map((each) => (
              <optgroup key={each.slug} label={each.name}>
                <NamedOptions items={each.subsectors} />
              </optgroup>
            ))}
        </SelectField>
      </div>
      <SelectField
        label="Zona de la obra"
        hint="El partido del GBA o el barrio de CABA."
        errors={errors.place}
        selectProps={{ name: 'place', defaultValue: single('place'), required: true }}
      >
        <option value="">Elegí la zona</option>
        {data.places.map((group) => (
          <optgroup key={group.zone} label={group.zone}>
            {group.names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <RequestBodyFields state={state} today={data.today} />
      <AttachmentsField
        label={`Adjuntos (opcional, hasta ${REQUEST_ATTACHMENTS_MAX})`}
        hint="Planos o fotos."
        errors={errors[ATTACHMENTS_FIELD]}
        filesDropped={reply?.filesDropped ?? false}
      />
      {hydrated ? <UploadProgress percent={upload.percent} onCancel={upload.cancel} /> : null}
      {upload.failed ? (
        <p role="alert" className={styles.notice}>
          {UPLOAD_FAILED_MESSAGE}
        </p>
      ) : null}
      <div className={styles.actions}>
        <StatusButton
          name="intent"
          value={sendRequestIntent}
          pending={sending || upload.percent !== null}
          pendingLabel="Enviando..."
          variant="accent"
        >
          Enviar solicitud
        </StatusButton>
      </div>
    </Form>
  )
}

/** How much of the form and its files has gone up, and a way to stop it; screen readers hear every tenth. */
function UploadProgress({ percent, onCancel }: { percent: number | null; onCancel: () => void }) {
  const label = (shown: number) => `Subiendo adjuntos… ${shown} %`
  return (
    <>
      {percent !== null ? (
        <div className={styles.upload}>
          <label htmlFor="upload-progress">{label(percent)}</label>
          <progress id="upload-progress" className={styles.progress} max={100} value={percent} />
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            Cancelar envío
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className={visuallyHidden}>
        {percent !== null ? label(percent - (percent % 10)) : ''}
      </p>
    </>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Pedir presupuestos | RedObra' },
  {
    name: 'description',
    content: 'Enviá una solicitud de presupuesto con tus ítems y planos a hasta 5 proveedores de la construcción de tu zona.',
  },
  { name: 'robots', content: 'noindex' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
