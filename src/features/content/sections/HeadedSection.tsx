import { useId, type ReactNode } from 'react'

import { SectionHeading } from './SectionHeading'

const TONE = { white: 'bg-white', stone: 'bg-stone-50' } as const
const WIDTH = { wide: 'max-w-7xl', narrow: 'max-w-6xl' } as const

/**
 * A content section that opens with the centred heading: the band (white or stone), the page's
 * width, and the heading the section is labelled by. The children follow the heading.
 */
export function HeadedSection({
  id,
  tone,
  width = 'wide',
  title,
  subtitle,
  eyebrow,
  children,
}: {
  id?: string
  tone: keyof typeof TONE
  width?: keyof typeof WIDTH
  title: string
  subtitle?: string | null
  eyebrow?: string | null
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section id={id} aria-labelledby={headingId} className={`${TONE[tone]} py-16 sm:py-24`}>
      <div className={`mx-auto ${WIDTH[width]} px-4 sm:px-6 lg:px-8`}>
        <SectionHeading id={headingId} title={title} subtitle={subtitle} eyebrow={eyebrow} />
        {children}
      </div>
    </section>
  )
}
