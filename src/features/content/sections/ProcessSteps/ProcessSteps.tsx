import Link from 'next/link'
import { useId } from 'react'

import { CoverImage } from '@/ui/ResponsiveImage'

import { surfaceClass } from '@/ui/buttons'
import { Reveal } from '@/ui/Reveal/Reveal'
import { STEP_STAGGER_S } from '@/ui/Reveal/logic'
import type { ProcessStep } from '@/features/content/sections/ProcessSteps/logic'
import { DEFAULT_PROCESS_TITLE, formatStepNumber, premiumGridClass } from './logic'

export type ProcessStepsProps = {
  steps: ProcessStep[]
  title?: string
  subtitle?: string | null
  variant?: 'premium' | 'simple'
  backgroundColor?: 'white' | 'gray'
  id?: string
}

/** Numbered steps ("01"), each with an optional image and call to action. */
export function ProcessSteps({
  steps,
  title = DEFAULT_PROCESS_TITLE,
  subtitle,
  variant = 'premium',
  backgroundColor = 'white',
  id,
}: ProcessStepsProps) {
  const autoId = useId()
  const headingId = `${id ?? autoId}-title`
  if (!steps.length) return null
  const premium = variant === 'premium'
  return (
    <section id={id} aria-labelledby={headingId} className={surfaceClass(backgroundColor)}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl leading-tight text-ink-950 sm:text-4xl">
            {title}
          </h2>
          <span aria-hidden="true" className="mx-auto mt-5 block h-px w-16 bg-accent-500" />
          {subtitle ? <p className="mt-5 text-lg text-ink-700">{subtitle}</p> : null}
        </div>
        <ol
          className={
            premium
              ? `mt-14 grid gap-8 ${premiumGridClass(steps.length)}`
              : 'mx-auto mt-14 max-w-3xl space-y-10'
          }
        >
          {steps.map((step, index) => (
            <Reveal
              as="li"
              key={`${step.number}-${step.title}`}
              index={index}
              stagger={STEP_STAGGER_S}
              className={
                premium
                  ? 'flex flex-col overflow-hidden rounded-lg border border-ink-900/10 bg-white shadow-lg shadow-ink-950/5'
                  : 'flex gap-5 sm:gap-8'
              }
            >
              {premium ? <PremiumStep step={step} /> : <SimpleStep step={step} />}
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  )
}

function PremiumStep({ step }: { step: ProcessStep }) {
  return (
    <>
      {step.image ? (
        <div className="relative aspect-[4/3]">
          <CoverImage
            image={step.image}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-7">
        <p className="font-serif text-5xl leading-none text-accent-700">
          {formatStepNumber(step.number)}
        </p>
        <h3 className="mt-5 text-xl text-ink-950">{step.title}</h3>
        <p className="mt-3 flex-1 text-ink-700">{step.description}</p>
        <StepLink step={step} />
      </div>
    </>
  )
}

function SimpleStep({ step }: { step: ProcessStep }) {
  return (
    <>
      <p className="grid size-14 shrink-0 place-items-center rounded-full bg-ink-900 font-serif text-xl text-accent-300">
        {formatStepNumber(step.number)}
      </p>
      <div className="flex-1 border-b border-ink-900/10 pb-10">
        <h3 className="text-xl text-ink-950 sm:text-2xl">{step.title}</h3>
        <p className="mt-3 text-ink-700">{step.description}</p>
        <StepLink step={step} />
      </div>
      {step.image ? (
        <div className="relative hidden size-32 shrink-0 overflow-hidden rounded-lg sm:block">
          <CoverImage image={step.image} sizes="128px" />
        </div>
      ) : null}
    </>
  )
}

function StepLink({ step }: { step: ProcessStep }) {
  if (!step.cta?.text || !step.cta.link) return null
  return (
    <p className="mt-5">
      <Link
        href={step.cta.link}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
      >
        {step.cta.text}
        <span aria-hidden="true">→</span>
      </Link>
    </p>
  )
}
