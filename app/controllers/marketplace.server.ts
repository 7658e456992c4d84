import { MATERIALS_PAGE_SIZE, materialCategoryName, type MaterialCategory } from '~/constants'
import { listMaterials } from '~/models/materials.server'
import { db } from '~/server/db.server'
import { pageWithin, searchedListHref } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { MARKETPLACE_PATH, materialCategoryHref, parseMaterialSearch } from '~/utils/material-search'
import { absoluteUrl } from './directory.server'

/**
 * The loader of `/marketplace` and of a category's page: the search its address asks for, a page
 * of what matches, and the canonical address (a category chosen on `/marketplace` is its page's).
 */
export function loadMarketplace(request: Request, category?: MaterialCategory) {
  const url = new URL(request.url)
  const search = parseMaterialSearch(url.searchParams, category)
  const { materials, total } = listMaterials(db, {
    page: search.page,
    q: search.q,
    filters: {
      category: search.category,
      unit: search.unit,
      zona: search.zona,
      inStock: search.inStock,
      condition: search.condition,
      invoiceA: search.invoiceA,
      minPriceCents: search.minPriceCents,
      maxPriceCents: search.maxPriceCents,
      order: search.order,
    },
  })
  const paging = pageWithin(search.page, total, MATERIALS_PAGE_SIZE) ?? notFound()
  const path = search.category ? materialCategoryHref(search.category) : MARKETPLACE_PATH
  return {
    path: category ? path : MARKETPLACE_PATH,
    search,
    categoryName: search.category ? materialCategoryName(search.category) : null,
    materials,
    total,
    ...paging,
    // Filters and terms narrow one list: its canonical address is the list's own page.
    canonical: absoluteUrl(searchedListHref(path, { page: paging.page })),
  }
}
