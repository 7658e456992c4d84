import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import type * as z from 'zod'
import { StatusButton } from '~/components/ui/StatusButton'
import { Field, NamedOptions, SelectField, TextareaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import * as alertStyles from '~/components/ui/FormAlert.css'
import { SECTORS, OTHER_SECTOR, ZONES, getSector, isZone, localidadesOf } from '~/taxonomy'
import { useHydrated } from '~/utils/use-hydrated'
import { useIsPending } from '~/utils/use-is-pending'
import { withoutScriptingOnly } from '~/styles/utilities.css'
import type { PublishReply, PublishSchema } from './publish-schema'
import * as styles from './route.css'
import { type FormConstraint, useSchemaForm } from '~/utils/use-schema-form'
import { AddressField, PhoneField, WebsiteField } from '~/components/AccountFields'

type EditedService = { listingId: number | null } & Record<keyof z.input<typeof PublishSchema>, string>

/** The service form: a new service, or the one being edited with its values filled in. */
export function PublishServiceForm({
  editing,
  profilePhone,
  profileAddress,
  profileWebsite,
  reply,
  constraint,
}: {
  editing: EditedService | null
  profilePhone: string | null
  profileAddress: string | null
  profileWebsite: string | null
  reply: PublishReply | undefined
  constraint: FormConstraint
}) {
  const [form, fields] = useSchemaForm<typeof PublishSchema>(constraint, {
    id: 'publicar-servicio',
    lastResult: reply?.result,
    defaultValue: editing,
  })
  const pending = useIsPending()
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

  const subsectorListFits = chosenSector !== undefined && !isOther
  const divisionFits = (chosenSubsector?.divisions.length ?? 0) > 0
  const showSubsectorList = !hydrated || subsectorListFits
  const showOther = !hydrated || isOther
  const showDivision = !hydrated || divisionGroups.length > 0
  // What the page drops once it hydrates is hidden from the first paint where scripts run.
  const beforeHydration = (fits: boolean) => (hydrated || fits ? undefined : withoutScriptingOnly)
  const hintBeforeHydration = hydrated ? undefined : withoutScriptingOnly

  return (
    <Form
      method="post"
      action={editing ? `/publicar-servicio?servicio=${editing.listingId}` : undefined}
      className={styles.form}
      {...getFormProps(form)}
    >
      {reply?.limitReached ? (
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
          <NamedOptions items={SECTORS} />
          <option value={OTHER_SECTOR.slug}>{OTHER_SECTOR.name}</option>
        </SelectField>
        {showSubsectorList ? (
          <SelectField
            label="Subrubro"
            className={beforeHydration(subsectorListFits)}
            hint={hydrated ? undefined : `Elegí uno del rubro elegido. Si elegiste ${OTHER_SECTOR.name}, escribilo abajo.`}
            hintClassName={hintBeforeHydration}
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
                <NamedOptions items={s.subsectors} />
              </optgroup>
            ))}
          </SelectField>
        ) : null}
        {showOther ? (
          <Field
            label={hydrated ? 'Subrubro' : `Subrubro, si elegiste ${OTHER_SECTOR.name}`}
            className={beforeHydration(isOther)}
            hint="Escribí qué tipo de servicio ofrecés, por ejemplo: Energía solar para piletas."
            errors={fields.subsectorOther.errors}
            inputProps={{
              ...getInputProps(fields.subsectorOther, { type: 'text' }),
              required: hydrated && isOther,
            }}
          />
        ) : null}
        {showDivision ? (
          <SelectField
            label="División"
            className={beforeHydration(divisionFits)}
            hint={hydrated ? undefined : 'Solo si el subrubro tiene divisiones.'}
            hintClassName={hintBeforeHydration}
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
                <NamedOptions items={sub.divisions} />
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
            ...getInputProps(fields.localidad, { type: 'text' }),
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
            ...getTextareaProps(fields.description),
            rows: 5,
          }}
        />
        <p className={styles.note}>Teléfono, dirección y sitio web son opcionales: si los dejás vacíos usamos los de tu perfil.</p>
        <PhoneField
          meta={fields.phone}
          hint={profilePhone ? `Si lo dejás vacío: ${profilePhone}.` : 'Tu perfil no tiene teléfono: escribí uno con el código de área.'}
        />
        <AddressField meta={fields.address} hint={profileAddress ? `Si la dejás vacía: ${profileAddress}.` : undefined} />
        <WebsiteField meta={fields.website} hint={profileWebsite ? `Si lo dejás vacío: ${profileWebsite}.` : undefined} />
      </fieldset>
      <StatusButton variant="accent" fullWidth pending={pending} pendingLabel={editing ? 'Guardando...' : 'Publicando...'}>
        {editing ? 'Guardar cambios' : 'Publicar servicio'}
      </StatusButton>
    </Form>
  )
}
