import type { UIFieldServerComponent } from 'payload'

import { formatDay } from '../figures'
import { storedMarketFigures } from '../store'
import { figureRows } from './rows'

const cell = { padding: '0.4rem 0.75rem', verticalAlign: 'top', textAlign: 'left' } as const

/**
 * Beside a market report in the studio: the figures the MLS gives its area and the sales behind
 * each, so the agent sees which the page shows from the data and which fall back to the typed ones.
 */
export const ReportFigures: UIFieldServerComponent = async ({ payload, data }) => {
  const slug = typeof data?.slug === 'string' ? data.slug : null
  const stored = await storedMarketFigures(payload)
  const figures = slug ? stored?.areas[slug] : undefined
  if (!stored) return <p>No figures yet: they are computed after the next listing sync.</p>
  if (!figures)
    return <p>The MLS figures are kept for the service areas only; this report is not one.</p>
  return (
    <section aria-labelledby="report-figures-title" style={{ marginBlock: '1.5rem' }}>
      <h3 id="report-figures-title" style={{ marginBottom: '0.5rem' }}>
        Figures from the MLS for {figures.name}
      </h3>
      <p style={{ marginTop: 0 }}>
        Computed {formatDay(figures.asOf)} from the MLS records the site holds (
        {stored.salesRead.toLocaleString('en-US')} closed sales of the last 24 months and{' '}
        {stored.activeHomes.toLocaleString('en-US')} homes for sale across all the areas); what each
        figure of {figures.name} counts is in the table. The page shows these unless a figure is
        pinned below; a figure marked “too few sales” shows the one typed in the report.
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Figure</th>
            <th style={cell}>Value</th>
            <th style={cell}>What it counts</th>
          </tr>
        </thead>
        <tbody>
          {figureRows(figures).map((row) => (
            <tr key={row.label} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
              <th scope="row" style={cell}>
                {row.label}
              </th>
              <td style={cell}>{row.thin ? 'too few sales' : row.value}</td>
              <td style={cell}>{row.basis}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
