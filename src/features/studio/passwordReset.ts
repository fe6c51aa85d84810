import type { IncomingAuthType } from 'payload'

import { siteUrl } from '@/lib/env'

/** Payload keeps a reset link valid for an hour. */
const LINK_HOURS = 1

/**
 * The studio's "Forgot password?" email, with a link to the studio at the site's own address
 * (SITE_URL), whatever host the request named.
 */
export const passwordResetEmail: NonNullable<IncomingAuthType['forgotPassword']> = {
  generateEmailSubject: () => 'Reset your studio password',
  generateEmailHTML: (args) => {
    const link = `${siteUrl()}/studio/reset/${encodeURIComponent(args?.token ?? '')}`
    return [
      `<p>Someone asked to reset the password of this studio account at ${siteUrl()}.</p>`,
      `<p><a href="${link}">Choose a new password</a>: ${link}</p>`,
      `<p>The link works for ${LINK_HOURS} hour. If you did not ask for it, ignore this email:`,
      'your password stays as it is.</p>',
    ].join('\n')
  },
}
