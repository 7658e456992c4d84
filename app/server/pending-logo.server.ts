import crypto from 'node:crypto'
import { sessionSecrets } from './secrets.server'

/**
 * A logo stored by a save whose database write then failed travels back in the form, so the
 * next "Guardar" can use it without a new upload. It is signed for its user: a forged or
 * someone else's key would otherwise let a post point (and later delete) any stored image.
 */
function signature(userId: number, key: string, secret: string) {
  return crypto.createHmac('sha256', secret).update(`pending-logo:${userId}:${key}`).digest('base64url')
}

export function signPendingLogo(userId: number, key: string) {
  return `${key}~${signature(userId, key, sessionSecrets[0]!)}`
}

/** The key of a pending logo token issued to this user, or null. */
export function readPendingLogo(userId: number, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 300) return null
  const at = token.lastIndexOf('~')
  if (at < 1) return null
  const key = token.slice(0, at)
  const given = Buffer.from(token.slice(at + 1))
  if (!/^logos\/[a-z0-9-]+-\d+\.webp$/.test(key)) return null
  const valid = sessionSecrets.some((secret) => {
    const expected = Buffer.from(signature(userId, key, secret))
    return expected.length === given.length && crypto.timingSafeEqual(expected, given)
  })
  return valid ? key : null
}
