import type { APIRequestContext } from '@playwright/test'

/** Published documents as any visitor's API request sees them: the source of truth for checks. */
export async function published<T>(
  request: APIRequestContext,
  collection: string,
  slug: string,
): Promise<T> {
  const response = await request.get(
    `/api/${collection}?where[slug][equals]=${slug}&depth=0&limit=1`,
  )
  const { docs } = (await response.json()) as { docs: T[] }
  if (!docs[0]) throw new Error(`No published ${collection} with slug ${slug}`)
  return docs[0]
}

export type Report = {
  id: number
  slug: string
  areaName: string
  marketOutlook: 'bullish' | 'bearish' | 'balanced'
}

export type Community = {
  id: number
  slug: string
  description: string
  attractions: { category: string }[]
  schools: { list: { name: string; rating?: number | null }[] }
}
