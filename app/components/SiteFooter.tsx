import { Link } from '@remix-run/react'
import { COPYRIGHT_YEAR, RANKING_EXPLAINED_LABEL, RANKING_EXPLAINED_PATH } from '~/constants'
import { INSTAGRAM_HANDLE, INSTAGRAM_URL, SITE_NAME, WHATSAPP_MESSAGE, type Operator } from '~/site'
import { formatPhone, telHref, whatsappHref } from '~/utils/format'
import * as styles from './SiteFooter.css'

const SHARED_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/marketplace', label: 'Materiales' },
  { to: '/contacto', label: 'Contacto' },
  { to: '/sobre-nosotros', label: 'Sobre nosotros' },
  { to: RANKING_EXPLAINED_PATH, label: RANKING_EXPLAINED_LABEL },
]
const VISITOR_LINKS = [...SHARED_LINKS, { to: '/auth', label: 'Ingresar' }, { to: '/auth?register=true', label: 'Registrarse' }]
const MEMBER_LINKS = [...SHARED_LINKS, { to: '/perfil', label: 'Mi Perfil' }, { to: '/publicar-servicio', label: 'Publicar Servicio' }]

/** `operator` is null only on the page of a failed root loader: then the contact block is left out. */
export function SiteFooter({ signedIn, operator }: { signedIn: boolean; operator: Operator | null }) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{SITE_NAME}</p>
          <p>
            {signedIn
              ? 'Bienvenido a la red de la construcción de Buenos Aires: constructores, proveedores y contratistas, todos en un mismo lugar.'
              : 'Sumate a la red de la construcción de Buenos Aires: constructores, proveedores y contratistas, todos en un mismo lugar.'}
          </p>
        </div>

        <nav aria-label="Pie de página">
          <h2 className={styles.heading}>Navegación</h2>
          <ul className={`${styles.list} ${styles.navList}`}>
            {(signedIn ? MEMBER_LINKS : VISITOR_LINKS).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {operator ? <OperatorContact operator={operator} /> : null}
      </div>
      <div className={styles.bottom}>
        <p className={styles.bottomInner}>
          © {COPYRIGHT_YEAR} {SITE_NAME}
        </p>
      </div>
    </footer>
  )
}

function OperatorContact({ operator }: { operator: Operator }) {
  return (
    <div>
      <h2 className={styles.heading}>Contacto</h2>
      <address className={styles.address}>
        <p>
          {operator.name}
          <br />
          {operator.address}
        </p>
        <ul className={styles.list}>
          <li>
            <a href={whatsappHref(operator.whatsapp, WHATSAPP_MESSAGE)} className={styles.link}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3z" />
                <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1a4.5 4.5 0 0 1-3-3l1-1-1-2z" />
              </svg>
              Escribinos por WhatsApp
            </a>
          </li>
          <li>
            <a href={INSTAGRAM_URL} className={styles.link}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                <rect x="3" y="3" width="18" height="18" rx="5" />
                <circle cx="12" cy="12" r="4" />
                <path d="M17.5 6.5h.01" />
              </svg>
              Instagram {INSTAGRAM_HANDLE}
            </a>
          </li>
          <li>
            <a href={telHref(operator.phone)} className={styles.link}>
              {formatPhone(operator.phone)}
            </a>
          </li>
          <li>
            <a href={`mailto:${operator.email}`} className={styles.link}>
              {operator.email}
            </a>
          </li>
        </ul>
      </address>
    </div>
  )
}
