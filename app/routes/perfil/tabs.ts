export const TABS = [
  { id: 'personal', label: 'Datos Personales' },
  { id: 'services', label: 'Servicios Publicados' },
  { id: 'favorites', label: 'Proveedores Preferidos' },
  { id: 'projects', label: 'Feed de Proyectos' },
  { id: 'cotizaciones', label: 'Publicar Cotización' },
] as const
export type Tab = (typeof TABS)[number]['id']

export function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab.id === value)?.id ?? 'personal'
}

export const tabHref = (tab: Tab) => `/perfil?tab=${tab}`
