import { deleteMaterialAction, editMaterialAction, materialStateAction } from '~/controllers/material-form.server'
import { loadStatsTab } from '~/controllers/provider-stats.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import { deleteMaterialIntent, editMaterialIntent, materialStateIntent } from '~/utils/material-form'
import { createProjectIntent, deleteProjectIntent } from '~/utils/project-form'
import { notFound } from '~/utils/responses'
import { deleteServiceAction } from './delete-service.server'
import { deleteServiceIntent, saveProfileIntent, saveServiceAreasIntent } from './forms'
import { createProjectAction, deleteProjectAction } from './project-form.server'
import { readProfileBody } from './read-body.server'
import { saveProfileAction } from './save-profile.server'
import { saveServiceAreasAction } from './service-areas.server'
import {
  loadAccount,
  loadFavoritesTab,
  loadPersonalTab,
  loadProjectsTab,
  loadQuotesTab,
  loadServicesTab,
  loadVerificationTab,
  loadZonasTab,
} from './tab-data.server'
import { tabOf } from './tabs'
import { verificationAction } from './verification.server'

/* /perfil's loader and action: the account's header and the tab asked for, and every form's post. */

export async function loadProfilePage(request: Request) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  const tab = tabOf(url.searchParams.get('tab'))
  const own = loadAccount(user)
  if (!own) notFound('Perfil no encontrado')
  const { profile, account } = own

  switch (tab) {
    case 'personal':
      return { tab, ...account, ...loadPersonalTab(user, profile, url) }
    case 'services':
      return { tab, ...account, ...loadServicesTab(user, profile, url) }
    case 'favorites':
      return { tab, ...account, ...loadFavoritesTab(user) }
    case 'projects':
      return { tab, ...account, ...loadProjectsTab(user, url) }
    case 'cotizaciones':
      return { tab, ...account, ...loadQuotesTab(user) }
    case 'verificacion':
      return { tab, ...account, ...loadVerificationTab(user, profile) }
    case 'zonas':
      return { tab, ...account, ...loadZonasTab(user, profile) }
    case 'estadisticas':
      return { tab, ...account, ...loadStatsTab(user, url) }
  }
}

export async function profilePageAction(request: Request) {
  requireSameOrigin(request)
  const url = new URL(request.url)
  // Who is asking is known before a byte of the body is read: a visitor's post is answered unread.
  const user = await requireUser(request)
  // Its forms carry a document of up to 10 MB, kept byte for byte: its own reader.
  if (tabOf(url.searchParams.get('tab')) === 'verificacion') return verificationAction(user, request)
  const body = await readProfileBody(request)
  // Files refused by their size before any field was read: only the address says which form it was.
  const intent = body.formData.get('intent') ?? (body.uploadError && url.searchParams.has('crear') ? createProjectIntent : null)
  switch (intent) {
    case saveProfileIntent:
      return saveProfileAction(user, body)
    case deleteServiceIntent:
      return deleteServiceAction(user, body.formData)
    case editMaterialIntent:
      return editMaterialAction(user, body)
    case deleteMaterialIntent:
      return deleteMaterialAction(user, body.formData)
    case materialStateIntent:
      return materialStateAction(user, body.formData)
    case createProjectIntent:
      return createProjectAction(user, body)
    case deleteProjectIntent:
      return deleteProjectAction(user, body.formData)
    case saveServiceAreasIntent:
      return saveServiceAreasAction(user, body.formData)
    default:
      throw new Response('Acción desconocida.', { status: 400 })
  }
}
