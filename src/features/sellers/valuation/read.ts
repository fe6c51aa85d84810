import { cachedRead } from '@/lib/cachedRead'
import { TAGS } from '@/lib/cacheTags'
import { payloadClient } from '@/lib/payload'

import type { Sale } from './facts'
import { storedAccuracy } from './measure'
import { fitModels, type Models } from './model'
import { readSales } from './store'

/** The sales and the rates learned from them, read once per listing sync (and per minute at most). */
export const cachedMarket = (now: number) =>
  cachedRead(
    ['home-value', 'market'],
    [TAGS.listings],
    async (): Promise<{ sales: Sale[]; models: Models | null }> => {
      const sales = await readSales(await payloadClient(), now)
      return { sales, models: fitModels(sales, now) }
    },
  )

/** The stored measurement as pages read it: cached, read again after each listing sync. */
export const cachedAccuracy = () =>
  cachedRead(['home-value', 'accuracy'], [TAGS.listings], async () =>
    storedAccuracy(await payloadClient()),
  )
