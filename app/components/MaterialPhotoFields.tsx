import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { Button } from '~/components/ui/Button'
import { CheckboxField, Field } from '~/components/ui/Field'
import { MATERIAL_PHOTO_ALT_MAX_LENGTH, MATERIAL_PHOTOS_MAX } from '~/constants'
import type { MaterialPhoto } from '~/models/materials.server'
import * as accordion from '~/styles/accordion.css'
import * as recipes from '~/styles/recipes.css'
import { visuallyHidden, withoutScriptingOnly } from '~/styles/utilities.css'
import { sentList } from '~/utils/sent-list'
import { photoAltField } from '~/utils/material-form'
import { uploadedImageSources } from '~/utils/uploads'
import { useHydrated } from '~/utils/use-hydrated'
import * as styles from './MaterialPhotoFields.css'

/** `url` is the preview's, null for a file the browser cannot show (the server will refuse it too). */
type NewPhoto = { key: number; file: File; url: string | null }

/** A preview address for a file the browser can decode; none for the rest, whose broken preview would be fetched again. */
async function previewUrl(file: File) {
  try {
    ;(await createImageBitmap(file)).close()
    return URL.createObjectURL(file)
  } catch {
    return null
  }
}

const ACCEPTED = 'image/png,image/jpeg,image/webp'
const altHint = `Opcional, hasta ${MATERIAL_PHOTO_ALT_MAX_LENGTH} caracteres: qué se ve, para quien no la ve. Si la dejás vacía, usamos el título.`

/** Moves the item at `index` one place up (-1) or down (+1). */
function moved<T>(items: readonly T[], index: number, step: -1 | 1) {
  const next = [...items]
  const [item] = next.splice(index, 1)
  next.splice(index + step, 0, item as T)
  return next
}

/**
 * 'Fotos': up to six, the first the cover, each with its 'Descripción de la foto'. Without
 * JavaScript the files are chosen at once and described in that order, and a saved photo is
 * removed by ticking it; with JavaScript each chosen photo shows a preview with its description,
 * and saved and new photos can be moved up and down and removed before sending.
 */
