/** The centred heading every content section opens with: eyebrow, h2, subtitle, brass rule. */
export function SectionHeading({
  id,
  title,
  subtitle,
  eyebrow,
}: {
  /** The h2's id, which the section's aria-labelledby points to. */
  id: string
  title: string
  subtitle?: string | null
  eyebrow?: string | null
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.2em] text-accent-700 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`${eyebrow ? 'mt-3 ' : ''}text-3xl text-ink-950 sm:text-4xl`}>
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-ink-600">{subtitle}</p> : null}
      <span aria-hidden="true" className="mx-auto mt-6 block h-px w-16 bg-accent-500" />
    </div>
  )
}
