import type { SeedBuilder } from '../types'

import { andover } from './andover'
import { blairstown } from './blairstown'
import { byram } from './byram'
import { chester } from './chester'
import { hackettstown } from './hackettstown'
import { sussexCounty } from './sussex-county'
import { warrenCounty } from './warren-county'
import { washington } from './washington'

/** One report per service area, in the site's order. */
export const marketReports: SeedBuilder<'market-reports'>[] = [
  sussexCounty,
  warrenCounty,
  andover,
  blairstown,
  byram,
  chester,
  hackettstown,
  washington,
]
