/** An image ready for next/image: a local /media or /images URL with its intrinsic size. */
export type SectionImage = {
  url: string
  alt: string
  width: number
  height: number
  /** Focal point in percent (0-100), from the studio; used as object-position. */
  focalX?: number | null
  focalY?: number | null
}

const clampPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50

/** CSS object-position from the studio's focal point (percent); centred when unset. */
export function focalPosition(
  image: Pick<SectionImage, 'focalX' | 'focalY'> | null | undefined,
): string {
  return `${clampPercent(image?.focalX)}% ${clampPercent(image?.focalY)}%`
}
