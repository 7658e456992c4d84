import net from 'node:net'

/** Express's names for the private ranges a proxy may sit in. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

const USAGE =
  'give the number of proxies in front ("1") or their addresses or subnets, comma-separated ("loopback", "10.0.0.0/8"); see docs/operations.md, "TLS and the proxy in front"'

function isAddressOrSubnet(entry) {
  if (NAMED_RANGES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const version = net.isIP(address ?? '')
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY says which X-Forwarded-For entries to believe, in Express's terms: unset or "false"
 * (the default: the socket's address is the client), a number of proxy hops, or the proxies'
 * addresses/subnets. "true" is refused: it believes the left-most entry, which the client writes.
 */
export function parseTrustProxy(raw) {
  if (raw === undefined || raw === '' || raw === 'false') return false
  if (raw === 'true') {
    throw new Error(`Invalid environment: TRUST_PROXY=true would let any client choose its address in X-Forwarded-For; ${USAGE}`)
  }
  if (/^\d+$/.test(raw)) return Number(raw)
  const entries = raw.split(',').map((entry) => entry.trim())
  const invalid = entries.filter((entry) => !isAddressOrSubnet(entry))
  if (invalid.length > 0)
    throw new Error(`Invalid environment: TRUST_PROXY has ${invalid.map((e) => JSON.stringify(e)).join(', ')}; ${USAGE}`)
  return entries
}
