import type { SeedBuilder } from '../types'

import { andover } from './andover'
import { blairstown } from './blairstown'
import { byram } from './byram'
import { chester } from './chester'
import { hackettstown } from './hackettstown'
import { sussexCounty } from './sussex-county'
import { warrenCounty } from './warren-county'
import { washington } from './washington'

/** The eight service areas, in the site's order: the two counties, then the towns. */
export const communities: SeedBuilder<'communities'>[] = [
  sussexCounty,
  warrenCounty,
  andover,
  blairstown,
  byram,
  chester,
  hackettstown,
  washington,
]
