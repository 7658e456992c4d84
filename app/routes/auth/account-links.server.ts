import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { SIGN_IN_LINK_TTL_MS, type RateLimitName } from '~/constants'
import { emailAccountLink } from '~/models/account-links.server'
import { findUserByEmail } from '~/models/accounts.server'
import { db } from '~/server/db.server'
import { rateLimitReply } from '~/controllers/rate-limit.server'
import { getClientIp } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { AccountEmailSchema, resendIntent, signInLinkIntent, type ActionResult } from './auth-schema'

/**
 * A form that asks for a link by e-mail: limited per address and per account, and answered the
 * same whether or not the account exists (the e-mail goes out after the answer).
 */
function linkRequest(config: {
  intent: string
  purpose: 'verify-email' | 'sign-in-link'
  limits: { perIp: RateLimitName; perAccount: RateLimitName }
  sendTo: (account: { emailVerifiedAt: Date | null }) => boolean
  description: string
}) {
  return async (request: Request, formData: FormData) => {
    const submission = parseWithZod(formData, { schema: AccountEmailSchema })
    if (submission.status !== 'success') {
      return data<ActionResult>({ intent: config.intent, result: submission.reply() }, { status: 400 })
    }
    const { email } = submission.value
    const limited = rateLimitReply(db, config.limits.perIp, getClientIp(request)) ?? rateLimitReply(db, config.limits.perAccount, email)
    if (limited) {
      return data<ActionResult>(
        { intent: config.intent, result: submission.reply({ formErrors: [limited.message] }) },
        { status: 429, headers: limited.headers },
      )
    }
    const account = findUserByEmail(db, email)
    if (account && config.sendTo(account)) emailAccountLink(db, account, config.purpose)
    return redirectWithToast('/auth', { type: 'info', title: 'Revisá tu correo', description: config.description })
  }
}

export const resendVerification = linkRequest({
  intent: resendIntent,
  purpose: 'verify-email',
  limits: { perIp: 'verificationResendPerIp', perAccount: 'verificationResendPerAccount' },
  sendTo: (account) => account.emailVerifiedAt === null,
  description: 'Si la cuenta existe y falta verificarla, te enviamos un nuevo enlace.',
})

export const requestSignInLink = linkRequest({
  intent: signInLinkIntent,
  purpose: 'sign-in-link',
  limits: { perIp: 'signInLinkPerIp', perAccount: 'signInLinkPerAccount' },
  sendTo: () => true,
  description: `Si hay una cuenta con ese correo, te enviamos un enlace para ingresar. Vence en ${SIGN_IN_LINK_TTL_MS / 60_000} minutos y sirve una sola vez.`,
})
