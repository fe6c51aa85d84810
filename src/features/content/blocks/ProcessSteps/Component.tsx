import { ProcessSteps } from '@/features/content/sections/ProcessSteps/ProcessSteps'
import { toImage } from '@/features/content/read/toImage'
import type { ProcessStepsBlock } from '@/payload-types'

export function ProcessStepsComponent({ block }: { block: ProcessStepsBlock }) {
  return (
    <ProcessSteps
      title={block.title ?? undefined}
      subtitle={block.subtitle ?? undefined}
      variant={block.variant ?? 'premium'}
      backgroundColor={block.background ?? 'white'}
      steps={(block.steps ?? []).map((step, index) => ({
        number: index + 1,
        title: step.title,
        description: step.description,
        image: toImage(step.image),
        cta: step.cta?.text && step.cta.link ? { text: step.cta.text, link: step.cta.link } : null,
      }))}
    />
  )
}
