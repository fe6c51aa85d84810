import type { Metadata } from 'next'

import { pageMetadata } from '@/features/content/seo/metadata'
import { NetSheetEvents } from '@/features/sellers/analytics'
import {
  NET_SHEET_PATH,
  NetSheetPage,
  readNetSheet,
  type RawParams,
} from '@/features/sellers/netSheet'

type Props = { searchParams: Promise<RawParams> }

/** One page for search engines: a filled-in sheet is shareable and followed, but not indexed. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filled = Object.keys(await searchParams).length > 0
  const metadata = pageMetadata(
    {
      description:
        'What you walk away with from a New Jersey home sale: the realty transfer fee, the graduated percent fee, commissions, tax proration and payoff, line by line with the law behind each fee.',
    },
    "Seller's Net Sheet",
    NET_SHEET_PATH,
  )
  return filled ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** The seller's net sheet for the sale in the address, computed on the server. */
export default async function SellersNetSheetPage({ searchParams }: Props) {
  const params = await searchParams
  const read = readNetSheet(params)
  return (
    <>
      <NetSheetPage read={read} />
      <NetSheetEvents read={read} params={params} />
    </>
  )
}
