import type { Role } from '~/constants'

export const TABS = [
  { id: 'personal', label: 'Datos Personales' },
  { id: 'services', label: 'Servicios Publicados' },
  { id: 'favorites', label: 'Proveedores Preferidos' },
  { id: 'projects', label: 'Feed de Proyectos' },
  { id: 'cotizaciones', label: 'Publicar Cotización' },
  { id: 'verificacion', label: 'Verificación', providersOnly: true },
  { id: 'zonas', label: 'Zonas de trabajo', providersOnly: true },
  { id: 'estadisticas', label: 'Estadísticas', providersOnly: true },
] as const
export type Tab = (typeof TABS)[number]['id']

export function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab.id === value)?.id ?? 'personal'
}

/** The tabs an account of `role` sees in the tab bar. */
export const tabsFor = (role: Role) => TABS.filter((tab) => !('providersOnly' in tab) || role === 'proveedor')

export const tabHref = (tab: Tab) => `/perfil?tab=${tab}`
