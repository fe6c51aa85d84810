import type { Metadata } from 'next'

import { formPageMetadata } from '@/features/content/seo/metadata'
import { NetSheetEvents } from '@/features/sellers/analytics'
import {
  NET_SHEET_PATH,
  NetSheetPage,
  readNetSheet,
  type RawParams,
} from '@/features/sellers/netSheet'

type Props = { searchParams: Promise<RawParams> }

export const generateMetadata = ({ searchParams }: Props): Promise<Metadata> =>
  formPageMetadata(searchParams, {
    title: "Seller's Net Sheet",
    description:
      'What you walk away with from a New Jersey home sale: the realty transfer fee, the graduated percent fee, commissions, tax proration and payoff, line by line with the law behind each fee.',
    path: NET_SHEET_PATH,
  })

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
