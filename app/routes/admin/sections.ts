/** The console's sections, in the order of its navigation. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Panel' },
  { to: '/admin/verificaciones', label: 'Verificaciones' },
  { to: '/admin/reclamos', label: 'Reclamos' },
  { to: '/admin/resenas', label: 'Reseñas' },
  { to: '/admin/cuentas', label: 'Cuentas' },
  { to: '/admin/conversaciones', label: 'Conversaciones' },
  { to: '/admin/importar', label: 'Importar' },
  { to: '/admin/registro', label: 'Registro' },
] as const

/** Console pages stay out of search engines even if a link to one leaks. */
export const adminMeta = (title: string, description: string) => [
  { title: `${title} | Administración | RedObra` },
  { name: 'description', content: description },
  { name: 'robots', content: 'noindex' },
]
