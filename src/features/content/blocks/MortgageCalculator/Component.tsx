import { LazyCalculator, MortgageCalculator } from '@/features/mortgage/calculator'
import { agentMonth } from '@/features/mortgage/math'
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
      <LazyCalculator
        agent={{ phone: settings.phone, email: settings.email }}
        month={agentMonth()}
      />
    </MortgageCalculator>
  )
}
