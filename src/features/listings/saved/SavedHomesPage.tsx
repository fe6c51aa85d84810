import Link from 'next/link'

import { PageHeader } from '@/ui/PageHeader'

import { HomeCard } from '../page/HomeCard'
import { SEARCH_PATH } from '../search/options'
import { SAVED_TITLE_ID } from './paths'
import { EmailSavedHomes } from './EmailSavedHomes.client'
import { SavedHomesSync } from './SavedHomesSync.client'
import { savedHomeCards } from './read'

const LINK = 'font-semibold text-accent-700 underline underline-offset-4'

/**
 * The homes a visitor saved with the heart, kept in their browser (no account): drawn on the
 * server from the list the browser puts in the address, with "Email me these homes" beside.
 * `keys` is null until the browser has said what it keeps.
 */
export async function SavedHomesPage({ keys }: { keys: string[] | null }) {
  const cards = keys?.length ? await savedHomeCards(keys) : []
  const gone = keys ? keys.length - cards.length : 0
  return (
    <>
      <PageHeader eyebrow="Properties" title="Saved homes">
        <p>The homes you marked with the heart, kept in this browser. No account needed.</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <SavedHomesSync shown={keys} />
        {keys === null ? (
          <p role="status" className="text-lg text-ink-800">
            Loading your saved homes…
            <noscript> Saved homes are kept by your browser and need JavaScript to show.</noscript>
          </p>
        ) : cards.length === 0 ? (
          <div className="rounded-lg border border-ink-900/10 bg-stone-50 p-6">
            <p id={SAVED_TITLE_ID} tabIndex={-1} className="text-lg text-ink-900">
              {gone
                ? 'The homes you saved are no longer for sale.'
                : 'You have not saved any homes yet.'}{' '}
              Choose the heart on any home to keep it here.
            </p>
            <p className="mt-3">
              <Link href={SEARCH_PATH} className={LINK}>
                Search homes for sale
              </Link>
            </p>
          </div>
        ) : (
          <div className="grid gap-10 lg:grid-cols-3">
            <section aria-labelledby={SAVED_TITLE_ID} className="lg:col-span-2">
              <h2 id={SAVED_TITLE_ID} tabIndex={-1} className="text-2xl text-ink-950">
                {cards.length === 1 ? '1 saved home' : `${cards.length} saved homes`}
              </h2>
              {gone ? (
                <p className="mt-1 text-ink-800">
                  {gone === 1
                    ? '1 home you saved is no longer for sale.'
                    : `${gone} homes you saved are no longer for sale.`}
                </p>
              ) : null}
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {cards.map((home) => (
                  <li key={home.key}>
                    <HomeCard home={home} />
                  </li>
                ))}
              </ul>
            </section>
            <aside>
              <EmailSavedHomes listingKeys={cards.map((c) => c.key)} />
            </aside>
          </div>
        )}
      </div>
    </>
  )
}
