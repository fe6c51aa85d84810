'use client'

import { useId, useState, type ReactNode } from 'react'

type Props = {
  agentName: string
  agentTitle: string
  agentLicense: string
  brokerageName: string
  brokerageLicense: string
  office: string
}

type PanelKey = 'mls' | 'fair-housing' | 'licensing'

/** Spec §2 section 18: three legal panels, one open at a time; clicking the open one closes it. */
export function LegalPanels(props: Props) {
  const [openPanel, setOpenPanel] = useState<PanelKey | null>(null)
  const [openedAt, setOpenedAt] = useState<Date | null>(null)
  const baseId = useId()

  const toggle = (key: PanelKey) => {
    setOpenPanel((current) => (current === key ? null : key))
    setOpenedAt(new Date())
  }

  const panels: { key: PanelKey; title: string; body: ReactNode }[] = [
    {
      key: 'mls',
      title: 'MLS and IDX Disclaimer',
      body: <MlsDisclaimer {...props} updated={openedAt} />,
    },
    {
      key: 'fair-housing',
      title: 'Fair Housing and Equal Opportunity',
      body: <FairHousing {...props} />,
    },
    {
      key: 'licensing',
      title: 'Professional Licensing and REALTOR® Information',
      body: <Licensing {...props} />,
    },
  ]

  return (
    <section aria-label="Legal information" className="border-t border-white/10">
      <div className="mx-auto max-w-7xl divide-y divide-white/10 px-4 sm:px-6 lg:px-8">
        {panels.map((panel) => {
          const open = openPanel === panel.key
          const regionId = `${baseId}-${panel.key}`
          return (
            <div key={panel.key}>
              <h2 className="font-sans text-sm">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={regionId}
                  onClick={() => toggle(panel.key)}
                  className="flex min-h-12 w-full items-center justify-between gap-4 py-3 text-left font-semibold text-white hover:text-accent-300"
                >
                  {panel.title}
                  <span aria-hidden="true" className="text-xl leading-none text-accent-300">
                    {open ? '−' : '+'}
                  </span>
                </button>
              </h2>
              <div
                id={regionId}
                role="region"
                aria-label={panel.title}
                hidden={!open}
                className="max-w-4xl space-y-3 pb-6 text-sm leading-relaxed text-white/80"
              >
                {panel.body}
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}

function MlsDisclaimer({ brokerageName, updated }: Props & { updated: Date | null }) {
  return (
    <>
      <p>
        The data relating to real estate for sale on this website comes in part from the Internet
        Data Exchange (IDX) program of the multiple listing services serving Sussex, Warren and
        Morris counties. Listings held by brokerage firms other than {brokerageName} are marked with
        the IDX symbol and include the name of the listing broker.
      </p>
      <p>
        IDX information is provided exclusively for consumers&apos; personal, non-commercial use and
        may not be used for any purpose other than to identify prospective properties consumers may
        be interested in purchasing. Information is deemed reliable but is not guaranteed and should
        be independently verified. Square footage, acreage and school assignments are approximate.
      </p>
      {updated ? (
        <p>
          Last updated:{' '}
          <time dateTime={updated.toISOString()}>
            {updated.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}
          </time>
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
        Commission, licence number {props.agentLicense}, and is affiliated with{' '}
        {props.brokerageName}, a licensed New Jersey real estate broker, licence number{' '}
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
