import type { ReactNode } from 'react'
import { ButtonLink } from '~/components/ui/Button'
import { Card } from '~/components/ui/Card'
import type { Responsiveness } from '~/models/responsiveness.server'
import { visuallyHidden } from '~/styles/utilities.css'
import { countedContact, formatPhone, isMobilePhone, telHref, websiteHref, websiteLabel, whatsappHref } from '~/utils/format'
import { UNCLAIMED_MESSAGE } from '~/utils/message-links'
import * as styles from './ProviderProfile.css'
import { StrokeIcon } from '~/components/ui/Icon'

/* Pieces shared by the two provider pages: /proveedor/{id} and /perfilDeProveedorActivo/{id}. */

type ContactFields = {
  contactPerson: string | null
  phone: string | null
  address: string | null
  website: string | null
  /** The listings a click on the website link counts for. */
  listingIds?: number[]
}

export function ProviderContactDetails({ contactPerson, phone, address, website, listingIds }: ContactFields) {
  return (
    <dl className={styles.contactList}>
      {contactPerson ? <ContactRow label="Contacto">{contactPerson}</ContactRow> : null}
      {phone ? <ContactRow label="Teléfono">{formatPhone(phone)}</ContactRow> : null}
      {address ? <ContactRow label="Dirección">{address}</ContactRow> : null}
      <ContactRow label="Sitio web">
        {website ? (
          <>
            <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer" {...countedContact(listingIds, 'website')}>
              Visitar sitio web<span className={visuallyHidden}> (se abre en una pestaña nueva)</span>
            </a>{' '}
            <span className={styles.muted}>{websiteLabel(website)}</span>
          </>
        ) : (
          'No hay sitio web'
        )}
      </ContactRow>
    </dl>
  )
}

function ContactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.contactRow}>
      <dt className={styles.contactLabel}>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** How the provider answers solicitudes, shown only once earned (see getResponsiveness). */
export function ResponsivenessLines({ responsiveness }: { responsiveness: Responsiveness | null }) {
  if (!responsiveness) return null
  const { hoursUnder, answeredPercent } = responsiveness
  return (
    <ul className={styles.responsiveness} aria-label="Cómo responde las solicitudes">
      {hoursUnder === null ? null : <li>{`Responde en menos de ${hoursUnder} ${hoursUnder === 1 ? 'hora' : 'horas'}`}</li>}
      <li>{`Respondió el ${answeredPercent} % de las solicitudes`}</li>
    </ul>
  )
}

const WHATSAPP_GREETING = 'Hola, vi tu perfil en RedObra y quiero hacer una consulta.'

/**
 * A consulta in RedObra when the provider has an account (`inquiryHref`; null for an unclaimed
 * listing), and call or, for mobiles, WhatsApp, which need no account.
 */
export function ContactProviderCard({
  phone,
  inquiryHref,
  inquiryLabel = 'Enviar consulta',
  greeting = WHATSAPP_GREETING,
  listingIds,
}: {
  phone: string | null
  inquiryHref: string | null
  /** The consulta button's words: 'Enviar consulta' on a provider's pages, 'Consultar' on a material's. */
  inquiryLabel?: string
  greeting?: string
  /** The listings a call or WhatsApp click counts for. */
  listingIds?: number[]
}) {
  return (
    <Card as="section" className={styles.contactCard}>
      <h2 className={styles.contactCardTitle}>Contactar Proveedor</h2>
      {inquiryHref ? (
        <ButtonLink to={inquiryHref} variant="accent" fullWidth>
          {inquiryLabel}
        </ButtonLink>
      ) : (
        <p className={styles.muted}>{UNCLAIMED_MESSAGE}</p>
      )}
      {phone ? (
        <>
          <p className={styles.muted}>Llamalo o escribile; tenés todos sus datos de contacto en esta página.</p>
          <ButtonLink to={telHref(phone)} fullWidth {...countedContact(listingIds, 'phone')}>
            Llamar ahora
          </ButtonLink>
          {isMobilePhone(phone) ? (
            <ButtonLink
              to={whatsappHref(phone, greeting)}
              target="_blank"
              rel="noopener noreferrer"
              variant="secondary"
              fullWidth
              {...countedContact(listingIds, 'whatsapp')}
            >
              Escribir por WhatsApp<span className={visuallyHidden}> (se abre en una pestaña nueva)</span>
            </ButtonLink>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>Este proveedor no informó un teléfono. Usá los datos de contacto de esta página.</p>
      )}
    </Card>
  )
}

export function BuildingIcon() {
  return (
    <StrokeIcon size={48} strokeWidth={1.75} roundJoins>
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 10h4a1 1 0 0 1 1 1v10M2 21h20" />
      <path d="M8 8h3M8 12h3M8 16h3" />
    </StrokeIcon>
  )
}
