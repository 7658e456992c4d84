/**
 * The marketplace's GET parameters (spec/materials.md §3): read from an address, where a bad value
 * of any of them is its default, and written back into the links that keep the others.
 */
import {
  MATERIAL_CONDITIONS,
  MATERIAL_ORDERS,
  MATERIAL_UNITS,
  isMaterialCategory,
  type MaterialCategory,
  type MaterialCondition,
  type MaterialOrder,
  type MaterialUnit,
} from '~/constants'
import { PAGE_PARAM, parsePage, parseSearchTerm, SEARCH_PARAM } from './pagination'
import { formatPriceInput } from './format'
import { parsePriceCents } from './money'
import { getZona } from '~/zones'

export const MARKETPLACE_PATH = '/marketplace'
export const materialCategoryHref = (category: MaterialCategory) => `${MARKETPLACE_PATH}/${category}`

export const MATERIAL_PARAMS = {
  category: 'categoria',
  unit: 'unidad',
  zona: 'zona',
  availability: 'disponibilidad',
  condition: 'condicion',
  invoiceA: 'factura-a',
  minPrice: 'precio-min',
  maxPrice: 'precio-max',
  order: 'orden',
} as const

export const IN_STOCK = 'en-stock'

export type MaterialSearch = {
  q: string
  category?: MaterialCategory
  unit?: MaterialUnit
  /** A zone, partido or barrio (its slug, as the zona pages'): delivered to or picked up there. */
  zona?: string
  inStock: boolean
  condition?: MaterialCondition
  invoiceA: boolean
  minPriceCents?: number
  maxPriceCents?: number
  /** 'recientes' unless a price order was asked for inside one category and unit. */
  order: MaterialOrder
  page: number
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

function priceParam(value: string | null) {
  if (!value?.trim()) return undefined
  const parsed = parsePriceCents(value)
  return parsed.ok ? parsed.hundredths : undefined
}

/** `category` is the category page's own, which no parameter overrides. */
export function parseMaterialSearch(params: URLSearchParams, category?: MaterialCategory): MaterialSearch {
  const asked = params.get(MATERIAL_PARAMS.category) ?? ''
  const chosen = category ?? (isMaterialCategory(asked) ? asked : undefined)
  const unit = oneOf(MATERIAL_UNITS, params.get(MATERIAL_PARAMS.unit))
  const order = oneOf(
    MATERIAL_ORDERS.map((option) => option.value),
    params.get(MATERIAL_PARAMS.order),
  )
  return {
    q: parseSearchTerm(params),
    category: chosen,
    unit,
    zona: getZona(params.get(MATERIAL_PARAMS.zona) ?? '')?.slug,
    inStock: params.get(MATERIAL_PARAMS.availability) === IN_STOCK,
    condition: oneOf(MATERIAL_CONDITIONS, params.get(MATERIAL_PARAMS.condition)),
    invoiceA: params.get(MATERIAL_PARAMS.invoiceA) === '1',
    minPriceCents: priceParam(params.get(MATERIAL_PARAMS.minPrice)),
    maxPriceCents: priceParam(params.get(MATERIAL_PARAMS.maxPrice)),
    order: order && order !== 'recientes' && priceOrdersAllowed({ category: chosen, unit }) ? order : 'recientes',
    page: parsePage(params),
  }
}

/** Prices compare only between listings of one category sold by one unit. */
export const priceOrdersAllowed = ({ category, unit }: Pick<MaterialSearch, 'category' | 'unit'>) => Boolean(category && unit)

/** Whether any filter narrows the list (the term aside). */
export const isFiltered = (search: MaterialSearch) =>
  Boolean(
    search.unit ||
    search.zona ||
    search.inStock ||
    search.condition ||
    search.invoiceA ||
    search.minPriceCents !== undefined ||
    search.maxPriceCents !== undefined,
  )

/**
 * The address of a search, defaults left out; on a category page (`path` its own) the category
 * is in the path, not in a parameter.
 */
export function materialSearchHref(path: string, search: MaterialSearch, changes: Partial<MaterialSearch> = {}) {
  const next = { ...search, ...changes }
  const params = new URLSearchParams()
  if (next.q) params.set(SEARCH_PARAM, next.q)
  if (next.category && path === MARKETPLACE_PATH) params.set(MATERIAL_PARAMS.category, next.category)
  if (next.unit) params.set(MATERIAL_PARAMS.unit, next.unit)
  if (next.zona) params.set(MATERIAL_PARAMS.zona, next.zona)
  if (next.inStock) params.set(MATERIAL_PARAMS.availability, IN_STOCK)
  if (next.condition) params.set(MATERIAL_PARAMS.condition, next.condition)
  if (next.invoiceA) params.set(MATERIAL_PARAMS.invoiceA, '1')
  if (next.minPriceCents !== undefined) params.set(MATERIAL_PARAMS.minPrice, formatPriceInput(next.minPriceCents))
  if (next.maxPriceCents !== undefined) params.set(MATERIAL_PARAMS.maxPrice, formatPriceInput(next.maxPriceCents))
  if (next.order !== 'recientes') params.set(MATERIAL_PARAMS.order, next.order)
  if (next.page > 1) params.set(PAGE_PARAM, String(next.page))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
