import { statTrend } from './trend'

/**
 * Decorative trend marks; the text beside them carries the meaning. `down` is the up arrow
 * flipped.
 */
export function TrendArrow({
  direction,
  className = 'size-4',
}: {
  direction: 'up' | 'down'
  className?: string
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`shrink-0 ${direction === 'down' ? 'rotate-180' : ''} ${className}`}
    >
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M10 17a.75.75 0 0 1-.75-.75V5.612L5.29 9.77a.75.75 0 0 1-1.08-1.04l5.25-5.5a.75.75 0 0 1 1.08 0l5.25 5.5a.75.75 0 1 1-1.08 1.04l-3.96-4.158V16.25A.75.75 0 0 1 10 17Z"
      />
    </svg>
  )
}

/** A level mark (two horizontal arrows) for balanced or stable states. */
export function NeutralMark({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d="M3 7h14m-3-3 3 3-3 3M17 13H3m3-3-3 3 3 3" />
    </svg>
  )
}

/** A figure's change ("+4.2%") with its mark, and its direction in words for screen readers. */
export function TrendChange({
  change,
  trend,
  tones,
  className = '',
}: {
  change: string
  trend: string | null | undefined
  /** The text colour of each tone on this section's background. */
  tones: Record<'gold' | 'red' | 'grey', string>
  className?: string
}) {
  const shown = statTrend(trend)
  return (
    <p
      className={`mt-2 items-center gap-1 text-sm font-semibold ${tones[shown.tone]} ${className}`}
    >
      {shown.arrow ? <TrendArrow direction={shown.arrow} /> : null}
      <span className="sr-only">{shown.srLabel}: </span>
      {change}
    </p>
  )
}
