import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { MaterialPhotoFields } from '~/components/MaterialPhotoFields'
import { PlacePicker } from '~/components/PlacePicker'
import {
  CheckboxField,
  ChoiceField,
  ErrorList,
  Field,
  LabelledOptions,
  NamedOptions,
  SelectField,
  TextareaField,
} from '~/components/ui/Field'
import * as fieldStyles from '~/components/ui/Field.css'
import {
  DELIVERY_COST_LABELS,
  DELIVERY_COSTS,
  IVA_RATES_BP,
  MATERIAL_AVAILABILITIES,
  MATERIAL_AVAILABILITY_LABELS,
  MATERIAL_CATEGORIES,
  MATERIAL_CONDITIONS,
  MATERIAL_CONDITION_LABELS,
  MATERIAL_CONTENT_MAX_LENGTH,
  MATERIAL_LEAD_DAYS_MAX,
  MATERIAL_UNIT_LABELS,
  MATERIAL_UNITS,
} from '~/constants'
import type { MaterialPhoto } from '~/models/materials.server'
import * as groups from '~/styles/form-groups.css'
import { formatDecimal } from '~/utils/format'
import { sentList } from '~/utils/sent-list'
import { localidadesOf, localidadValue, ZONES } from '~/zones'

type MaterialFieldNames =
  | 'title'
  | 'category'
  | 'description'
  | 'condition'
  | 'price'
  | 'unit'
  | 'content'
  | 'ivaMode'
  | 'ivaRate'
  | 'invoiceA'
  | 'minOrder'
  | 'availability'
  | 'leadDays'
  | 'pickup'
  | 'deliveryZones'
  | 'deliveryPlaces'
  | 'deliveryCost'
  | 'deliveryAmount'
  | 'photos'
  | 'photoAlt'

const initial = (field: FieldMetadata<unknown>) => (typeof field.initialValue === 'string' ? field.initialValue : undefined)
const allErrors = (...fields: FieldMetadata<unknown>[]) => [...new Set(fields.flatMap((field) => Object.values(field.allErrors).flat()))]

const PICKUP_CHOICES = ZONES.map((zone) => ({
  zone,
  localidades: localidadesOf(zone).sort((a, b) => a.localeCompare(b, 'es')),
}))

/**
 * The fields of the publish and edit material forms, in the spec's groups. The photos go last: if
 * a file is refused, the fields above them have already been read and come back as typed.
 */
