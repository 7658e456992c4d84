import {
  EMAIL_VERIFICATION_TTL_MS,
  MATERIAL_PRICE_HIDDEN_DAYS,
  MATERIAL_PRICE_STALE_DAYS,
  NOTIFICATION_EXCERPT_MAX,
  PASSWORD_RESET_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
} from '~/constants'
import { editMaterialHref } from '~/utils/material-form'
import { ivaNote, priceAsOf, priceWithUnit } from '~/utils/material-price'
import { SITE_NAME } from '~/site'
import { env } from '~/server/env.server'

export type EmailContent = { subject: string; text: string; html: string }

/** One description renders both bodies, so the plain text and the HTML never drift apart. */
type EmailParts = {
  subject: string
  greeting: string
  before: string[]
  action?: { url: string; label: string }
  /** A second, lesser link: a sentence that ends in it. */
  alsoLink?: { sentence: string; url: string; label: string }
  /** A list after `before`, each line with its own button and, maybe, a lesser link. */
  items?: { text: string; action: { url: string; label: string }; link?: { url: string; label: string } }[]
  after: string[]
}

const colors = { brand: '#1f3a5f', text: '#1c2430', muted: '#4a5565', background: '#f4f6f9', border: '#d5dbe3' }

function escapeHtml(value: string) {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}

function minutes(ms: number) {
  return `${Math.round(ms / 60_000)} minutos`
}

function hours(ms: number) {
  const count = Math.round(ms / (60 * 60 * 1000))
  return count === 1 ? '1 hora' : `${count} horas`
}

const signature = `El equipo de ${SITE_NAME}`

/**
 * An account's name is what it typed: it greets only an address the account has proven its own
 * (null otherwise), or anyone could send a stranger '¡Hola, GANASTE $500.000! Reclamalo en …'.
 */
const greetingFor = (provenName: string | null) => (provenName ? `¡Hola, ${provenName}!` : '¡Hola!')

/** The name an e-mail to this account's own address may greet it by: none until the address is verified. */
export const provenNameOf = (account: { businessName: string; emailVerifiedAt: Date | number | null }) =>
  account.emailVerifiedAt ? account.businessName : null

function renderText({ greeting, before, items = [], action, alsoLink, after }: EmailParts) {
  const blocks = [
    greeting,
    ...before,
    ...items.map((item) =>
      [item.text, `${item.action.label}: ${item.action.url}`, ...(item.link ? [`${item.link.label}: ${item.link.url}`] : [])].join('\n'),
    ),
    ...(action ? [action.url] : []),
    ...(alsoLink ? [`${alsoLink.sentence} ${alsoLink.url}`] : []),
    ...after,
    `—\n${signature}`,
  ]
  return `${blocks.join('\n\n')}\n`
}

function renderHtml({ subject, greeting, before, items = [], action, alsoLink, after }: EmailParts) {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${colors.text}">${escapeHtml(text)}</p>`
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${colors.brand};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${colors.muted}">Si el botón no funciona, copiá este enlace en tu navegador:<br><a href="${escapeHtml(action.url)}" style="color:${colors.brand};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
  return [
    '<!doctype html>',
    `<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${colors.background};font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border:1px solid ${colors.border};border-radius:12px">`,
    `<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:${colors.brand}">${escapeHtml(SITE_NAME)}</p>`,
    paragraph(greeting),
    ...before.map(paragraph),
    ...items.map(
      (item) =>
        `<p style="margin:0 0 8px;font-size:16px;line-height:1.5;color:${colors.text}">${escapeHtml(item.text)}</p>` +
        `<p style="margin:0 0 20px"><a href="${escapeHtml(item.action.url)}" style="display:inline-block;padding:8px 14px;border-radius:8px;background:${colors.brand};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(item.action.label)}</a>` +
        (item.link
          ? ` <a href="${escapeHtml(item.link.url)}" style="margin-left:12px;color:${colors.brand}">${escapeHtml(item.link.label)}</a>`
          : '') +
        '</p>',
    ),
    button,
    ...(alsoLink
      ? [
          `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${colors.text}">${escapeHtml(alsoLink.sentence)} <a href="${escapeHtml(alsoLink.url)}" style="color:${colors.brand}">${escapeHtml(alsoLink.label)}</a></p>`,
        ]
      : []),
    ...after.map(paragraph),
    `<p style="margin:24px 0 0;font-size:14px;color:${colors.muted}">${escapeHtml(signature)}</p>`,
    '</div></body></html>',
  ].join('\n')
}

