import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { DeleteConfirmation, DeleteTrigger, type DeleteTarget } from '~/components/DeleteConfirm'
import { materialHref } from '~/components/MaterialCard'
import { MaterialFields } from '~/components/MaterialFields'
import { Pagination } from '~/components/Pagination'
import { ButtonLink } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import { ModalClose, useCloseModal } from '~/components/ui/Modal'
import { ModalTrigger } from '~/components/ui/ModalTrigger'
import { formatPriceInput, formatQuantityInput } from '~/utils/format'
import { isPriceStale, priceAsOf, priceWithUnit } from '~/utils/material-price'
import { MATERIAL_STATUS_LABELS, type MaterialStateAction } from '~/constants'
import type { MaterialSummary } from '~/models/materials.server'
import {
  deleteMaterialHref,
  deleteMaterialIntent,
  editMaterialHref,
  editMaterialIntent,
  materialStateIntent,
  MATERIAL_NOT_DELETED,
  MATERIALS_TAB_PATH,
  PUBLISH_MATERIAL_PATH,
  PHOTOS_HINT,
} from '~/utils/material-form'
import type { MaterialFormFields } from '~/utils/material-schema'
import { uploadedImageSources } from '~/utils/uploads'
import * as styles from './OwnMaterials.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { localidadValue } from '~/zones'
import { useIsPending } from '~/utils/use-is-pending'
import { type FormConstraint, useSchemaForm } from '~/utils/use-schema-form'

export type OwnMaterial = Omit<MaterialSummary, 'createdAt' | 'priceConfirmedAt' | 'businessName' | 'contactPerson'> & {
  priceConfirmedAt: Date | string
}

type EditResult = { materialResult: SubmissionResult<string[]>; materialId: number | null }

const deleteTarget = (material: Pick<OwnMaterial, 'id' | 'title'>): DeleteTarget => ({
  action: MATERIALS_TAB_PATH,
  fields: { intent: deleteMaterialIntent, materialId: material.id },
  confirmHref: deleteMaterialHref(material.id),
  label: `Eliminar ${material.title}`,
  question: `¿Eliminar «${material.title}»?`,
  note: 'Se borra el material con su imagen. No se puede deshacer.',
})

