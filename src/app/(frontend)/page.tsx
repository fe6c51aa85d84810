import Link from 'next/link'

import { LinkGrid } from '@/components/ui/LinkGrid'
import { AREAS } from '@/lib/areas'
import { getSiteSettings } from '@/lib/cms/siteSettings'

export default async function HomePage() {
  const settings = await getSiteSettings()
  const towns = settings.serviceTowns?.map((town) => town.name) ?? []
  return (
    <>
      <div className="on-dark bg-gradient-to-br from-ink-950 via-ink-900 to-ink-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent-300 uppercase">
            Sussex &amp; Warren Counties, New Jersey
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl leading-tight sm:text-6xl">
            Luxury real estate in the lakes and highlands of northern New Jersey
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/85">
            {settings.agentName} guides buyers, sellers and investors through every step, from the
            first showing to the closing table
            {towns.length ? `, in ${towns.join(', ')} and beyond` : ''}.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link
              href="/listings/search"
              className="inline-flex min-h-12 items-center rounded bg-accent-400 px-6 font-semibold text-ink-950 hover:bg-accent-300"
            >
              Search Properties
            </Link>
            <Link
              href="/mortgage-calculator"
              className="inline-flex min-h-12 items-center rounded border border-white/40 px-6 font-semibold hover:border-accent-300 hover:text-accent-300"
            >
              Estimate a Payment
            </Link>
          </div>
        </div>
      </div>
      <LinkGrid
        title="Communities We Serve"
        links={AREAS.map((area) => ({
          label: area.name,
          href: `/communities/${area.slug}`,
          note: `${area.county} County`,
        }))}
      />
    </>
  )
}
