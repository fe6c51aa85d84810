import { HONEYPOT } from '@/features/leads/forms/rules'

/**
 * Off-screen, unlabelled for people, skipped by keyboard and screen readers; bots fill it. Without
 * `value` and `onChange`, a plain field the browser keeps (a form sent without script).
 */
export function Honeypot({
  value,
  onChange,
}: {
  value?: string
  onChange?: (value: string) => void
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input
          type="text"
          name={HONEYPOT}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
        />
      </label>
    </div>
  )
}
