import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { MAX_CONCURRENT_PASSWORD_HASHES, MAX_WAITING_PASSWORD_CHECKS, PASSWORD_CHECKS_BUSY_RETRY_AFTER_SECONDS } from '~/constants'

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>

// OWASP's scrypt minimum. ~370 ms a hash on a 2-core server: callers must rate-limit.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_LENGTH = 64

/** A password check refused because too many already wait for a hash: answer 503 with Retry-After. */
export class PasswordChecksBusyError extends Error {
  readonly retryAfterSeconds = PASSWORD_CHECKS_BUSY_RETRY_AFTER_SECONDS
  constructor() {
    super('password checks busy')
  }
}

/**
 * Runs at most MAX_CONCURRENT_PASSWORD_HASHES derivations at once; the rest wait in line. A
 * password check is refused rather than queued once MAX_WAITING_PASSWORD_CHECKS wait, so a flood
 * of guesses cannot hold an honest sign-in for long; new passwords (sign-up, reset) always wait.
 */
let running = 0
const waiting: Array<() => void> = []
async function withHashSlot<T>(work: () => Promise<T>, { refuseWhenBusy }: { refuseWhenBusy: boolean }): Promise<T> {
  if (running >= MAX_CONCURRENT_PASSWORD_HASHES) {
    if (refuseWhenBusy && waiting.length >= MAX_WAITING_PASSWORD_CHECKS) throw new PasswordChecksBusyError()
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

type Params = { N: number; r: number; p: number }
function derive(password: string, salt: Buffer, keyLength: number, params: Params, refuseWhenBusy = false) {
  return withHashSlot(() => scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem: 256 * params.N * params.r }), {
    refuseWhenBusy,
  })
}

/** Returns `scrypt$N$r$p$salt$hash` (base64 parts), so parameters can change later. */
export async function hashPassword(password: string) {
  const salt = crypto.randomBytes(16)
  const hash = await derive(password, salt, KEY_LENGTH, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$')
}

/** Throws PasswordChecksBusyError instead of queueing when too many checks already wait. */
export async function verifyPassword(password: string, stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, params, true)
  return crypto.timingSafeEqual(actual, expected)
}

/** A hash of a random password: checking it costs the same time as checking a real account. */
let dummyHash: Promise<string> | undefined
export function getDummyPasswordHash() {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))
  return dummyHash
}
