/** A small seeded generator (mulberry32): the same demo inventory on every machine. */
export function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(rnd: () => number, list: readonly T[]) =>
  list[Math.floor(rnd() * list.length)]!

export const weighted = <T extends { weight: number }>(rnd: () => number, list: readonly T[]) => {
  let n = rnd() * list.reduce((sum, item) => sum + item.weight, 0)
  for (const item of list) if ((n -= item.weight) < 0) return item
  return list[0]!
}

export const round = (value: number, step: number) => Math.round(value / step) * step

/** A standard normal draw (Box-Muller) from two uniform ones. */
export const normal = (rnd: () => number) =>
  Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd())
