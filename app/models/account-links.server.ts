import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS, SIGN_IN_LINK_TTL_MS } from '~/constants'
import { createAuthToken, type TokenPurpose } from '~/models/accounts.server'
import { queueEmail } from '~/server/email.server'
import { passwordResetEmail, signInLinkEmail, verificationEmail, type EmailContent } from '~/server/email-templates.server'
import { env } from '~/server/env.server'
import type { Db } from '~/server/sqlite.server'

type LinkPurpose = Exclude<TokenPurpose, 'change-email'>

const links: Record<LinkPurpose, { ttlMs: number; path: string; email: (link: { url: string }) => EmailContent }> = {
  'verify-email': { ttlMs: EMAIL_VERIFICATION_TTL_MS, path: '/auth/verificar', email: verificationEmail },
  'reset-password': { ttlMs: PASSWORD_RESET_TTL_MS, path: '/auth/restablecer', email: passwordResetEmail },
  'sign-in-link': { ttlMs: SIGN_IN_LINK_TTL_MS, path: '/auth/ingresar', email: signInLinkEmail },
}

/**
 * Makes a fresh single-use link for the account and e-mails it once the answer has gone out, so
 * the answer takes as long whether or not there was an account to write to.
 */
export function emailAccountLink(db: Db, account: { id: number; email: string }, purpose: LinkPurpose) {
  const { ttlMs, path, email } = links[purpose]
  const token = createAuthToken(db, account.id, purpose, ttlMs)
  queueEmail({ to: account.email, ...email({ url: `${env.appUrl}${path}?${new URLSearchParams({ token })}` }) })
}
