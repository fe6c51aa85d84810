import { escapeHtml, linkPage } from '@/features/leads'

/**
 * The small pages of the monthly report's email links: plain HTML, readable without the site's
 * scripts. A GET only shows a button, so mail scanners that open links change nothing.
 */
const button = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`

export const confirmReportPage = (area: string, action: string) =>
  linkPage(
    200,
    'Start your monthly market report?',
    `<p>We will email you the <strong>${escapeHtml(area)}</strong> market report on the first weekday of each month: its figures, the homes that sold and the homes new for sale. Nothing is sent in a month when the figures did not change.</p>${button(action, 'Start my monthly report')}`,
  )

export const reportStartedPage = (area: string) =>
  linkPage(
    200,
    'Your monthly report is on',
    `<p>The <strong>${escapeHtml(area)}</strong> market report will reach you on the first weekday of each month. Every email has a link to stop them.</p>`,
  )

export const stopReportPage = (area: string, action: string) =>
  linkPage(
    200,
    'Stop your monthly market report?',
    `<p>You will get no more <strong>${escapeHtml(area)}</strong> market reports by email.</p>${button(action, 'Stop the reports')}`,
  )

export const reportStoppedPage = (area: string) =>
  linkPage(
    200,
    'Reports stopped',
    `<p>You will get no more <strong>${escapeHtml(area)}</strong> market reports by email. Changed your mind? Sign up again from the report at any time.</p>`,
  )

export const invalidReportLinkPage = () =>
  linkPage(
    400,
    'This link does not work',
    '<p>It may have been changed or cut short, or the reports were stopped since. Open it again from the email, or contact the agent.</p>',
  )

export const reportUnavailablePage = () =>
  linkPage(
    503,
    'Please try again in a moment',
    '<p>Your sign-up could not be changed just now. The link still works: try it again shortly.</p>',
  )
