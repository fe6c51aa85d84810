'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

/**
 * A stored record (a feed's source record, the sales an estimate compared) shown as indented text.
 * Payload's own JSON field is a code editor it loads from a CDN at run time, which the studio's
 * security policy (and a server without internet) refuses: the agent saw an empty box. Read-only.
 */
export const JsonView: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const id = `json-view-${(path ?? field.name).replace(/\W/g, '-')}`
  return (
    <div className="field-type json" style={{ marginBottom: '1.5rem' }}>
      <FieldLabel label={field.label ?? field.name} path={path} htmlFor={id} />
      {field.admin?.description && typeof field.admin.description === 'string' ? (
        <p className="field-description">{field.admin.description}</p>
      ) : null}
      <pre
        id={id}
        tabIndex={0}
        style={{
          maxHeight: '24rem',
          overflow: 'auto',
          padding: '0.75rem',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          background: 'var(--theme-elevation-50)',
          fontSize: '0.8125rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  )
}
