import { escapeHtml, linkPage } from '@/features/leads'

import { ALERT_FREQUENCIES, type AlertFrequency } from './rules'

/**
 * The small pages of an alert's email links: plain HTML, readable without the site's scripts.
 * A GET only shows a button, so mail scanners that open links change nothing.
 */
const button = (action: string, label: string, fields = '') =>
  `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit">${escapeHtml(label)}</button></form>`

/** Other alerts waiting for the same address: each search and its own start button. */
export type WaitingAlert = { label: string; action: string }

const waitingList = (waiting: WaitingAlert[]) =>
  waiting.length
    ? `<h2>Also waiting for this address</h2>
<p>These alerts were asked for this address too. Start the ones you want; the others stay off.</p>
<ul>${waiting.map((w) => `<li><p>${escapeHtml(w.label)}</p>${button(w.action, 'Start this alert')}</li>`).join('')}</ul>`
    : ''

export const confirmAlertPage = (label: string, action: string, waiting: WaitingAlert[] = []) =>
  linkPage(
    200,
    'Start this home alert?',
    `<p>We will email you new homes and price reductions for: <strong>${escapeHtml(label)}</strong>.</p>${button(action, 'Start my alert')}${waitingList(waiting)}`,
  )

export const alertStartedPage = (label: string, waiting: WaitingAlert[] = []) =>
  linkPage(
    200,
    'Your alert is on',
    `<p>You will hear about new homes and price reductions for: <strong>${escapeHtml(label)}</strong>. Every alert email has a link to change or stop it.</p>${waitingList(waiting)}`,
  )

export const manageAlertPage = (
  alert: { searchLabel: string; frequency: AlertFrequency; subscription: string },
  action: string,
) => {
  if (alert.subscription === 'unsubscribed') return alertStoppedPage(alert.searchLabel)
  const other: AlertFrequency = alert.frequency === 'instant' ? 'daily' : 'instant'
  return linkPage(
    200,
    'Your home alert',
    `<p>Search: <strong>${escapeHtml(alert.searchLabel)}</strong></p>
<p>How often: ${escapeHtml(ALERT_FREQUENCIES[alert.frequency])}.</p>
${button(action, `Email me ${other === 'daily' ? 'once a day instead' : 'as soon as homes are listed'}`, `<input type="hidden" name="frequency" value="${other}">`)}
<p></p>${button(action, 'Stop this alert', '<input type="hidden" name="stop" value="1">')}`,
  )
}

export const alertStoppedPage = (label: string) =>
  linkPage(
    200,
    'Alert stopped',
    `<p>You will get no more emails for: <strong>${escapeHtml(label)}</strong>.</p>`,
  )

export const alertChangedPage = (frequency: AlertFrequency) =>
  linkPage(
    200,
    'Alert changed',
    `<p>From now on: ${escapeHtml(ALERT_FREQUENCIES[frequency].toLowerCase())}.</p>`,
  )

export const invalidAlertLinkPage = () =>
  linkPage(
    400,
    'This link does not work',
    '<p>It may have been changed or cut short. Open it again from the email, or contact the agent.</p>',
  )

export const alertUnavailablePage = () =>
  linkPage(
    503,
    'Please try again in a moment',
    '<p>Your alert could not be changed just now. The link still works: try it again shortly.</p>',
  )
