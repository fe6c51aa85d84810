import type { Page, SiteSetting } from '@/payload-types'

import { CallToActionComponent } from './CallToAction/Component'
import { CommunityCardsComponent } from './CommunityCards/Component'
import { ContactComponent } from './Contact/Component'
import { HeroBannerComponent } from './HeroBanner/Component'
import { HomeValueComponent } from './HomeValue/Component'
import { InvestorSearchesComponent } from './InvestorSearches/Component'
import { MortgageCalculatorComponent } from './MortgageCalculator/Component'
import { NewsletterComponent } from './Newsletter/Component'
import { ProcessStepsComponent } from './ProcessSteps/Component'
import { PropertySearchComponent } from './PropertySearch/Component'
import { RichTextComponent } from './RichText/Component'
import { StatsGridComponent } from './StatsGrid/Component'
import { TestimonialsComponent } from './Testimonials/Component'

type Block = NonNullable<Page['layout']>[number]

/** A page's blocks, in the order the agent placed them. */
export function RenderBlocks({ blocks, settings }: { blocks: Block[]; settings: SiteSetting }) {
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'heroBanner':
        return <HeroBannerComponent key={key} block={block} />
      case 'richText':
        return <RichTextComponent key={key} block={block} />
      case 'processSteps':
        return <ProcessStepsComponent key={key} block={block} />
      case 'callToAction':
        return <CallToActionComponent key={key} block={block} />
      case 'statsGrid':
        return <StatsGridComponent key={key} block={block} />
      case 'communityCards':
        return <CommunityCardsComponent key={key} block={block} />
      case 'testimonials':
        return <TestimonialsComponent key={key} block={block} />
      case 'newsletter':
        return <NewsletterComponent key={key} block={block} settings={settings} />
      case 'contact':
        return <ContactComponent key={key} settings={settings} />
      case 'propertySearch':
        return <PropertySearchComponent key={key} block={block} settings={settings} />
      case 'mortgageCalculator':
        return <MortgageCalculatorComponent key={key} block={block} settings={settings} />
      case 'homeValue':
        return <HomeValueComponent key={key} block={block} />
      case 'investorSearches':
        return <InvestorSearchesComponent key={key} block={block} />
      default:
        return null
    }
  })
}
