import type { ReactNode } from 'react'

import { agentTime } from '@/lib/timeZone'

type Props = {
  /** The disclaimer's paragraphs, as the studio words them. */
  mlsDisclaimer: string[]
  /** When the listing data was last brought up to date (ISO), if there is any. */
  listingsUpdatedAt: string | null
  agentName: string
  agentTitle: string
  agentLicense: string
  brokerageName: string
  brokerageLicense: string
  office: string
}

/**
 * Three legal panels, one open at a time; clicking the open one closes it.
 * That is exactly what an exclusive accordion of `<details name>` does in the browser itself, so
 * the panels need no script (and every page no longer downloads and hydrates one): open, close,
 * keyboard and the expanded state read to screen readers all come with the element.
 */
export function LegalPanels(props: Props) {
  const panels: { title: string; body: ReactNode }[] = [
    { title: 'MLS and IDX Disclaimer', body: <MlsDisclaimer {...props} /> },
    { title: 'Fair Housing and Equal Opportunity', body: <FairHousing {...props} /> },
    { title: 'Professional Licensing and REALTOR® Information', body: <Licensing {...props} /> },
  ]
  return (
    <section aria-label="Legal information" className="border-t border-white/10">
      <div className="mx-auto max-w-7xl divide-y divide-white/10 px-4 sm:px-6 lg:px-8">
        {panels.map((panel) => (
          <details key={panel.title} name="legal-information" className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left text-sm font-semibold text-white hover:text-accent-300 [&::-webkit-details-marker]:hidden">
              {/* A heading, like the footer's other columns, so the panels are reachable by heading. */}
              <h2 className="font-sans text-sm font-semibold">{panel.title}</h2>
              <span aria-hidden="true" className="text-xl leading-none text-accent-300">
                <span className="group-open:hidden">+</span>
                <span className="hidden group-open:inline">−</span>
              </span>
            </summary>
            <div
              role="region"
              aria-label={panel.title}
              className="max-w-4xl space-y-3 pb-6 text-sm leading-relaxed text-white/80"
            >
              {panel.body}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}

function MlsDisclaimer({ mlsDisclaimer, listingsUpdatedAt }: Props) {
  return (
    <>
      {mlsDisclaimer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {listingsUpdatedAt ? (
        <p>
          Listing data last updated{' '}
          <time dateTime={listingsUpdatedAt}>
            {agentTime(listingsUpdatedAt, { dateStyle: 'long', timeStyle: 'short' })}
          </time>
          .
        </p>
      ) : null}
    </>
  )
}

function FairHousing({ agentName, brokerageName }: Props) {
  return (
    <>
      <p>
        {agentName} and {brokerageName} are committed to the letter and spirit of the federal Fair
        Housing Act and the New Jersey Law Against Discrimination. We do not discriminate on the
        basis of race, creed, color, national origin, ancestry, nationality, religion, sex,
        pregnancy or breastfeeding, sexual orientation, gender identity or expression, disability,
        marital, civil union or domestic partnership status, familial status, or source of lawful
        income or rent subsidy.
      </p>
      <p>
        Equal Housing Opportunity. If you believe you have been treated unfairly, you may contact
        the New Jersey Division on Civil Rights or the U.S. Department of Housing and Urban
        Development.
      </p>
    </>
  )
}

function Licensing(props: Props) {
  return (
    <>
      <p>
        {props.agentName}
        {props.agentTitle ? `, ${props.agentTitle}` : ''}, is licensed by the New Jersey Real Estate
        Commission, license number {props.agentLicense}, and is affiliated with{' '}
        {props.brokerageName}, a licensed New Jersey real estate broker, license number{' '}
        {props.brokerageLicense}. Office: {props.office}.
      </p>
      <p>
        REALTOR® is a federally registered collective membership mark which identifies a real estate
        professional who is a member of the National Association of REALTORS® and subscribes to its
        strict Code of Ethics.
      </p>
    </>
  )
}
