import Link from 'next/link'

import { MENU, TOP_BAR } from '@/features/site/navigation'
import type { SiteSetting } from '@/payload-types'

import { MobileMenu } from './MobileMenu.client'

export function SiteHeader({ settings }: { settings: SiteSetting }) {
  // No backdrop-filter (or transform) on the header: it would make the header the containing
  // block of the menu's fixed overlay, shrinking the panel and backdrop to the header's height.
  return (
    <header
      id="site-header"
      className="on-dark sticky top-0 z-40 bg-ink-950/95 text-white shadow-[0_1px_0_rgb(255_255_255_/_0.1)]"
    >
      <div className="mx-auto flex min-h-[76px] max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="group flex items-center gap-3 rounded py-2">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full border border-accent-400 font-serif text-lg text-accent-300"
          >
            {initials(settings.agentName)}
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-serif text-lg tracking-wide">{settings.agentName}</span>
            <span className="text-xs text-white/75">{settings.brokerageName}</span>
          </span>
          {/* Its name is what it shows (WCAG 2.5.3, label in name), then where it goes. */}
          <span className="sr-only">, home</span>
        </Link>
        <div className="flex items-center gap-2">
          <nav aria-label="Primary" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {TOP_BAR.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex min-h-11 items-center rounded px-3 text-sm font-medium tracking-wide text-white/90 hover:text-accent-300"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <MobileMenu items={MENU} phone={settings.phone} />
        </div>
      </div>
    </header>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
}
