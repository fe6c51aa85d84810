import Link from 'next/link'

import type { SiteSetting } from '@/payload-types'

import { FOOTER_COLUMNS } from './footerLinks'
import { disclaimerParagraphs, listingDataUpdatedAt } from '@/features/listings/read'

import { LegalPanels } from './LegalPanels'
import { officeLine, telHref } from '@/lib/contactFormat'

export async function SiteFooter({ settings }: { settings: SiteSetting }) {
  const year = new Date().getFullYear()
  const listingsUpdatedAt = await listingDataUpdatedAt()
  return (
    <footer className="on-dark bg-ink-950 text-white/85">
      <section aria-labelledby="footer-cta" className="border-b border-white/10">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
          <div>
            <h2 id="footer-cta" className="text-3xl text-white sm:text-4xl">
              Ready to Find Your Dream Home?
            </h2>
            <p className="mt-4 max-w-xl text-white/80">
              Whether you are buying, selling or investing in Sussex and Warren counties,{' '}
              {settings.agentName} is ready to help you take the next step.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                href="/listings/search"
                className="inline-flex min-h-12 items-center rounded bg-accent-400 px-6 font-semibold text-ink-950 hover:bg-accent-300"
              >
                View Listings
              </Link>
              <Link
                href="/contact"
                className="inline-flex min-h-12 items-center rounded border border-white/40 px-6 font-semibold text-white hover:border-accent-300 hover:text-accent-300"
              >
                Contact
              </Link>
            </div>
          </div>
          {settings.footerStats?.length ? (
            <dl className="grid grid-cols-3 gap-4 text-center">
              {settings.footerStats.map((stat) => (
                <div
                  key={stat.id ?? stat.label}
                  className="flex flex-col-reverse rounded-lg border border-white/10 px-2 py-6"
                >
                  <dt className="mt-1 text-xs tracking-wide text-white/75 uppercase sm:text-sm">
                    {stat.label}
                  </dt>
                  <dd className="font-serif text-3xl text-accent-300 sm:text-4xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="font-serif text-2xl text-white">{settings.agentName}</p>
          {settings.agentTitle ? <p className="mt-1 text-sm">{settings.agentTitle}</p> : null}
          <p className="mt-1 text-sm">{settings.brokerageName}</p>
          <address className="mt-5 space-y-2 text-sm not-italic">
            <p>
              <a
                className="inline-flex min-h-6 items-center hover:text-accent-300"
                href={telHref(settings.phone)}
              >
                {settings.phone}
              </a>
            </p>
            <p>
              <a
                className="inline-flex min-h-6 items-center hover:text-accent-300"
                href={`mailto:${settings.email}`}
              >
                {settings.email}
              </a>
            </p>
            <p>
              {settings.officeName}
              <br />
              {officeLine(settings)}
            </p>
          </address>
          {settings.socialLinks?.length ? (
            <ul
              className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm"
              aria-label="Profiles elsewhere"
            >
              {settings.socialLinks.map((link) => (
                <li key={link.id ?? link.url}>
                  <a
                    href={link.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex min-h-6 items-center underline-offset-4 hover:text-accent-300 hover:underline"
                  >
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={`Footer: ${column.title}`}>
            <h2 className="font-sans text-sm font-semibold tracking-widest text-accent-300 uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    className="inline-flex min-h-7 items-center hover:text-accent-300"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <LegalPanels
        mlsDisclaimer={disclaimerParagraphs(settings.mlsDisclaimer, settings.brokerageName, year)}
        listingsUpdatedAt={listingsUpdatedAt}
        agentName={settings.agentName}
        agentTitle={settings.agentTitle ?? ''}
        agentLicense={settings.agentLicenseNumber}
        brokerageName={settings.brokerageName}
        brokerageLicense={settings.brokerageLicenseNumber}
        office={`${settings.officeName}, ${officeLine(settings)}`}
      />

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-white/75 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {year} {settings.agentName}, {settings.brokerageName}. Equal Housing Opportunity.
          </p>
          {settings.developerCredit?.label && settings.developerCredit.url ? (
            <a
              href={settings.developerCredit.url}
              rel="noopener noreferrer"
              target="_blank"
              className="inline-flex min-h-6 items-center hover:text-accent-300"
            >
              {settings.developerCredit.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
