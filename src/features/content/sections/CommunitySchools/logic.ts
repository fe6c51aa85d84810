export type School = {
  name: string
  grades: string
  enrollment?: number | null
  rating?: number | null
  ratingSource?: string | null
  description?: string | null
  highlights?: string[] | null
}

export type StarRating = { full: number; half: boolean; empty: number }

/**
 * A rating out of 10 is shown with 5 stars. Halve it, round down to whole stars, and add
 * a half star when the fraction left is 0.5 or more: 7.5 → 3.75 → 3 stars and a half.
 */
export function starRating(rating: number): StarRating {
  const outOfFive = Math.min(10, Math.max(0, Number.isFinite(rating) ? rating : 0)) / 2
  const full = Math.floor(outOfFive)
  const half = outOfFive - full >= 0.5
  return { full, half, empty: 5 - full - (half ? 1 : 0) }
}

/** "8.5": at most one decimal, no trailing ".0". */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10)
}

/** What screen readers hear for the stars: "Rated 8.5 out of 10 by GreatSchools". */
export function ratingText(rating: number, source?: string | null): string {
  const by = source?.trim() ? ` by ${source.trim()}` : ''
  return `Rated ${formatRating(rating)} out of 10${by}`
}

/** Enrollment shown as "N students". */
export function enrollmentText(enrollment: number): string {
  return `${enrollment.toLocaleString('en-US')} ${enrollment === 1 ? 'student' : 'students'}`
}

/** "K-4" → "Grades K-4"; a value that already says "Grade" or "Grades" is kept. */
export function gradesText(grades: string): string {
  const value = grades.trim()
  return /^grades?\b/i.test(value) ? value : `Grades ${value}`
}