function render(parts: EmailParts): EmailContent {
  return { subject: parts.subject, text: renderText(parts), html: renderHtml(parts) }
}

/**
 * Goes to whatever address was typed at sign-up, so it carries nothing else that was typed there:
 * a business name would let a stranger put their own words in our mail to anyone.
 */
export function verificationEmail({ url }: { url: string }): EmailContent {
  return render({
    subject: `Confirmá tu cuenta en ${SITE_NAME}`,
    greeting: '¡Hola!',
    before: [
      `Gracias por registrarte en ${SITE_NAME}, la red de proveedores de la construcción de Buenos Aires.`,
      'Para activar tu cuenta, confirmá tu correo electrónico con este enlace:',
    ],
    action: { url, label: 'Confirmar mi cuenta' },
    after: [
      `El enlace vence en ${hours(EMAIL_VERIFICATION_TTL_MS)} y se puede usar una sola vez.`,
      `Si no te registraste en ${SITE_NAME}, ignorá este correo.`,
    ],
  })
}

export function passwordResetEmail({ url }: { url: string }): EmailContent {
  return render({
    subject: `Restablecé tu contraseña de ${SITE_NAME}`,
    greeting: '¡Hola!',
    before: [
      `Recibimos un pedido para restablecer la contraseña de tu cuenta de ${SITE_NAME}.`,
      'Para elegir una contraseña nueva, abrí este enlace:',
    ],
    action: { url, label: 'Restablecer mi contraseña' },
    after: [
      `El enlace vence en ${hours(PASSWORD_RESET_TTL_MS)} y se puede usar una sola vez. Cuando cambies la contraseña, vamos a cerrar todas las demás sesiones abiertas de tu cuenta.`,
      'Si no lo pediste vos, ignorá este correo: tu contraseña actual sigue funcionando.',
    ],
  })
}

/** To an address that already has an account, when someone signs up with it: the page says nothing of it. */
export function signUpAttemptEmail(): EmailContent {
  return render({
    subject: `Intento de registro con tu correo en ${SITE_NAME}`,
    greeting: '¡Hola!',
    before: [
      `Alguien intentó crear una cuenta en ${SITE_NAME} con este correo electrónico, que ya tiene una cuenta. No creamos ninguna cuenta nueva ni cambiamos la tuya.`,
      'Si fuiste vos, iniciá sesión con tu cuenta:',
    ],
    action: { url: `${env.appUrl}/auth`, label: 'Iniciar sesión' },
    alsoLink: {
      sentence: '¿No recordás tu contraseña? Podés elegir una nueva:',
      url: `${env.appUrl}/auth/recuperar`,
      label: 'Restablecer mi contraseña',
    },
    after: ['Si no fuiste vos, ignorá este correo: tu cuenta sigue igual.'],
  })
}

export function signInLinkEmail({ url }: { url: string }): EmailContent {
  return render({
    subject: `Tu enlace para ingresar a ${SITE_NAME}`,
    greeting: '¡Hola!',
    before: [
      `Pediste un enlace para ingresar a tu cuenta de ${SITE_NAME} sin tu contraseña, que quedó bloqueada por demasiados intentos fallidos.`,
      'Para ingresar, abrí este enlace:',
    ],
    action: { url, label: 'Ingresar a mi cuenta' },
    after: [
      `El enlace vence en ${minutes(SIGN_IN_LINK_TTL_MS)} y se puede usar una sola vez. Al ingresar, tu cuenta se desbloquea.`,
      'Si no lo pediste vos, ignorá este correo: sin acceso a tu correo nadie puede usar el enlace. Si alguien está probando contraseñas, te conviene elegir una nueva desde tu perfil.',
    ],
  })
}

/** To an address nobody has proven yet: nothing the account typed. */
export function emailChangeEmail({ url }: { url: string }): EmailContent {
  return render({
    subject: `Confirmá tu nuevo correo en ${SITE_NAME}`,
    greeting: '¡Hola!',
    before: [`Pediste usar esta dirección para tu cuenta de ${SITE_NAME}.`, 'Para confirmarla, abrí este enlace:'],
    action: { url, label: 'Confirmar mi nuevo correo' },
    after: [
      `El enlace vence en ${hours(EMAIL_VERIFICATION_TTL_MS)} y se puede usar una sola vez. Hasta que lo abras, tu cuenta sigue usando tu correo anterior para iniciar sesión.`,
      `Si no lo pediste vos, ignorá este correo.`,
    ],
  })
}

