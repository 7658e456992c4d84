import { Form, Link } from '@remix-run/react'
import { MaterialCard, type CardMaterial } from '~/components/MaterialCard'
import { Pagination } from '~/components/Pagination'
import { Button, ButtonLink } from '~/components/ui/Button'
import { CheckboxField, Field, LabelledOptions, NamedOptions, SelectField } from '~/components/ui/Field'
import {
  MATERIAL_CATEGORIES,
  MATERIAL_CONDITIONS,
  MATERIAL_CONDITION_LABELS,
  MATERIAL_ORDERS,
  MATERIAL_UNIT_LABELS,
  MATERIAL_UNITS,
  SEARCH_MAX_TERM_LENGTH,
} from '~/constants'
import * as cards from '~/styles/cards.css'
import * as text from '~/styles/text.css'
import { formatPriceInput } from '~/utils/format'
import {
  IN_STOCK,
  isFiltered,
  MARKETPLACE_PATH,
  MATERIAL_PARAMS,
  materialCategoryHref,
  materialSearchHref,
  priceOrdersAllowed,
  type MaterialSearch,
} from '~/utils/material-search'
import { SEARCH_PARAM } from '~/utils/pagination'
import { placesOf, ZONE_SLUGS, ZONES } from '~/zones'
import * as styles from './MaterialsMarketplace.css'

/** Cards in the first row of the widest grid: their images load at once, the rest lazily. */
const FIRST_ROW = 3

/**
 * The materials list of `/marketplace` and of a category's page: one GET form (term, filters,
 * order) that works without JavaScript, the cards and the page links, which keep every parameter.
 */
export function MaterialsMarketplace({
  path,
  search,
  categoryName,
  materials,
  page,
  pageCount,
}: {
  path: string
  search: MaterialSearch
  categoryName: string | null
  materials: CardMaterial[]
  page: number
  pageCount: number
}) {
  const onCategoryPage = path !== MARKETPLACE_PATH
  const narrowed = Boolean(search.q) || isFiltered(search) || (!onCategoryPage && search.category)
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>{onCategoryPage ? categoryName : 'Mercado de Materiales de construcción'}</h1>
        <p className={text.lead}>Materiales para cada etapa de tu obra, con proveedores de confianza</p>
      </header>
      {onCategoryPage ? null : (
        <nav aria-label="Categorías de materiales">
          <ul className={styles.categories}>
            {MATERIAL_CATEGORIES.map((category) => (
              <li key={category.slug}>
                <Link to={materialCategoryHref(category.slug)} className={styles.category}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Form method="get" action={path} role="search" className={styles.form}>
        <div className={styles.search}>
          <Field
            label="Buscar materiales"
            className={styles.searchField}
            inputProps={{
              type: 'search',
              name: SEARCH_PARAM,
              defaultValue: search.q,
              maxLength: SEARCH_MAX_TERM_LENGTH,
              placeholder: 'Ladrillos, cemento, arena...',
            }}
          />
          <Button type="submit">Buscar</Button>
          {narrowed ? (
            <ButtonLink to={path} variant="ghost">
              Ver todos
            </ButtonLink>
          ) : null}
        </div>
        <details className={styles.filters} open={isFiltered(search) || search.order !== 'recientes' || undefined}>
          <summary className={styles.summary}>Filtros</summary>
          <div className={styles.filterFields}>
            {onCategoryPage ? null : (
              <SelectField label="Categoría" selectProps={{ name: MATERIAL_PARAMS.category, defaultValue: search.category ?? '' }}>
                <option value="">Todas</option>
                <NamedOptions items={MATERIAL_CATEGORIES} />
              </SelectField>
            )}
            <SelectField label="Unidad de venta" selectProps={{ name: MATERIAL_PARAMS.unit, defaultValue: search.unit ?? '' }}>
              <option value="">Todas</option>
              <LabelledOptions values={MATERIAL_UNITS} labels={MATERIAL_UNIT_LABELS} />
            </SelectField>
            <SelectField label="Entrega o retiro en" selectProps={{ name: MATERIAL_PARAMS.zona, defaultValue: search.zona ?? '' }}>
              <option value="">Todas</option>
              {ZONES.map((zone) => (
                <optgroup key={zone} label={zone}>
                  <option value={ZONE_SLUGS[zone]}>Todo {zone}</option>
                  <NamedOptions items={placesOf(zone)} />
                </optgroup>
              ))}
            </SelectField>
            <SelectField label="Condición" selectProps={{ name: MATERIAL_PARAMS.condition, defaultValue: search.condition ?? '' }}>
              <option value="">Todas</option>
              <LabelledOptions values={MATERIAL_CONDITIONS} labels={MATERIAL_CONDITION_LABELS} />
            </SelectField>
            {(
              [
                ['Precio mínimo (con IVA)', MATERIAL_PARAMS.minPrice, search.minPriceCents],
                ['Precio máximo (con IVA)', MATERIAL_PARAMS.maxPrice, search.maxPriceCents],
              ] as const
            ).map(([label, name, cents]) => (
              <Field
                key={name}
                label={label}
                inputProps={{ name, inputMode: 'decimal', defaultValue: cents === undefined ? '' : formatPriceInput(cents) }}
              />
            ))}
            <CheckboxField
              label="Solo en stock"
              inputProps={{ id: 'filtro-en-stock', name: MATERIAL_PARAMS.availability, value: IN_STOCK, defaultChecked: search.inStock }}
            />
            <CheckboxField
              label="Con factura A"
              inputProps={{ id: 'filtro-factura-a', name: MATERIAL_PARAMS.invoiceA, value: '1', defaultChecked: search.invoiceA }}
            />
            <SelectField
              label="Ordenar por"
              hint={
                priceOrdersAllowed(search)
                  ? undefined
                  : search.category
                    ? 'Elegí también la unidad de venta para ordenar por precio'
                    : 'Elegí una categoría para ordenar por precio'
              }
              selectProps={{ name: MATERIAL_PARAMS.order, defaultValue: search.order }}
            >
              {MATERIAL_ORDERS.filter((order) => order.value === 'recientes' || priceOrdersAllowed(search)).map((order) => (
                <option key={order.value} value={order.value}>
                  {order.label}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="secondary">
              Aplicar filtros
            </Button>
          </div>
        </details>
      </Form>
      {materials.length ? (
        <ul className={cards.grid}>
          {materials.map((material, index) => (
            <li key={material.id}>
              <MaterialCard material={material} eager={index < FIRST_ROW} zona={search.zona} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          {search.q
            ? `No encontramos materiales para «${search.q}».`
            : narrowed
              ? 'No hay materiales con esos filtros.'
              : 'Aún no hay materiales disponibles.'}
        </p>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => materialSearchHref(path, search, { page: n })} />
    </div>
  )
}
