import { payloadClient } from '@/lib/payload'
import { isUnsubscribeSignature, unsubscribe } from '@/features/leads/newsletter/unsubscribe'
import {
  confirmPage,
  donePage,
  invalidLinkPage,
  unavailablePage,
} from '@/features/leads/newsletter/linkPages'

/** The signed address of the link, or null when the link is incomplete or was tampered with. */
function signedEmail(request: Request): string | null {
  const query = new URL(request.url).searchParams
  const email = query.get('email')?.trim().toLowerCase()
  const token = query.get('token') ?? ''
  return email && isUnsubscribeSignature(email, token) ? email : null
}

/** The newsletter's link: asks first, so mail scanners that open links unsubscribe no one. */
export function GET(request: Request) {
  const email = signedEmail(request)
  if (!email) return invalidLinkPage()
  const url = new URL(request.url)
  return confirmPage(email, `${url.pathname}${url.search}`)
}

/** The page's button, and mail clients' one-click unsubscribe (RFC 8058): no sign-in needed. */
export async function POST(request: Request) {
  const email = signedEmail(request)
  if (!email) return invalidLinkPage()
  try {
    await unsubscribe(await payloadClient(), email)
  } catch (error) {
    console.error('Unsubscribe failed', error)
    return unavailablePage() // the link stays valid: trying again later works
  }
  return donePage(email)
}
