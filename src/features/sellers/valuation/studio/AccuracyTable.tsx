import type { UIFieldServerComponent } from 'payload'

import { calendarDay } from '@/lib/dates'

import type { Accuracy, Score } from '../accuracy'
import { percent } from '../text'

const cell = { padding: '0.4rem 0.75rem', textAlign: 'right' } as const

function Row({ name, score }: { name: string; score: Score }) {
  return (
    <tr>
      <th scope="row" style={{ ...cell, textAlign: 'left' }}>
        {name}
      </th>
      <td style={cell}>{score.sales}</td>
      <td style={cell}>{percent(score.coverage)}</td>
      <td style={cell}>{score.medianError === null ? '—' : percent(score.medianError, 1)}</td>
      <td style={cell}>{score.within5 === null ? '—' : percent(score.within5)}</td>
      <td style={cell}>{score.within10 === null ? '—' : percent(score.within10)}</td>
      <td style={cell}>{score.within20 === null ? '—' : percent(score.within20)}</td>
    </tr>
  )
}

/**
 * The estimate's accuracy in the studio: for the last 12 months of closed sales, each estimated
 * from the sales before it, how many got an estimate and how close they came, overall and by
 * county.
 */
export const AccuracyTable: UIFieldServerComponent = async ({ payload }) => {
  const stored = await payload.findGlobal({
    slug: 'home-value-accuracy',
    depth: 0,
    overrideAccess: true,
  })
  const accuracy = stored.result as Accuracy | null | undefined
  if (!accuracy || !stored.measuredAt)
    return <p>Not measured yet: it is measured after the next listing sync.</p>
  const day = (ms: number) => calendarDay(new Date(ms).toISOString().slice(0, 10))
  return (
    <section aria-labelledby="home-value-accuracy-title" style={{ marginBlock: '1.5rem' }}>
      <h3 id="home-value-accuracy-title">
        Sales closed {day(accuracy.from)} to {day(accuracy.asOf)}, measured{' '}
        {new Date(stored.measuredAt).toLocaleString('en-US', { timeZone: 'America/New_York' })}
      </h3>
      <table style={{ borderCollapse: 'collapse', marginTop: '0.75rem' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              Area
            </th>
            <th scope="col" style={cell}>
              Sales
            </th>
            <th scope="col" style={cell}>
              Got an estimate
            </th>
            <th scope="col" style={cell}>
              Median error
            </th>
            <th scope="col" style={cell}>
              Within 5 %
            </th>
            <th scope="col" style={cell}>
              Within 10 %
            </th>
            <th scope="col" style={cell}>
              Within 20 %
            </th>
          </tr>
        </thead>
        <tbody>
          <Row name="All" score={accuracy.overall} />
          {Object.entries(accuracy.counties).map(([county, score]) => (
            <Row key={county} name={`${county} County`} score={score} />
          ))}
        </tbody>
      </table>
    </section>
  )
}