export function MaterialFields({
  fields,
  imageHint,
  savedPhotos,
  photosRequired = false,
}: {
  fields: { [Name in MaterialFieldNames]: FieldMetadata<unknown> } & {
    [Name in 'keptPhotoAlt' | 'removePhoto']?: FieldMetadata<unknown>
  }
  imageHint: string
  savedPhotos?: readonly MaterialPhoto[]
  /** Publishing asks for a photo; an edit keeps the material's (the server sees to it). */
  photosRequired?: boolean
}) {
  return (
    <>
      <fieldset className={groups.group}>
        <legend className={groups.legend}>Producto</legend>
        <Field label="Título" errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: 'text' })} />
        <SelectField label="Categoría" errors={fields.category.errors} selectProps={getSelectProps(fields.category)}>
          <option value="">Elegí una categoría</option>
          <NamedOptions items={MATERIAL_CATEGORIES} />
        </SelectField>
        <TextareaField
          label="Descripción"
          errors={fields.description.errors}
          textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }}
        />
        <ChoiceField
          legend="Condición"
          name={fields.condition.name}
          options={MATERIAL_CONDITIONS.map((value) => ({ value, label: MATERIAL_CONDITION_LABELS[value] }))}
          defaultValue={initial(fields.condition) ?? 'nuevo'}
          errors={fields.condition.errors}
          errorId={fields.condition.errorId}
        />
      </fieldset>
      <fieldset className={groups.group}>
        <legend className={groups.legend}>Precio</legend>
        <Field
          label="Precio"
          hint="En pesos, por unidad de venta, con hasta 2 decimales: 1234,56 o 1.234,56."
          errors={fields.price.errors}
          inputProps={{ ...getInputProps(fields.price, { type: 'text' }), inputMode: 'decimal', autoComplete: 'off' }}
        />
        <SelectField label="Unidad de venta" errors={fields.unit.errors} selectProps={getSelectProps(fields.unit)}>
          <LabelledOptions values={MATERIAL_UNITS} labels={MATERIAL_UNIT_LABELS} />
        </SelectField>
        <Field
          label="Contenido (opcional)"
          hint={`Lo que trae cada unidad, hasta ${MATERIAL_CONTENT_MAX_LENGTH} caracteres: 25 kg, 12 m, 1,20 × 2,40 m.`}
          errors={fields.content.errors}
          inputProps={getInputProps(fields.content, { type: 'text' })}
        />
        <ChoiceField
          legend="IVA"
          name={fields.ivaMode.name}
          options={[
            { value: 'incluido', label: 'Precio final (IVA incluido)' },
            { value: 'mas_iva', label: 'Más IVA' },
          ]}
          defaultValue={initial(fields.ivaMode) ?? 'incluido'}
          errors={fields.ivaMode.errors}
          errorId={fields.ivaMode.errorId}
        />
        <SelectField
          label="Alícuota de IVA"
          hint="Solo si el precio es más IVA."
          errors={fields.ivaRate.errors}
          selectProps={getSelectProps(fields.ivaRate)}
        >
          <option value="">Sin IVA aparte</option>
          {IVA_RATES_BP.map((rate) => (
            <option key={rate} value={rate}>
              {formatDecimal(rate / 100)} %
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label="Emitimos factura A"
          errors={fields.invoiceA.errors}
          inputProps={{ ...getInputProps(fields.invoiceA, { type: 'checkbox' }), id: fields.invoiceA.id }}
        />
        <Field
          label="Pedido mínimo (opcional)"
          hint="En la unidad de venta, por ejemplo 10."
          errors={fields.minOrder.errors}
          inputProps={{ ...getInputProps(fields.minOrder, { type: 'text' }), inputMode: 'decimal', autoComplete: 'off' }}
        />
      </fieldset>
      <fieldset className={groups.group}>
        <legend className={groups.legend}>Stock y entrega</legend>
        <ChoiceField
          legend="Disponibilidad"
          name={fields.availability.name}
          options={MATERIAL_AVAILABILITIES.map((value) => ({ value, label: MATERIAL_AVAILABILITY_LABELS[value] }))}
          defaultValue={initial(fields.availability) ?? 'en_stock'}
          errors={fields.availability.errors}
          errorId={fields.availability.errorId}
        />
        <Field
          label="Entrega en N días"
          hint={`Solo para materiales a pedido: de 1 a ${MATERIAL_LEAD_DAYS_MAX} días.`}
          errors={fields.leadDays.errors}
          inputProps={{ ...getInputProps(fields.leadDays, { type: 'text' }), inputMode: 'numeric', autoComplete: 'off' }}
        />
        <SelectField
          label="Retiro en (opcional)"
          hint="La localidad donde se puede retirar."
          errors={fields.pickup.errors}
          selectProps={getSelectProps(fields.pickup)}
        >
          <option value="">Sin retiro</option>
          {PICKUP_CHOICES.map(({ zone, localidades }) => (
            <optgroup key={zone} label={zone}>
              {localidades.map((localidad) => (
                <option key={localidad} value={localidadValue(zone, localidad)}>
                  {localidad}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <DeliveryPlaces fields={fields} />
        <ChoiceField
          legend="Costo de envío"
          name={fields.deliveryCost.name}
          options={DELIVERY_COSTS.map((value) => ({ value, label: DELIVERY_COST_LABELS[value] }))}
          defaultValue={initial(fields.deliveryCost)}
          errors={fields.deliveryCost.errors}
          errorId={fields.deliveryCost.errorId}
        />
        <Field
          label="Monto del envío"
          hint="Para Costo fijo, lo que cuesta el envío; para Sin cargo desde $ X, el monto de compra desde el que no se cobra."
          errors={fields.deliveryAmount.errors}
          inputProps={{ ...getInputProps(fields.deliveryAmount, { type: 'text' }), inputMode: 'decimal', autoComplete: 'off' }}
        />
      </fieldset>
      <fieldset className={groups.group}>
        <legend className={groups.legend}>Fotos</legend>
        <MaterialPhotoFields fields={fields} saved={savedPhotos} hint={imageHint} required={photosRequired} />
      </fieldset>
    </>
  )
}

/** 'Envío a': partidos and barrios, or whole zones; none when the material is not delivered. */
function DeliveryPlaces({ fields }: { fields: { [Name in 'deliveryZones' | 'deliveryPlaces']: FieldMetadata<unknown> } }) {
  const errors = allErrors(fields.deliveryZones, fields.deliveryPlaces)
  const errorId = fields.deliveryPlaces.errorId
  return (
    <fieldset
      className={fieldStyles.fieldset}
      aria-invalid={errors.length ? true : undefined}
      aria-describedby={errors.length ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>Envío a (opcional)</legend>
      <p className={fieldStyles.hint}>Marcá los partidos o barrios donde entregás, o Todo … para una zona entera.</p>
      <PlacePicker
        zoneField={fields.deliveryZones.name}
        placeField={fields.deliveryPlaces.name}
        selected={new Set(sentList(fields.deliveryPlaces.initialValue))}
        wholeZones={new Set(sentList(fields.deliveryZones.initialValue))}
      />
      {errors.length ? <ErrorList id={errorId} errors={errors} /> : null}
    </fieldset>
  )
}
