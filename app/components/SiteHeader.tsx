import { Link, NavLink, useLocation } from '@remix-run/react'
import { useRef } from 'react'
import { ButtonLink } from '~/components/ui/Button'
import { useDetailsDismiss } from '~/components/ui/useDetailsDismiss'
import * as styles from './SiteHeader.css'

type NavItem = { to: string; label: string }

// The signed-in variant swaps these lists; the markup below stays the same.
const MAIN_LINKS: NavItem[] = [
  { to: '/', label: 'Inicio' },
  { to: '/constructores', label: 'Constructores' },
  { to: '/para-proveedores', label: 'Proveedores' },
]
const EXPLORE_LINKS: NavItem[] = [
  { to: '/proyectos-publicados', label: 'Proyectos publicados' },
  { to: '/sobre-nosotros', label: 'Quienes Somos' },
  { to: '/contacto', label: 'Contacto' },
]
const TRAILING_LINKS: NavItem[] = [{ to: '/marketplace', label: 'Materiales' }]

export function SiteHeader() {
  // Remounting the <details> menus on every navigation closes them after a client-side link click.
  const { key } = useLocation()

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

        <MobileMenu key={key} />

        <nav aria-label="Principal" className={styles.desktopNav}>
          <ul className={styles.desktopList}>
            {MAIN_LINKS.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className={styles.desktopLink} />
              </li>
            ))}
            <li>
              <ExploreMenu key={key} />
            </li>
            {TRAILING_LINKS.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className={styles.desktopLink} />
              </li>
            ))}
          </ul>
          <AuthButtons />
        </nav>
      </div>
    </header>
  )
}

function NavItemLink({ item, className }: { item: NavItem; className: string }) {
  return (
    <NavLink to={item.to} end={item.to === '/'} className={className}>
      {item.label}
    </NavLink>
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

function ExploreMenu() {
  const ref = useRef<HTMLDetailsElement>(null)
  useDetailsDismiss(ref)
  return (
    <details ref={ref} className={styles.explore}>
      <summary className={styles.exploreSummary}>
        Explorar
        <ChevronIcon />
      </summary>
      <ul className={styles.explorePanel}>
        {EXPLORE_LINKS.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} className={styles.exploreLink} />
          </li>
        ))}
      </ul>
    </details>
  )
}

function MobileMenu() {
  const ref = useRef<HTMLDetailsElement>(null)
  useDetailsDismiss(ref)
  return (
    <details ref={ref} className={styles.mobileMenu}>
      <summary className={styles.menuButton}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path className={styles.menuIconBars} d="M4 6h16M4 12h16M4 18h16" />
          <path className={styles.menuIconClose} d="M6 6l12 12M18 6 6 18" />
        </svg>
        Menú
      </summary>
      <nav aria-label="Principal" className={styles.mobilePanel}>
        <ul className={styles.mobileList}>
          {[...MAIN_LINKS, ...EXPLORE_LINKS, ...TRAILING_LINKS].map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} className={styles.mobileLink} />
            </li>
          ))}
        </ul>
        <AuthButtons fullWidth />
      </nav>
    </details>
  )
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="m6 9 6 6 6-6" />
    </svg>
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
