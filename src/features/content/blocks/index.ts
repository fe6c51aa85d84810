import { CallToActionBlock } from './CallToAction/config'
import { CommunityCardsBlock } from './CommunityCards/config'
import { ContactBlock } from './Contact/config'
import { HeroBannerBlock } from './HeroBanner/config'
import { HomeValueBlock } from './HomeValue/config'
import { InvestorSearchesBlock } from './InvestorSearches/config'
import { MortgageCalculatorBlock } from './MortgageCalculator/config'
import { NewsletterBlock } from './Newsletter/config'
import { ProcessStepsBlock } from './ProcessSteps/config'
import { PropertySearchBlock } from './PropertySearch/config'
import { RichTextBlock } from './RichText/config'
import { StatsGridBlock } from './StatsGrid/config'
import { TestimonialsBlock } from './Testimonials/config'

/** Every block the agent can place on a page, in the order the studio lists them. */
export const PAGE_BLOCKS = [
  HeroBannerBlock,
  RichTextBlock,
  ProcessStepsBlock,
  CallToActionBlock,
  StatsGridBlock,
  CommunityCardsBlock,
  TestimonialsBlock,
  NewsletterBlock,
  ContactBlock,
  PropertySearchBlock,
  MortgageCalculatorBlock,
  HomeValueBlock,
  InvestorSearchesBlock,
]
