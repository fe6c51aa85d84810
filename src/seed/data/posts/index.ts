import type { SeedBuilder } from '../types'

import { firstTimeBuyers } from './first-time-buyers'
import { lakeLiving } from './lake-living'
import { springMarket } from './spring-market'

/** Demo blog posts, newest first. */
export const posts: SeedBuilder<'posts'>[] = [springMarket, firstTimeBuyers, lakeLiving]
