/** Presentation helpers shared by the server and the browser: Argentine formats, one place. */
import { LISTING_EVENT_ATTRIBUTE, type ListingEventKind } from '~/constants'

export const TIME_ZONE = 'America/Argentina/Buenos_Aires'

const longDate = new Intl.DateTimeFormat('es-AR', { dateStyle: 'long', timeZone: TIME_ZONE })

/** "5 de marzo de 2025". */
export function formatLongDate(date: Date | number | string) {
  return longDate.format(new Date(date))
}

const numericDate = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: TIME_ZONE })

/** "12/11/2026": the day in Buenos Aires of an instant. */
export function formatNumericDate(date: Date | number | string) {
  return numericDate.format(new Date(date))
}

/** "30/6/2027" from "2027-06-30": a calendar day (an expiry), with no time zone to apply. */
export function formatCalendarDay(isoDay: string) {
  const [year, month, day] = isoDay.split('-').map(Number)
  return `${day}/${month}/${year}`
}

const oneDecimal = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** "4,5": averages are shown with one decimal. */
export function formatRating(value: number) {
  return oneDecimal.format(value)
}

const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2 })

/** "$ 1.234,56" from integer cents. */
export function formatPriceCents(cents: number) {
  return pesos.format(cents / 100)
}

const wholeNumber = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 })

/**
 * "1.234,5" from 123450 hundredths: the whole part grouped the Argentine way, the decimals from
 * the integer's own digits (never a float division), trailing zeros dropped.
 */
export function formatQuantityHundredths(hundredths: number) {
  return withDecimals(hundredths, wholeNumber.format)
}

/** "1234,5" from 123450 hundredths: a quantity as typed into a form field, without grouping. */
export function formatQuantityInput(hundredths: number) {
  return withDecimals(hundredths, String)
}

function withDecimals(hundredths: number, formatWhole: (whole: number) => string) {
  const cents = hundredths % 100
  const whole = formatWhole((hundredths - cents) / 100)
  const decimals = String(cents).padStart(2, '0').replace(/0+$/, '')
  return decimals ? `${whole},${decimals}` : whole
}

/** Marks a phone, WhatsApp or website link so a click on it is counted; the link itself stays a plain link. */
export function countedContact(listingIds: readonly number[] | undefined, kind: Exclude<ListingEventKind, 'view'>) {
  return listingIds?.length ? { [LISTING_EVENT_ATTRIBUTE]: `${kind}:${listingIds.join(',')}` } : {}
}

/** A website as a link target: `https://` is added when the address does not start with http. */
export function websiteHref(website: string) {
  const trimmed = website.trim()
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/** A website as text: without the scheme and the trailing slash. */
export function websiteLabel(website: string) {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '')
}

/** Phones are stored in E.164 (+54…, mobiles +549…). */
export function isMobilePhone(e164: string) {
  return /^\+549\d{10}$/.test(e164)
}

/** "+54 9 11 2345-6789" / "+54 11 4321-4321": the Argentine way of writing an E.164 number. */
export function formatPhone(e164: string) {
  const match = /^\+54(9?)(\d{10})$/.exec(e164)
  if (!match) return e164
  const [, mobile, national] = match as unknown as [string, string, string]
  const prefix = `+54 ${mobile ? '9 ' : ''}`
  // AMBA (area 11) has 8-digit subscriber numbers; elsewhere the area code is 2 to 4 digits
  // long and cannot be told apart without a table, so only the last four digits are split off.
  if (national.startsWith('11')) return `${prefix}11 ${national.slice(2, 6)}-${national.slice(6)}`
  return `${prefix}${national.slice(0, -4)}-${national.slice(-4)}`
}

export function telHref(e164: string) {
  return `tel:${e164}`
}

/** WhatsApp click-to-chat for a mobile number, with an optional pre-filled message. */
export function whatsappHref(e164: string, message?: string) {
  const url = `https://wa.me/${e164.replace(/^\+/, '')}`
  return message ? `${url}?text=${encodeURIComponent(message)}` : url
}

/** The reviewer's initials as the spec shows them: the first two letters of the business name. */
export function initialsOf(name: string) {
  return name.trim().slice(0, 2).toUpperCase()
}

/** "1234,56" from integer cents: a price as typed back into a form field, without grouping. */
export function formatPriceInput(cents: number) {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
}

const upToTwoDecimals = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 })

/** "12,5", "1.200": quantities in an estimate, at most two decimals. */
export function formatDecimal(value: number) {
  return upToTwoDecimals.format(value)
}

/** "17–18", or "17" when both ends agree. */
export function formatRange(low: number, high: number) {
  return low === high ? formatDecimal(low) : `${formatDecimal(low)}–${formatDecimal(high)}`
}

const clockTime = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
})

/** "14:05" in Buenos Aires, whatever the server's or the browser's own zone. */
export function formatClockTime(date: Date | number | string) {
  return clockTime.format(new Date(date))
}

const dateTime = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone: TIME_ZONE })

/** "25/11/26, 14:05" in Buenos Aires. */
export function formatDateTime(date: Date | number | string) {
  return dateTime.format(new Date(date))
}

/** A file's size for people: "850 KB", "2,4 MB". */
export function formatFileSize(bytes: number) {
  const megabytes = bytes / (1024 * 1024)
  if (megabytes < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }).format(megabytes)} MB`
}

/** A count with its noun in agreement: `counted(1, 'fila', 'filas')` is '1 fila'. */
export function counted(count: number, singular: string, plural: string) {
  return `${new Intl.NumberFormat('es-AR').format(count)} ${count === 1 ? singular : plural}`
}
