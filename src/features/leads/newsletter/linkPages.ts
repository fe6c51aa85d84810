/**
 * The small pages of the newsletter's email links (confirm, unsubscribe): plain HTML, readable
 * without the site's scripts.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `body{font:18px/1.5 system-ui,sans-serif;color:#1c1917;background:#fafaf9;margin:0}
main{max-width:34rem;margin:12vh auto;padding:0 1.5rem}h1{font-size:1.6rem;line-height:1.25}
button{font:inherit;font-weight:600;min-height:48px;padding:0 1.5rem;border:0;border-radius:6px;
background:#1c1917;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid
#b45309;outline-offset:3px}a{color:#1c1917}`

export function linkPage(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Back to the website</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export const confirmPage = (email: string, action: string) =>
  linkPage(
    200,
    'Unsubscribe from the newsletter?',
    `<p><strong>${escapeHtml(email)}</strong> will no longer receive the monthly newsletter.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  )

export const donePage = (email: string) =>
  linkPage(
    200,
    'You are unsubscribed',
    `<p><strong>${escapeHtml(email)}</strong> will receive no more newsletters. Changed your mind? Sign up again on the website at any time.</p>`,
  )

export const invalidLinkPage = () =>
  linkPage(
    400,
    'This unsubscribe link is not valid',
    `<p>The link is incomplete or was changed, so we cannot tell which address to unsubscribe. Please use the link from the newsletter email exactly as it is, or reply to that email and we will unsubscribe you.</p>`,
  )

export const unavailablePage = () =>
  linkPage(
    503,
    'We could not unsubscribe you just now',
    `<p>Something went wrong on our side. Please use the same link again in a few minutes.</p>`,
  )

export const confirmSubscriptionPage = (action: string) =>
  linkPage(
    200,
    'Confirm your newsletter subscription?',
    `<p>You will receive the monthly newsletter at this address, and can unsubscribe from any issue with one click.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Confirm my subscription</button></form>`,
  )

export const subscribedPage = () =>
  linkPage(
    200,
    'You are subscribed',
    `<p>Thank you for confirming. A welcome email is on its way, and the next newsletter will follow.</p>`,
  )

export const invalidConfirmationPage = () =>
  linkPage(
    400,
    'This confirmation link is not valid',
    `<p>The link is incomplete or was changed, or the address has unsubscribed since. Please use the link from the confirmation email exactly as it is, or sign up again on the website.</p>`,
  )

export const confirmationUnavailablePage = () =>
  linkPage(
    503,
    'We could not confirm your subscription just now',
    `<p>Something went wrong on our side. Please use the same link again in a few minutes.</p>`,
  )
