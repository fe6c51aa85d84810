'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

import { formatLumpSum } from '@/lib/money'

/**
 * A stored dollar figure (a home's price when the visitor asked) written as the agent reads it,
 * "$459,000" rather than Payload's bare "459000". Read-only.
 */
export const MoneyView: NumberFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number | null>({ path: path ?? field.name })
  const id = `money-view-${(path ?? field.name).replace(/\W/g, '-')}`
  return (
    <div className="field-type number" style={{ marginBottom: '1.5rem' }}>
      <FieldLabel label={field.label ?? field.name} path={path} htmlFor={id} />
      <output id={id} style={{ display: 'block', fontWeight: 600 }}>
        {typeof value === 'number' ? formatLumpSum(value) : '—'}
      </output>
    </div>
  )
}
