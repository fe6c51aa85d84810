import { AREAS } from '@/lib/areas'
import type { NavLink } from '@/features/site/navigation'

/** The footer's links, grouped for reading. */
export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Properties', href: '/listings/search' },
      { label: 'Market Reports', href: '/market-update' },
      { label: "Buyer's Guide", href: '/buyers' },
      { label: "Seller's Guide", href: '/sellers' },
      { label: 'What Is My Home Worth?', href: '/home-value' },
      { label: 'For Investors', href: '/investors' },
      { label: 'Mortgage Calculator', href: '/mortgage-calculator' },
      { label: 'Testimonials', href: '/testimonials' },
      { label: 'Blog', href: '/blog' },
    ],
  },
  {
    title: 'Communities',
    links: AREAS.map((area) => ({ label: area.name, href: `/communities/${area.slug}` })),
  },
  {
    title: 'Site',
    links: [
      { label: 'Contact', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Agent studio', href: '/studio' },
    ],
  },
]
