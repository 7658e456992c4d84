import type { CookieOptions } from '@remix-run/node'
import { env } from './env.server'
import { sessionSecrets } from './secrets.server'

/** Every cookie the site sets: signed, sent on the whole site, out of reach of scripts. */
export const signedCookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: env.cookieSecure,
  secrets: sessionSecrets,
} satisfies CookieOptions
