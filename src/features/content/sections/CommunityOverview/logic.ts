export type CommunityOverviewProps = {
  title: string
  subtitle?: string | null
  description: string
  stats?: { icon: string; value: string; label: string }[] | null
  highlights: string[]
  className?: string
}

export type StatIcon = 'home' | 'users' | 'school' | 'tree' | 'dollar' | 'clock' | 'map' | 'dot'

/** Names the studio may use for each icon; anything unknown becomes a neutral dot. */
const ALIASES: Record<string, StatIcon> = {
  home: 'home',
  house: 'home',
  homes: 'home',
  users: 'users',
  user: 'users',
  people: 'users',
  population: 'users',
  school: 'school',
  schools: 'school',
  education: 'school',
  graduation: 'school',
  tree: 'tree',
  trees: 'tree',
  park: 'tree',
  parks: 'tree',
  nature: 'tree',
  dollar: 'dollar',
  money: 'dollar',
  price: 'dollar',
  clock: 'clock',
  time: 'clock',
  commute: 'clock',
  map: 'map',
  location: 'map',
  pin: 'map',
}

export function statIcon(name: string | null | undefined): StatIcon {
  const key = (name ?? '').trim().toLowerCase()
  return ALIASES[key] ?? 'dot'
}