/** To an address that has an account, when another account asked to move to it: nothing changes. */
export function emailChangeToTakenAddressEmail(): EmailContent {
  return render({
    subject: `Pedido de usar tu correo en ${SITE_NAME}`,
    greeting: '¡Hola!',
    before: [
      `Desde otra cuenta de ${SITE_NAME} se pidió pasar a usar este correo electrónico. Como este correo ya tiene una cuenta, no hicimos ningún cambio.`,
    ],
    alsoLink: { sentence: 'Si fuiste vos, podés ingresar con esta cuenta:', url: `${env.appUrl}/auth`, label: 'Iniciar sesión' },
    after: ['Si no fuiste vos, ignorá este correo: tu cuenta sigue igual.'],
  })
}

/** To the address in use: someone signed in asked to move the account elsewhere. */
export function emailChangeRequestedEmail({ provenName, newEmail }: { provenName: string | null; newEmail: string }): EmailContent {
  return render({
    subject: `Pedido de cambio de correo en ${SITE_NAME}`,
    greeting: greetingFor(provenName),
    before: [
      `Se pidió cambiar el correo de tu cuenta de ${SITE_NAME} a ${newEmail}. El cambio se hace solo cuando se abre el enlace que enviamos a esa dirección; hasta entonces seguís iniciando sesión con este correo.`,
    ],
    after: [
      `Si no fuiste vos, cambiá tu contraseña desde tu perfil o con «¿Olvidaste tu contraseña?»: eso anula el pedido. Si necesitás ayuda, escribinos a ${env.operator.email}.`,
    ],
  })
}

export function accountDeletedEmail({ provenName }: { provenName: string | null }): EmailContent {
  return render({
    subject: `Tu cuenta de ${SITE_NAME} fue eliminada`,
    greeting: greetingFor(provenName),
    before: [
      `Te confirmamos que tu cuenta de ${SITE_NAME} fue eliminada, junto con los datos de tu perfil. Ya no vas a poder iniciar sesión con ella.`,
    ],
    after: [
      `Si querés volver, podés registrarte de nuevo cuando quieras. Si no pediste la baja, escribinos a ${env.operator.email}.`,
      'Gracias por haber sido parte de la red.',
    ],
  })
}

/** A staff decision on one of the provider's verification checks. */
export function verificationDecisionEmail({
  provenName,
  check,
  rejectionReason,
}: {
  provenName: string | null
  /** The check's name, as 'CUIT' or 'Domicilio'. */
  check: string
  /** Null when approved. */
  rejectionReason: string | null
}): EmailContent {
  const action = { url: `${env.appUrl}/perfil?tab=verificacion`, label: 'Ver mis verificaciones' }
  if (rejectionReason === null) {
    return render({
      subject: `Aprobamos tu verificación de ${check}`,
      greeting: greetingFor(provenName),
      before: [`Revisamos los datos que enviaste para la verificación de ${check} y la aprobamos.`],
      action,
      after: ['Si más adelante cambiás alguno de esos datos en tu perfil, la vamos a revisar de nuevo.'],
    })
  }
  return render({
    subject: `No pudimos aprobar tu verificación de ${check}`,
    greeting: greetingFor(provenName),
    before: [`Revisamos los datos que enviaste para la verificación de ${check} y no pudimos aprobarla.`, `Motivo: ${rejectionReason}`],
    action,
    after: ['Podés corregir los datos y enviarla de nuevo desde tu perfil. Si tenés dudas, escribinos desde /contacto.'],
  })
}

/** An inquiry from the contact form, for the team's inbox; answering it writes to the sender. */
export function contactMessageEmail(inquiry: {
  id: number
  name: string
  email: string
  phone: string | null
  message: string
}): EmailContent {
  return render({
    subject: `Nueva consulta de ${inquiry.name} (n.º ${inquiry.id})`,
    greeting: 'Llegó una consulta desde el formulario de contacto.',
    before: [
      `Nombre: ${inquiry.name}`,
      `Correo electrónico: ${inquiry.email}`,
      `Teléfono: ${inquiry.phone ?? 'no lo indicó'}`,
      'Mensaje:',
      inquiry.message,
    ],
    after: ['Respondé este correo para contestarle directamente.'],
  })
}

