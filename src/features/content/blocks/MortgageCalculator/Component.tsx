import { LazyCalculator } from '@/features/mortgage/calculator/LazyCalculator.client'
import { MortgageCalculator } from '@/features/mortgage/calculator/MortgageCalculator'
import type { MortgageCalculatorBlock, SiteSetting } from '@/payload-types'

export function MortgageCalculatorComponent({
  block,
  settings,
}: {
  block: MortgageCalculatorBlock
  settings: SiteSetting
}) {
  return (
    <MortgageCalculator title={block.title} intro={block.intro ?? undefined}>
      <LazyCalculator agent={{ phone: settings.phone, email: settings.email }} />
    </MortgageCalculator>
  )
}
