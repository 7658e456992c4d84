import { Form, Link, useLocation } from '@remix-run/react'
import { useRef, type ReactNode } from 'react'
import { ButtonLink } from '~/components/ui/Button'
import { useDetailsDismiss } from '~/components/ui/useDetailsDismiss'
import * as styles from './SiteHeader.css'
import { ChevronIcon, CLOSE_ICON_PATH, StrokeIcon } from '~/components/ui/Icon'
import { visuallyHidden } from '~/styles/utilities.css'

type NavItem = { to: string; label: string }

type HeaderUser = { email: string; isStaff: boolean; unreadConversations: number; unopenedRequests: number }

const EXPLORE_LINKS: NavItem[] = [
  { to: '/proyectos-publicados', label: 'Proyectos publicados' },
  { to: '/sobre-nosotros', label: 'Quienes Somos' },
  { to: '/contacto', label: 'Contacto' },
]
const VISITOR_LINKS = {
  main: [
    { to: '/', label: 'Inicio' },
    { to: '/constructores', label: 'Constructores' },
    { to: '/para-proveedores', label: 'Proveedores' },
  ],
  trailing: [{ to: '/marketplace', label: 'Materiales' }],
}
const MEMBER_LINKS = {
  main: [{ to: '/', label: 'Inicio' }],
  trailing: [
    { to: '/marketplace', label: 'Materiales' },
    { to: '/publicar-servicio', label: 'Publicar Servicio' },
    { to: '/perfil', label: 'Mi Perfil' },
  ],
}
// In the user menu rather than the top row, which is full at 1024 px for staff.
const userMenuLinks = (user: HeaderUser): NavItem[] => [
  { to: '/solicitudes', label: user.unopenedRequests ? `Solicitudes (${user.unopenedRequests})` : 'Solicitudes' },
  { to: '/PublicarMateriales', label: 'Vender Materiales' },
]
const STAFF_LINKS = { ...MEMBER_LINKS, trailing: [...MEMBER_LINKS.trailing, { to: '/admin', label: 'Administración' }] }

/** 'Mensajes (2)': how many conversations wait for the person's reading. */
const messagesLink = (unread: number): NavItem => ({ to: '/mensajes', label: unread ? `Mensajes (${unread})` : 'Mensajes' })

function linksFor(user: HeaderUser | null) {
  if (!user) return VISITOR_LINKS
  const links = user.isStaff ? STAFF_LINKS : MEMBER_LINKS
  return { ...links, trailing: [messagesLink(user.unreadConversations), ...links.trailing] }
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  // Remounting the <details> menus on every navigation closes them after a client-side link click.
  const { key } = useLocation()
  const links = linksFor(user)

  return (
    <header className={styles.root}>
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          <LogoMark />
          RedObra
        </Link>

        <MobileMenu key={key} user={user} />

        <nav aria-label="Principal" className={styles.desktopNav}>
          <ul className={styles.desktopList}>
            {links.main.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className={styles.desktopLink} />
              </li>
            ))}
            <li>
              <HeaderMenu key={key} label="Explorar">
                {EXPLORE_LINKS.map((item) => (
                  <li key={item.to}>
                    <NavItemLink item={item} className={styles.exploreLink} />
                  </li>
                ))}
              </HeaderMenu>
            </li>
            {links.trailing.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className={styles.desktopLink} />
              </li>
            ))}
          </ul>
          {user ? (
            <HeaderMenu
              key={`user-${key}`}
              label={
                <>
                  <span translate="no" className={styles.userName} title={user.email}>
                    {emailName(user.email)}
                  </span>
                  <NewsCount count={user.unopenedRequests} />
                </>
              }
              alignEnd
            >
              {userMenuLinks(user).map((item) => (
                <li key={item.to}>
                  <NavItemLink item={item} className={styles.exploreLink} />
                </li>
              ))}
              <li>
                <SignOutButton className={styles.exploreLink} />
              </li>
            </HeaderMenu>
          ) : (
            <AuthButtons />
          )}
        </nav>
      </div>
    </header>
  )
}

/** Marks the link of the current section as NavLink would, without its route matching per link. */
function NavItemLink({ item, className }: { item: NavItem; className: string }) {
  const { pathname } = useLocation()
  const current = item.to === '/' ? pathname === '/' : pathname === item.to || pathname.startsWith(`${item.to}/`)
  return (
    <Link to={item.to} className={className} aria-current={current ? 'page' : undefined}>
      {item.label}
    </Link>
  )
}

function AuthButtons({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <div className={styles.authButtons}>
      <ButtonLink to="/auth" variant="secondary" size="sm" fullWidth={fullWidth}>
        Ingresar
      </ButtonLink>
      <ButtonLink to="/auth?register=true" variant="accent" size="sm" fullWidth={fullWidth}>
        Registrarse
      </ButtonLink>
    </div>
  )
}

/** The part of the e-mail before the @, as the spec's user menu shows it. */
function emailName(email: string) {
  return email.split('@')[0] ?? email
}

function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/auth/salir">
      <button type="submit" className={`${className} ${styles.menuButtonReset}`}>
        Cerrar Sesión
      </button>
    </Form>
  )
}

function HeaderMenu({ label, children, alignEnd = false }: { label: ReactNode; children: ReactNode; alignEnd?: boolean }) {
  const ref = useRef<HTMLDetailsElement>(null)
  useDetailsDismiss(ref)
  return (
    <details ref={ref} className={styles.explore}>
      <summary className={styles.exploreSummary}>
        {label}
        <ChevronIcon className={styles.chevron} />
      </summary>
      <ul className={alignEnd ? `${styles.explorePanel} ${styles.explorePanelEnd}` : styles.explorePanel}>{children}</ul>
    </details>
  )
}

function MobileMenu({ user }: { user: HeaderUser | null }) {
  const links = linksFor(user)
  const ref = useRef<HTMLDetailsElement>(null)
  useDetailsDismiss(ref)
  return (
    <details ref={ref} className={styles.mobileMenu}>
      <summary className={styles.menuButton}>
        <StrokeIcon size={20}>
          <path className={styles.menuIconBars} d="M4 6h16M4 12h16M4 18h16" />
          <path className={styles.menuIconClose} d={CLOSE_ICON_PATH} />
        </StrokeIcon>
        Menú
        {user ? <NewsCount count={user.unreadConversations + user.unopenedRequests} /> : null}
      </summary>
      <nav aria-label="Principal" className={styles.mobilePanel}>
        <ul className={styles.mobileList}>
          {[...links.main, ...EXPLORE_LINKS, ...links.trailing, ...(user ? userMenuLinks(user) : [])].map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} className={styles.mobileLink} />
            </li>
          ))}
        </ul>
        {user ? (
          <div className={styles.mobileUser}>
            <p className={styles.mobileUserName} translate="no">
              {user.email}
            </p>
            <SignOutButton className={styles.mobileLink} />
          </div>
        ) : (
          <AuthButtons fullWidth />
        )}
      </nav>
    </details>
  )
}

/** News waiting inside a closed menu, on its button: a count, read out as 'novedades'. */
function NewsCount({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <span className={styles.newsCount}>
      {count}
      <span className={visuallyHidden}> {count === 1 ? 'novedad' : 'novedades'}</span>
    </span>
  )
}

function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true">
      <rect className={styles.logoTile} width="32" height="32" rx="7" />
      <path className={styles.logoRoof} d="M7 16 16 8l9 8" />
      <rect className={styles.logoBeam} x="9" y="19" width="14" height="5" rx="1.5" />
    </svg>
  )
}
