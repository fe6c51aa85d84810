/** The part of the map a search is limited to ("Search this area"), in degrees. */
export type Area = { south: number; west: number; north: number; east: number }

/** Degrees to five places (about a metre): enough for a map's edges, short in an address. */
const degrees = (n: number) => String(Math.round(n * 1e5) / 1e5)

/** An area as its query parameter: "south,west,north,east". */
export const areaParam = (a: Area) => [a.south, a.west, a.north, a.east].map(degrees).join(',')

/** "south,west,north,east": a box with its south below its north and its west before its east. */
export function readArea(text: string | undefined): Area | undefined {
  const parts = text?.split(',').map((p) => (p.trim() === '' ? NaN : Number(p)))
  if (parts?.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined
  const [south, west, north, east] = parts as [number, number, number, number]
  const lat = (n: number) => n >= -90 && n <= 90
  const lng = (n: number) => n >= -180 && n <= 180
  if (!lat(south) || !lat(north) || !lng(west) || !lng(east)) return undefined
  if (south >= north || west >= east) return undefined
  return { south, west, north, east }
}
