import type { Payload } from 'payload'

/** The agent's name as the site settings say it; the studio's own name when they cannot be read. */
async function agentName(payload: Payload): Promise<string> {
  const settings = await payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    .catch(() => null)
  return settings?.agentName?.trim() || 'Website'
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || 'W'

/** The sign-in page's logo: the site's name, so the agent knows whose studio this is. */
export async function StudioLogo({ payload }: { payload: Payload }) {
  const name = await agentName(payload)
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <StudioMark name={name} size={48} />
      <span style={{ display: 'grid', lineHeight: 1.2 }}>
        <strong style={{ fontSize: 22 }}>{name}</strong>
        <span style={{ color: 'var(--theme-elevation-650)' }}>Website studio</span>
      </span>
    </span>
  )
}

/** The navigation's icon: the agent's initials. */
export async function StudioIcon({ payload }: { payload: Payload }) {
  return <StudioMark name={await agentName(payload)} size={28} />
}

function StudioMark({ name, size }: { name: string; size: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: '#1f3a4d',
        color: '#fff',
        fontWeight: 700,
        fontSize: size * 0.4,
      }}
    >
      {initials(name)}
    </span>
  )
}