export function claimApprovedEmail({
  provenName,
  listingName,
  listingId,
  cuitInReview,
}: {
  provenName: string | null
  listingName: string
  listingId: number
  cuitInReview: boolean
}): EmailContent {
  return render({
    subject: `Aprobamos tu reclamo de ${listingName} en ${SITE_NAME}`,
    greeting: greetingFor(provenName),
    before: [
      `Revisamos tu reclamo y el perfil «${listingName}» ya es parte de tu cuenta de ${SITE_NAME}, con sus reseñas y sus favoritos.`,
      ...(cuitInReview ? ['El CUIT que nos enviaste quedó en revisión en la pestaña Verificación de tu perfil.'] : []),
    ],
    action: { url: `${env.appUrl}/proveedor/${listingId}`, label: 'Ver el perfil' },
    after: [],
  })
}

export function claimRejectedEmail({
  provenName,
  listingName,
  reason,
}: {
  provenName: string | null
  listingName: string
  reason: string
}): EmailContent {
  return render({
    subject: `Tu reclamo de ${listingName} en ${SITE_NAME} no fue aprobado`,
    greeting: greetingFor(provenName),
    before: [`Revisamos tu reclamo del perfil «${listingName}» y no pudimos aprobarlo.`, `Motivo: ${reason}`],
    after: [`Si creés que es un error, escribinos desde ${env.appUrl}/contacto.`],
  })
}

/**
 * Something happened in a request or a conversation: a new request, offer, revision, message,
 * acceptance or cancellation. `excerpt` is cut to NOTIFICATION_EXCERPT_MAX characters; `folded`
 * counts earlier events of the same thread that were not e-mailed on their own.
 */
export function activityEmail({
  subject,
  sentences,
  excerpt,
  folded,
  path,
  label,
}: {
  subject: string
  sentences: string[]
  excerpt?: string
  folded: number
  path: string
  label: string
}): EmailContent {
  // Cut by characters, not UTF-16 units: half an emoji would arrive as '�'.
  const characters = excerpt ? [...excerpt] : []
  const cut = characters.length > NOTIFICATION_EXCERPT_MAX ? `${characters.slice(0, NOTIFICATION_EXCERPT_MAX - 1).join('')}…` : excerpt
  return render({
    subject,
    greeting: '¡Hola!',
    before: [
      ...sentences,
      ...(cut ? [`«${cut}»`] : []),
      ...(folded > 0 ? [`Además hubo ${moreNews(folded)} desde nuestro último aviso.`] : []),
    ],
    action: { url: `${env.appUrl}${path}`, label },
    after: [`Podés dejar de recibir estos avisos desde ${env.appUrl}/perfil/cuenta.`],
  })
}

const moreNews = (count: number) => (count === 1 ? '1 novedad más' : `${count} novedades más`)

/** The e-mail about events folded in a thread when no later event carried them: its last subject and link. */
export function foldedActivityEmail({ subject, folded, path, label }: { subject: string; folded: number; path: string; label: string }) {
  return activityEmail({ subject, sentences: [`Tenés ${moreNews(folded)} desde nuestro último aviso.`], folded: 0, path, label })
}

/** 'Confirmá tus precios': each stale price with its one-click 'Sigue vigente' and a link to edit it. */
export function priceRemindersEmail(
  materials: (Parameters<typeof priceWithUnit>[0] & { id: number; title: string; priceConfirmedAt: number; confirmPath: string })[],
): EmailContent {
  return render({
    subject: 'Confirmá tus precios',
    greeting: '¡Hola!',
    before: [
      `${materials.length === 1 ? 'Este precio tiene' : 'Estos precios tienen'} más de ${MATERIAL_PRICE_STALE_DAYS} días en ${SITE_NAME}. Los compradores los ven como «Precio a confirmar», y a los ${MATERIAL_PRICE_HIDDEN_DAYS} días dejan de aparecer en las búsquedas.`,
      'Si un precio no cambió, tocá «Sigue vigente». Si cambió, editalo.',
    ],
    items: materials.map((material) => ({
      text: `${material.title}: ${priceWithUnit(material)} (${ivaNote(material)}), ${priceAsOf(material.priceConfirmedAt).toLowerCase()}`,
      action: { url: `${env.appUrl}${material.confirmPath}`, label: 'Sigue vigente' },
      link: { url: `${env.appUrl}${editMaterialHref(material.id)}`, label: 'Editar' },
    })),
    after: [`Podés dejar de recibir estos avisos desde ${env.appUrl}/perfil/cuenta.`],
  })
}
