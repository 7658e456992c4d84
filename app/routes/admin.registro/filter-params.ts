/** The audit log filter form's fields, as the URL carries them. */
export const AUDIT_FILTER_PARAMS = { staffUserId: 'miembro', action: 'accion', objectType: 'tipo', objectId: 'objeto' } as const
