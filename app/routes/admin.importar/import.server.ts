import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { IMPORT_LISTED_PROBLEMS, IMPORT_MAX_BYTES, IMPORT_PREVIEW_ROWS } from '~/constants'
import { checkImport, importListings, type ImportCheck } from '~/models/listing-import.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { deletePendingImport, readPendingImport, savePendingImport } from '~/server/pending-imports.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireStaff } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { CONTROL_CHARACTERS } from '~/utils/validation'
import { counted } from '~/utils/format'
import { IMPORT_PATH, checkIntent, importIntent } from './import-form'

/** What the page shows of a checked file: a sample of its rows, every count, the first problems. */
export type DryRun = {
  file: string
  fileName: string
  refusal: string | null
  candidates: Extract<ImportCheck, { status: 'checked' }>['candidates']
  addCount: number
  problems: string[]
  problemCount: number
  refusedRows: number
  duplicates: string[]
  duplicateCount: number
}

export type ImportReply = { fileError?: string; formError?: string; dryRun?: DryRun }

const reply = (body: ImportReply, status = 400) => data(body, { status })

const FILE_FIELD = 'archivo'
/** Above the file's limit by the multipart framing and the other fields, at most. */
const REQUEST_MAX_BYTES = IMPORT_MAX_BYTES + 64 * 1024
const TOO_LARGE = `El archivo pesa más de ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Dividilo en partes más chicas.`
const EXPIRED = 'La revisión de ese archivo venció o ya se importó. Subilo de nuevo para revisarlo.'

export async function importLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  return null
}

export async function importAction({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const staff = await requireStaff(request)
  const form = await readImportForm(request)
  if (!form) return reply({ fileError: TOO_LARGE }, 413)

  switch (form.get('intent')) {
    case checkIntent: {
      const file = form.get(FILE_FIELD)
      if (!(file instanceof File) || file.size === 0) return reply({ fileError: 'Elegí un archivo CSV.' })
      const bytes = new Uint8Array(await file.arrayBuffer())
      const fileName = cleanFileName(file.name)
      const check = checkImport(db, bytes)
      // Only a file that can be imported waits for its 'Importar'.
      const sha256 = check.status === 'checked' && check.candidates.length > 0 ? await savePendingImport(bytes) : ''
      return reply({ dryRun: dryRunOf(check, sha256, fileName) }, check.status === 'refused' ? 400 : 200)
    }
    case importIntent: {
      const sha256 = String(form.get('file') ?? '')
      const fileName = cleanFileName(String(form.get('fileName') ?? ''))
      const bytes = await readPendingImport(sha256)
      if (!bytes) return reply({ formError: EXPIRED })
      const result = importListings(db, staff, { bytes, fileName })
      if (result.added === 0) {
        const formError =
          result.status === 'refused' ? result.message : 'No hay filas nuevas para importar: todas ya están en el directorio.'
        return reply({ formError, dryRun: dryRunOf(result, '', fileName) })
      }
      await deletePendingImport(sha256)
      return redirectWithToast(IMPORT_PATH, {
        type: 'success',
        title: `${result.added === 1 ? 'Se importó' : 'Se importaron'} ${counted(result.added, 'proveedor', 'proveedores')} de ${fileName}`,
        description: `${counted(result.status === 'checked' ? result.duplicates.length : 0, 'duplicado salteado', 'duplicados salteados')}, ${counted(result.status === 'checked' ? result.refusedRows : 0, 'fila con problemas', 'filas con problemas')}.`,
      })
    }
    default:
      return reply({ formError: 'Acción desconocida.' })
  }
}

/** The form with its file, counted as it arrives; null past the file's limit. */
async function readImportForm(request: Request) {
  try {
    return await readFormData(request, REQUEST_MAX_BYTES)
  } catch (refusal) {
    if (refusal instanceof Response && refusal.status === 413) return null
    throw refusal
  }
}

/** The name the audit log and the page show: no folders, no control characters, bounded. */
function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? ''
  return (
    [...base]
      .filter((c) => !CONTROL_CHARACTERS.test(c))
      .join('')
      .trim()
      .slice(0, 200) || 'archivo.csv'
  )
}

function dryRunOf(check: ImportCheck, file: string, fileName: string): DryRun {
  const problems = check.problems.map((problem) => problem.message)
  const checked = check.status === 'checked' ? check : null
  const duplicates = checked?.duplicates.map((duplicate) => duplicate.message) ?? []
  return {
    file,
    fileName,
    refusal: check.status === 'refused' ? check.message : null,
    candidates: checked?.candidates.slice(0, IMPORT_PREVIEW_ROWS) ?? [],
    addCount: checked?.candidates.length ?? 0,
    problems: problems.slice(0, IMPORT_LISTED_PROBLEMS),
    problemCount: problems.length,
    refusedRows: checked?.refusedRows ?? 0,
    duplicates: duplicates.slice(0, IMPORT_LISTED_PROBLEMS),
    duplicateCount: duplicates.length,
  }
}
