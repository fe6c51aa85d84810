import type { UIFieldServerComponent } from 'payload'

import { type AreaFigures, formatDay, formatPrice } from '../figures'
import { storedMarketFigures } from '../store'

const cell = { padding: '0.4rem 0.75rem', textAlign: 'right' } as const

function Row({ figures }: { figures: AreaFigures }) {
  const { median12, daysOnMarket, inventory, homesSold } = figures
  return (
    <tr>
      <th scope="row" style={{ ...cell, textAlign: 'left' }}>
        {figures.name}
      </th>
      <td style={cell}>{homesSold.sales}</td>
      <td style={cell}>{median12.value === null ? '—' : formatPrice(median12.value)}</td>
      <td style={cell}>{daysOnMarket.value === null ? '—' : Math.round(daysOnMarket.value)}</td>
      <td style={cell}>{inventory.active}</td>
      <td style={cell}>{inventory.value === null ? '—' : inventory.value.toFixed(1)}</td>
    </tr>
  )
}

/** Every area's and town's main figures with the sales behind them ("—": too few sales). */
export const FiguresTable: UIFieldServerComponent = async ({ payload }) => {
  const stored = await storedMarketFigures(payload)
  if (!stored) return <p>Not computed yet: the figures are computed after the next listing sync.</p>
  const rows = [...Object.values(stored.areas), ...Object.values(stored.towns)]
  return (
    <section aria-labelledby="market-figures-title" style={{ marginBlock: '1.5rem' }}>
      <h3 id="market-figures-title">
        Computed {formatDay(stored.asOf)} in {stored.computeMs} ms
      </h3>
      <table style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Area</th>
            <th style={cell}>Sales, 12 months</th>
            <th style={cell}>Median price</th>
            <th style={cell}>Days on market</th>
            <th style={cell}>For sale</th>
            <th style={cell}>Months of inventory</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((figures) => (
            <Row key={figures.name} figures={figures} />
          ))}
        </tbody>
      </table>
    </section>
  )
}
