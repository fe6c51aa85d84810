import Link from 'next/link'

/**
 * In the studio, inside a Contact section: it has nothing of its own to set, so it says what it
 * shows and where those details are edited (an empty panel looked broken).
 */
export function ContactStudioNote() {
  return (
    <p style={{ marginBlock: '0.5rem', maxWidth: '40rem' }}>
      This section shows your phone, email, office and the towns you serve, beside the contact form.
      Nothing to set here: they come from{' '}
      <Link href="/studio/globals/site-settings">Site settings</Link>, and every Contact section
      shows the same.
    </p>
  )
}
