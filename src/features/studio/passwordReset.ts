import type { IncomingAuthType } from 'payload'

import { siteUrl } from '@/lib/env'

/** How long a reset link works: set here for Payload and said in the email, so both agree. */
const LINK_HOURS = 1

/**
 * The studio's "Forgot password?" email, with a link to the studio at the site's own address
 * (SITE_URL), whatever host the request named.
 */
export const passwordResetEmail: NonNullable<IncomingAuthType['forgotPassword']> = {
  expiration: LINK_HOURS * 60 * 60 * 1000,
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