/** The user's materials in the "Servicios Publicados" tab: each can be edited and deleted. */
export function OwnMaterials({
  materials,
  page,
  pageCount,
  editing,
  confirmDelete,
  lastEdit,
  deleteError,
  stateError,
  constraint,
}: {
  materials: OwnMaterial[]
  page: number
  pageCount: number
  /** The material whose form the page shows without JavaScript (?editarMaterial=). */
  editing: OwnMaterial | null
  confirmDelete: Pick<OwnMaterial, 'id' | 'title'> | null
  lastEdit?: EditResult
  deleteError?: string
  stateError?: string
  /** The edit form's constraints, from the loader. */
  constraint: FormConstraint
}) {
  const stale = materials.filter((material) => material.status !== 'vendido' && isPriceStale(new Date(material.priceConfirmedAt)))
  return (
    <section className={styles.root} aria-labelledby="mis-materiales">
      <h3 id="mis-materiales" className={styles.title}>
        Materiales publicados
      </h3>
      {deleteError ? <FormAlert title={MATERIAL_NOT_DELETED} errors={[deleteError]} id="eliminar-material-error" /> : null}
      {stateError ? <FormAlert title="No pudimos cambiar el material" errors={[stateError]} id="estado-material-error" /> : null}
      {stale.length ? (
        <div className={styles.stale} role="group" aria-labelledby="precios-a-confirmar">
          <h4 id="precios-a-confirmar" className={styles.name}>
            Precios a confirmar
          </h4>
          <p className={styles.meta}>
            Confirmaste estos precios hace más de 30 días: los compradores los ven como 'Precio a confirmar', y a los 90 días dejan de
            aparecer en las búsquedas.
          </p>
          <ul className={styles.staleList}>
            {stale.map((material) => (
              <li key={material.id} className={styles.staleItem}>
                <span>
                  {material.title}: {priceWithUnit(material)}, {priceAsOf(new Date(material.priceConfirmedAt))}
                </span>
                <MaterialStateButton material={material} action="confirmar-precio" label="Confirmar precio" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {confirmDelete ? <DeleteConfirmation target={deleteTarget(confirmDelete)} id="confirmar-eliminar-material" /> : null}
      {editing ? (
        <div className={styles.editPanel} role="group" aria-labelledby="editar-material-titulo">
          <h3 id="editar-material-titulo" className={styles.title}>
            Editar «{editing.title}»
          </h3>
          <EditMaterialForm
            material={editing}
            constraint={constraint}
            lastResult={lastEdit?.materialId === editing.id ? lastEdit.materialResult : undefined}
          />
        </div>
      ) : null}
      {materials.length === 0 ? (
        <p className={styles.empty}>Todavía no publicaste materiales.</p>
      ) : (
        <ul className={styles.list}>
          {materials.map((material) => (
            <li key={material.id} className={styles.item}>
              {material.imagePath ? (
                <img
                  {...uploadedImageSources(material.imagePath, 256)}
                  sizes="4rem"
                  width={64}
                  height={48}
                  alt=""
                  loading="lazy"
                  className={styles.thumb}
                />
              ) : (
                <span className={styles.thumb}>Sin imagen</span>
              )}
              <div className={styles.main}>
                <h4 className={styles.name}>
                  <Link to={materialHref(material.id)}>{material.title}</Link>
                </h4>
                <p className={styles.meta}>
                  {priceWithUnit(material)} · {MATERIAL_STATUS_LABELS[material.status]}
                  {material.location ? ` — ${material.location}` : ''}
                </p>
              </div>
              <div className={styles.buttons}>
                {material.status === 'publicado' ? <MaterialStateButton material={material} action="pausar" label="Pausar" /> : null}
                {material.status === 'pausado' ? <MaterialStateButton material={material} action="reanudar" label="Reanudar" /> : null}
                {material.status !== 'vendido' ? (
                  <MaterialStateButton material={material} action="vendido" label="Marcar como vendido" />
                ) : null}
                {material.status !== 'vendido' ? (
                  <MaterialStateButton material={material} action="confirmar-precio" label="Confirmar precio" />
                ) : null}
                <EditMaterialTrigger material={material} constraint={constraint} lastEdit={lastEdit} />
                <DeleteTrigger target={deleteTarget(material)} id={`eliminar-material-${material.id}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `${MATERIALS_TAB_PATH}&page=${n}`} />
      <p>
        <ButtonLink to={PUBLISH_MATERIAL_PATH} variant="secondary">
          Publicar un material
        </ButtonLink>
      </p>
    </section>
  )
}

/** One of the seller's buttons: a small form of its own, the same with JavaScript and without. */
function MaterialStateButton({ material, action, label }: { material: OwnMaterial; action: MaterialStateAction; label: string }) {
  const pending = useIsPending({
    formAction: MATERIALS_TAB_PATH,
    fields: { intent: materialStateIntent, materialId: String(material.id), accion: action },
  })
  return (
    <Form method="post" action={MATERIALS_TAB_PATH} preventScrollReset>
      <input type="hidden" name="intent" value={materialStateIntent} />
      <input type="hidden" name="materialId" value={material.id} />
      <input type="hidden" name="accion" value={action} />
      <StatusButton variant="secondary" size="sm" pending={pending} pendingLabel="Guardando..." aria-label={`${label}: ${material.title}`}>
        {label}
      </StatusButton>
    </Form>
  )
}

/** Without JavaScript a link to the form on this page; with it, a modal dialog posting the same form. */
function EditMaterialTrigger({
  material,
  constraint,
  lastEdit,
}: {
  material: OwnMaterial
  constraint: FormConstraint
  lastEdit?: EditResult
}) {
  // A saved dialog starts over the next time it opens: its photos chosen are sent, its saved ones may have changed.
  const [saves, setSaves] = useState(0)
  return (
    <ModalTrigger
      label="Editar"
      noScriptHref={editMaterialHref(material.id)}
      preventScrollReset
      triggerProps={{ variant: 'secondary', size: 'sm', 'aria-label': `Editar ${material.title}` }}
      title={`Editar «${material.title}»`}
      labelledBy={`editar-material-${material.id}-titulo`}
      width="wide"
    >
      <EditMaterialForm
        key={saves}
        material={material}
        constraint={constraint}
        lastResult={lastEdit?.materialId === material.id ? lastEdit.materialResult : undefined}
        onSaved={() => setSaves((count) => count + 1)}
      />
    </ModalTrigger>
  )
}

/**
 * In a dialog the form posts through a fetcher, so a refusal stays in the dialog; a success
 * redirects to the tab, which reloads the list, and the dialog closes.
 */
function EditMaterialForm({
  material,
  constraint,
  lastResult,
  onSaved,
}: {
  material: OwnMaterial
  constraint: FormConstraint
  lastResult?: SubmissionResult<string[]>
  /** In a dialog: the form posts through a fetcher and says when a save went through. */
  onSaved?: () => void
}) {
  const inDialog = onSaved !== undefined
  const closeDialog = useCloseModal()
  const fetcher = useFetcher<EditResult>()
  const fetcherResult = fetcher.data && 'materialResult' in fetcher.data ? fetcher.data.materialResult : undefined
  const [form, fields] = useSchemaForm<typeof MaterialFormFields>(constraint, {
    id: `editar-material-${material.id}${inDialog ? '-dialogo' : ''}`,
    lastResult: inDialog ? fetcherResult : lastResult,
    defaultValue: {
      title: material.title,
      description: material.description,
      category: material.category,
      condition: material.condition,
      price: formatPriceInput(material.priceCents),
      unit: material.unit,
      content: material.content ?? '',
      ivaMode: material.ivaMode,
      ivaRate: material.ivaRateBp === null ? '' : String(material.ivaRateBp),
      invoiceA: material.invoiceA ? 'on' : undefined,
      minOrder: material.minOrderHundredths === null ? '' : formatQuantityInput(material.minOrderHundredths),
      availability: material.availability,
      leadDays: material.leadDays === null ? '' : String(material.leadDays),
      pickup: material.pickupZona && material.pickupLocalidad ? localidadValue(material.pickupZona, material.pickupLocalidad) : '',
      deliveryPlaces: material.deliveryPlaces,
      deliveryCost: material.deliveryCost ?? undefined,
      deliveryAmount: material.deliveryCostCents === null ? '' : formatPriceInput(material.deliveryCostCents),
    },
  })
  const pending = useIsPending(inDialog ? { fetcher, state: 'non-idle' } : { formAction: editMaterialHref(material.id) })

  const sent = useRef<{ data: unknown } | null>(null)
  useEffect(() => {
    if (!onSaved) return
    if (fetcher.state !== 'idle') sent.current ??= { data: fetcher.data }
    else if (sent.current) {
      // A refusal comes back as the fetcher's data; a save redirects, which leaves the data as it was.
      const saved = fetcher.data === sent.current.data
      sent.current = null
      if (saved) {
        closeDialog()
        onSaved()
      }
    }
  }, [onSaved, closeDialog, fetcher.state, fetcher.data])

  const FormElement = inDialog ? fetcher.Form : Form
  return (
    <FormElement
      method="post"
      action={editMaterialHref(material.id)}
      encType="multipart/form-data"
      className={styles.form}
      preventScrollReset
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={editMaterialIntent} />
      <input type="hidden" name="materialId" value={material.id} />
      <FormAlert title="Revisá los datos" errors={form.errors} id={form.errorId} />
      <MaterialFields fields={fields} imageHint={PHOTOS_HINT} savedPhotos={material.photos} />
      <div className={styles.actions}>
        <StatusButton variant="accent" pending={pending} pendingLabel="Guardando...">
          Guardar cambios
        </StatusButton>
        {inDialog ? (
          <ModalClose>Cancelar</ModalClose>
        ) : (
          <ButtonLink to={MATERIALS_TAB_PATH} variant="ghost" preventScrollReset>
            Cancelar
          </ButtonLink>
        )}
      </div>
    </FormElement>
  )
}
