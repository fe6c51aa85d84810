import { MortgageCalculator } from '@/components/calculator/MortgageCalculator'
import type { MortgageCalculatorBlock, SiteSetting } from '@/payload-types'

export function MortgageCalculatorComponent({
  block,
  settings,
}: {
  block: MortgageCalculatorBlock
  settings: SiteSetting
}) {
  return (
    <MortgageCalculator
      phone={settings.phone}
      email={settings.email}
      title={block.title}
      intro={block.intro ?? undefined}
    />
  )
}
