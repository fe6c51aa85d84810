import { AREAS } from '@/lib/areas'

export type NavLink = { label: string; href: string }
export type NavGroup = { label: string; href: string; children: NavLink[] }
export type NavItem = NavLink | NavGroup

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item

/** The top bar. */
export const TOP_BAR: NavLink[] = [
  { label: 'Buyers', href: '/buyers' },
  { label: 'Sellers', href: '/sellers' },
  { label: 'Investors', href: '/investors' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
]

const areaLinks = (base: string): NavLink[] => [
  { label: 'Overview', href: base },
  ...AREAS.map((area) => ({ label: area.name, href: `${base}/${area.slug}` })),
]

/** The slide-in menu, with its two expandable groups. */
export const MENU: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Properties', href: '/listings/search' },
  { label: 'Communities', href: '/communities', children: areaLinks('/communities') },
  { label: 'Market Update', href: '/market-update', children: areaLinks('/market-update') },
  { label: 'Testimonials', href: '/testimonials' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
]
