/** The section's own words. */
export const CONTACT_TITLE = 'Contact Us'
export const CONTACT_SUBTITLE =
  'We would be delighted to assist you with your luxury real estate needs'
export const CONTACT_FORM_TITLE = 'Send a Message'

/** "A, B and C": the site's list style, without a serial comma. */
export function joinTowns(towns: readonly string[]): string {
  const names = towns.map((town) => town.trim()).filter(Boolean)
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** The sentence on serving the listed towns; null when there are none. */
export function servingSentence(towns: readonly string[]): string | null {
  const list = joinTowns(towns)
  return list ? `Proudly serving buyers, sellers and investors in ${list}.` : null
}
