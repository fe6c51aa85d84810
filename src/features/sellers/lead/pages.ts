import { escapeHtml, linkPage } from '@/features/leads'

/**
 * The small pages of the value updates' email links: plain HTML, readable without the site's
 * scripts. A GET only shows a button, so mail scanners that open links change nothing. The home
 * is named in the site's words (its kind and town), never in what a visitor typed.
 */
const button = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`

export const confirmUpdatesPage = (home: string, action: string) =>
  linkPage(
    200,
    'Start your home value updates?',
    `<p>We will email you, at most once a month, the homes like yours that sold near your <strong>${escapeHtml(home)}</strong>, with a link to a fresh estimate. Nothing is sent in a month when none sold.</p>${button(action, 'Start my updates')}`,
  )

export const updatesStartedPage = (home: string) =>
  linkPage(
    200,
    'Your updates are on',
    `<p>You will hear when homes like yours sell near your <strong>${escapeHtml(home)}</strong>. Every update has a link to stop them.</p>`,
  )

export const stopUpdatesPage = (home: string, action: string) =>
  linkPage(
    200,
    'Stop your home value updates?',
    `<p>You will get no more emails about your <strong>${escapeHtml(home)}</strong>.</p>${button(action, 'Stop the updates')}`,
  )

export const updatesStoppedPage = (home: string) =>
  linkPage(
    200,
    'Updates stopped',
    `<p>You will get no more emails about your <strong>${escapeHtml(home)}</strong>. Changed your mind? Ask again from your estimate at any time.</p>`,
  )

export const invalidUpdatesLinkPage = () =>
  linkPage(
    400,
    'This link does not work',
    '<p>It may have been changed or cut short, or the updates were stopped since. Open it again from the email, or contact the agent.</p>',
  )

export const updatesUnavailablePage = () =>
  linkPage(
    503,
    'Please try again in a moment',
    '<p>Your updates could not be changed just now. The link still works: try it again shortly.</p>',
  )
