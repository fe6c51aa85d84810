const MARKER = {
  dot: 'size-1.5 rounded-full',
  diamond: 'size-2 rotate-45',
} as const

/**
 * A list of short phrases (highlights, features, insights), each behind a small accent-coloured
 * mark that screen readers skip: they announce a plain list. `small` sets it in the smaller type
 * of a card.
 */
export function BulletList({
  items,
  marker = 'dot',
  small = false,
  className = '',
}: {
  items: readonly string[]
  marker?: keyof typeof MARKER
  small?: boolean
  /** Spacing around and between the items, e.g. `mt-4 space-y-2`. */
  className?: string
}) {
  return (
    <ul className={`text-ink-800 ${small ? 'text-sm' : ''} ${className}`}>
      {items.map((item) => (
        <li key={item} className={`flex ${small ? 'gap-2' : 'gap-3'}`}>
          <span
            aria-hidden="true"
            className={`block shrink-0 bg-accent-500 ${small ? 'mt-1.5' : 'mt-2'} ${MARKER[marker]}`}
          />
          {item}
        </li>
      ))}
    </ul>
  )
}
