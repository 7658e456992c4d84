import { DEFAULT_LISTING_ORDER, LISTING_ORDERS, type ListingOrder } from '~/constants'

/** The query parameter of a ranked list's order: `?orden=calificacion`. */
export const ORDER_PARAM = 'orden'

/** The order a list's URL asks for; a missing or unknown value is the default order, never an error. */
export function parseListingOrder(params: URLSearchParams): ListingOrder {
  const value = params.get(ORDER_PARAM)
  return LISTING_ORDERS.find((order) => order.value === value)?.value ?? DEFAULT_LISTING_ORDER
}

/** Sets the order on a query string; the default order adds nothing, so equal lists share one URL. */
export function setListingOrder(params: URLSearchParams, order: ListingOrder = DEFAULT_LISTING_ORDER) {
  if (order !== DEFAULT_LISTING_ORDER) params.set(ORDER_PARAM, order)
  return params
}
