import { starRating } from './logic'

/** Five stars for a rating out of 10; decorative, the caller supplies the text. */
export function RatingStars({ rating }: { rating: number }) {
  const { full, half, empty } = starRating(rating)
  return (
    <span aria-hidden="true" className="flex gap-0.5">
      {Array.from({ length: full }, (_, i) => (
        <Star key={`full-${i}`} className="text-accent-500" />
      ))}
      {half ? (
        <span className="relative">
          <Star className="text-stone-300" />
          <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
            <Star className="text-accent-500" />
          </span>
        </span>
      ) : null}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`empty-${i}`} className="text-stone-300" />
      ))}
    </span>
  )
}

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className={`size-5 shrink-0 ${className}`}>
      <path d="M10.868 2.884c-.321-.772-1.415-.772-1.736 0l-1.83 4.401-4.753.381c-.833.067-1.171 1.107-.536 1.651l3.62 3.102-1.106 4.637c-.194.813.691 1.456 1.405 1.02L10 15.591l4.069 2.485c.713.436 1.598-.207 1.404-1.02l-1.106-4.637 3.62-3.102c.635-.544.297-1.584-.536-1.65l-4.752-.382-1.831-4.401Z" />
    </svg>
  )
}
