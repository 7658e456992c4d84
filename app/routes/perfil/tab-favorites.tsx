import { ProviderCard } from '~/components/ProviderCard'
import { ButtonLink } from '~/components/ui/Button'
import type { loadFavoritesTab } from './tab-data.server'
import * as cards from '~/styles/cards.css'
import * as styles from './route.css'

export default function FavoritesTab({ favorites }: ReturnType<typeof loadFavoritesTab>) {
  if (favorites.length === 0) {
    return (
      <div className={styles.emptyState}>
        <p>Todavía no guardaste proveedores preferidos.</p>
        <ButtonLink to="/" variant="secondary">
          Buscar proveedores
        </ButtonLink>
      </div>
    )
  }
  return (
    <ul className={cards.grid}>
      {favorites.map((listing) => (
        <li key={listing.id}>
          <ProviderCard listing={listing} favorite />
        </li>
      ))}
    </ul>
  )
}
