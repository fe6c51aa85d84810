import type { Metadata } from 'next'

import { formPageMetadata } from '@/features/content/seo/metadata'
import { HomeValueEvents } from '@/features/sellers/analytics'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import {
  accuracySentence,
  cachedAccuracy,
  HOME_VALUE_PATH,
  HomeValuePage,
  readHomeValue,
  type RawParams,
} from '@/features/sellers/valuation'

type Props = { searchParams: Promise<RawParams> }

export const generateMetadata = ({ searchParams }: Props): Promise<Metadata> =>
  formPageMetadata(searchParams, {
    title: 'What is my home worth?',
    description:
      'What your home is worth, at once and without sign-up: an estimate from the closed sales around it in Sussex and Warren counties, with every sale compared and every adjustment shown.',
    path: HOME_VALUE_PATH,
  })

/** The home-value estimate for the home in the address, computed on the server. */
export default async function HomeValueRoute({ searchParams }: Props) {
  const [view, accuracy, settings] = await Promise.all([
    searchParams.then((params) => readHomeValue(params)),
    cachedAccuracy().then(accuracySentence),
    getSiteSettings(),
  ])
  return (
    <>
      <HomeValuePage view={view} accuracy={accuracy} agentName={settings.agentName} />
      <HomeValueEvents view={view} />
    </>
  )
}
