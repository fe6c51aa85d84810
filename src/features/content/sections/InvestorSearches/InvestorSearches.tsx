import Link from 'next/link'

import { HeadedSection } from '@/features/content/sections/HeadedSection'

import type { InvestorPreset } from './logic'

export type InvestorSearchesProps = {
  presets: InvestorPreset[]
  title?: string | null
  intro?: string | null
  id?: string
}

/**
 * The agent's ready-made searches for investors, each a card whose title links to the property
 * search with its filters set (the whole card answers a click): plain links, no script.
 */
export function InvestorSearches({ presets, title, intro, id }: InvestorSearchesProps) {
  if (!presets.length) return null
  return (
    <HeadedSection id={id} tone="stone" title={title || 'Investor Searches'} subtitle={intro}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {presets.map((preset) => (
          <li
            key={`${preset.label}-${preset.href}`}
            className="relative flex flex-col rounded-lg border border-t-3 border-ink-900/10 border-t-accent-500 bg-white p-6 shadow-sm sm:p-8"
          >
            <h3 className="text-2xl text-ink-950">
              <Link
                href={preset.href}
                className="inline-flex min-h-11 items-center underline-offset-4 after:absolute after:inset-0 after:rounded-lg hover:text-accent-700 hover:underline"
              >
                {preset.label}
              </Link>
            </h3>
            <p className="mt-3 flex-1 leading-relaxed text-ink-800">{preset.description}</p>
            <p className="mt-5 font-semibold text-accent-700" aria-hidden="true">
              See the homes →
            </p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
