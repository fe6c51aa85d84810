import type { Metadata } from 'next'

import { SavedHomesPage } from '@/features/listings/saved/SavedHomesPage'
import { SAVED_LIMIT } from '@/features/listings/saved/savedHomes'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// A visitor's own list: never in search results.
export const metadata: Metadata = {
  title: 'Saved homes',
  robots: { index: false, follow: true },
}

/** `?home=…` once per saved home (the browser's list), `?home=` for none; absent: not known yet. */
export default async function SavedPage({ searchParams }: Props) {
  const given = (await searchParams).home
  const keys =
    given === undefined
      ? null
      : [given]
          .flat()
          .map((k) => k.trim())
          .filter((k) => k && k.length <= 200)
          .slice(0, SAVED_LIMIT)
  return <SavedHomesPage keys={keys} />
}
