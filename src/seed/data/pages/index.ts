import type { SeedBuilder } from '../types'

import { about } from './about'
import { accessibility } from './accessibility'
import { contact } from './contact'
import { buyers, sellers } from './guides'
import { home } from './home'
import { investors } from './investors'
import { privacyPolicy } from './privacy-policy'
import { termsOfService } from './terms-of-service'
import { testimonialsPage } from './testimonials'

/** The ten block-built pages: home, the section pages and the three legal pages. */
export const pages: SeedBuilder<'pages'>[] = [
  home,
  about,
  buyers,
  sellers,
  investors,
  contact,
  testimonialsPage,
  privacyPolicy,
  termsOfService,
  accessibility,
]
