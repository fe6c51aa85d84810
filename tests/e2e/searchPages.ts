import { createClient } from '@libsql/client'
import type { Locator, Page } from '@playwright/test'

import { E2E_DATABASE_URL } from './test-env'

// What the property search's browser tests share: the database the site reads, and the cards.
// Opened on first use: the PostgreSQL smoke run loads the search specs without running them.
let client: ReturnType<typeof createClient> | undefined
export const db = {
  execute: (sql: string) => (client ??= createClient({ url: E2E_DATABASE_URL })).execute(sql),
}
export const shownCount = async (where = '1 = 1') =>
  Number(
    (await db.execute(`select count(*) as n from listings where shown = 1 and (${where})`)).rows[0]!
      .n,
  )

export const cards = (page: Page) =>
  page.getByRole('region', { name: /homes? for sale|No homes/ }).getByRole('article')
export const price = (text: string) => Number(/\$([\d,]+)/.exec(text)![1]!.replaceAll(',', ''))

export async function cardFacts(list: Locator) {
  return list.evaluateAll((articles) =>
    articles.map((a) => ({
      // Price, then size: the card's first two lines.
      text: [...a.querySelectorAll('p')]
        .slice(0, 2)
        .map((p) => p.textContent)
        .join(' | '),
      href: a.querySelector('a')?.getAttribute('href') ?? '',
    })),
  )
}