export function MaterialPhotoFields({
  fields,
  saved = [],
  hint,
  required = false,
}: {
  fields: { photos: FieldMetadata<unknown>; photoAlt: FieldMetadata<unknown> } & {
    keptPhotoAlt?: FieldMetadata<unknown>
    removePhoto?: FieldMetadata<unknown>
  }
  saved?: readonly MaterialPhoto[]
  hint: string
  required?: boolean
}) {
  const hydrated = useHydrated()
  // A refused post gives back what was typed about the saved photos (in their order: without JavaScript it does not change).
  const sentAlts = sentList(fields.keptPhotoAlt?.initialValue)
  const sentRemoved = new Set(sentList(fields.removePhoto?.initialValue))
  const sentAltsOfNew = sentList(fields.photoAlt.initialValue)
  // Each description's own errors under it; any about the list as a whole under the first.
  const altErrors = (index: number) => {
    const own = fields.photoAlt.allErrors[photoAltField(index)] ?? []
    const errors = index === 0 ? [...(fields.photoAlt.errors ?? []), ...own] : own
    return errors.length > 0 ? errors : undefined
  }
  const [kept, setKept] = useState(saved)
  const [added, setAdded] = useState<NewPhoto[]>([])
  // Set once the files chosen before the page came alive are in the list: until then the input keeps them.
  const [adopted, setAdopted] = useState(false)
  const nextKey = useRef(0)
  const previews = useRef(new Set<string>())
  const room = MATERIAL_PHOTOS_MAX - kept.length
  const fileInput = () => {
    const input = document.getElementById(fields.photos.id)
    return input instanceof HTMLInputElement ? input : null
  }

  async function toPhotos(files: File[]) {
    return Promise.all(
      files.map(async (file) => {
        const url = await previewUrl(file)
        if (url) previews.current.add(url)
        return { key: nextKey.current++, file, url }
      }),
    )
  }

  useEffect(() => {
    if (!hydrated) return
    void toPhotos([...(fileInput()?.files ?? [])].slice(0, room)).then((early) => {
      setAdded(early)
      setAdopted(true)
    })
  }, [hydrated]) // eslint-disable-line react-hooks/exhaustive-deps
  // The file input sends what the list shows, in its order.
  useEffect(() => {
    const input = fileInput()
    if (!adopted || !input) return
    const files = new DataTransfer()
    for (const photo of added) files.items.add(photo.file)
    input.files = files.files
  }, [adopted, added]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const urls = previews.current
    return () => urls.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    if (!adopted) return
    const photos = await toPhotos([...(event.target.files ?? [])].slice(0, Math.max(0, room - added.length)))
    setAdded((current) => [...current, ...photos])
  }
  function remove(photo: NewPhoto) {
    if (photo.url) {
      URL.revokeObjectURL(photo.url)
      previews.current.delete(photo.url)
    }
    setAdded((current) => current.filter((candidate) => candidate !== photo))
  }

  return (
    <>
      {kept.length > 0 ? (
        <ol className={styles.list} aria-label="Fotos guardadas">
          {kept.map((photo, index) => (
            <li key={photo.id} className={styles.photo}>
              <img {...uploadedImageSources(photo.path, 256)} alt="" className={styles.thumbnail} width={96} height={72} />
              <div>
                <input type="hidden" name="keptPhoto" value={photo.id} />
                <Field
                  label={
                    <>
                      Descripción de la foto<span className={visuallyHidden}> guardada {index + 1}</span>
                    </>
                  }
                  hint={index === 0 ? 'Portada. ' + altHint : altHint}
                  inputProps={{
                    name: 'keptPhotoAlt',
                    defaultValue: fields.keptPhotoAlt?.initialValue === undefined ? (photo.alt ?? '') : (sentAlts[index] ?? ''),
                    maxLength: MATERIAL_PHOTO_ALT_MAX_LENGTH,
                  }}
                />
                {hydrated ? (
                  <PhotoActions
                    index={index}
                    count={kept.length}
                    onMove={(step) => setKept((current) => moved(current, index, step))}
                    onRemove={() => setKept((current) => current.filter((candidate) => candidate !== photo))}
                  />
                ) : (
                  <CheckboxField
                    label={`Quitar la foto ${index + 1}`}
                    inputProps={{
                      id: `quitar-foto-${photo.id}`,
                      name: 'removePhoto',
                      value: String(photo.id),
                      defaultChecked: sentRemoved.has(String(photo.id)),
                    }}
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <Field
        label={saved.length > 0 ? 'Agregar fotos' : 'Fotos'}
        hint={hint}
        errors={fields.photos.errors}
        inputProps={{
          ...getInputProps(fields.photos, { type: 'file' }),
          multiple: true,
          accept: ACCEPTED,
          required: required || undefined,
          onChange: choose,
        }}
      />
      {hydrated ? null : (
        // Without JavaScript the chosen files show no list to describe them in: one field per photo
        // that may come (saved ones ticked to go make room), in the files' order.
        <details className={`${accordion.item} ${withoutScriptingOnly}`} open={sentAltsOfNew.some(Boolean) || undefined}>
          <summary className={accordion.summary}>Describir las fotos nuevas (opcional)</summary>
          <div className={`${accordion.panel} ${recipes.stack.md}`}>
            <p className={recipes.note}>
              En el orden de los archivos elegidos (el navegador suele ordenarlos por nombre); al editar el material podés revisarlas.{' '}
              {altHint}
            </p>
            {Array.from({ length: MATERIAL_PHOTOS_MAX }, (_, index) => (
              <Field
                key={index}
                label={`Descripción de la foto nueva ${index + 1}${kept.length === 0 && index === 0 ? ' (portada)' : ''}`}
                errors={altErrors(index)}
                inputProps={{
                  name: fields.photoAlt.name,
                  defaultValue: sentAltsOfNew[index] ?? '',
                  maxLength: MATERIAL_PHOTO_ALT_MAX_LENGTH,
                }}
              />
            ))}
          </div>
        </details>
      )}
      {added.length > 0 ? (
        <ol className={styles.list} aria-label="Fotos nuevas">
          {added.map((photo, index) => (
            <li key={photo.key} className={styles.photo}>
              {photo.url ? (
                <img src={photo.url} alt="" className={styles.thumbnail} width={96} height={72} />
              ) : (
                <p className={styles.thumbnail}>Sin vista previa</p>
              )}
              <div>
                <Field
                  label={
                    <>
                      Descripción de la foto<span className={visuallyHidden}> nueva {index + 1}</span>
                    </>
                  }
                  hint={kept.length === 0 && index === 0 ? 'Portada. ' + altHint : altHint}
                  errors={altErrors(index)}
                  inputProps={{ name: fields.photoAlt.name, maxLength: MATERIAL_PHOTO_ALT_MAX_LENGTH }}
                />
                <PhotoActions
                  index={index}
                  count={added.length}
                  onMove={(step) => setAdded((current) => moved(current, index, step))}
                  onRemove={() => remove(photo)}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  )
}

function PhotoActions({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number
  count: number
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}) {
  const which = <span className={visuallyHidden}> la foto {index + 1}</span>
  return (
    <p className={styles.actions}>
      <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => onMove(-1)}>
        Subir{which}
      </Button>
      <Button size="sm" variant="secondary" disabled={index === count - 1} onClick={() => onMove(1)}>
        Bajar{which}
      </Button>
      <Button size="sm" variant="ghost" onClick={onRemove}>
        Quitar{which}
      </Button>
    </p>
  )
}
