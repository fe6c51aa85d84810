import Link from 'next/link'

/** A grid of labelled links, e.g. the eight service areas. */
export function LinkGrid({
  title,
  links,
}: {
  title: string
  links: { label: string; href: string; note?: string }[]
}) {
  return (
    <section
      aria-labelledby="link-grid-title"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
    >
      <h2 id="link-grid-title" className="text-3xl text-ink-950">
        {title}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="block rounded-lg border border-ink-900/10 bg-stone-50 p-5 hover:border-accent-500 hover:shadow-md"
            >
              <span className="font-serif text-xl text-ink-950">{link.label}</span>
              {link.note ? (
                <span className="mt-1 block text-sm text-ink-600">{link.note}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
