import Link from 'next/link'
import { useId } from 'react'

import { CoverImage, ResponsiveImage } from '@/ui/ResponsiveImage'

import { Reveal } from '@/ui/Reveal/Reveal'
import { CARD_STAGGER_S } from '@/ui/Reveal/logic'
import type { CallToActionProps, CtaButton } from '@/features/content/sections/CallToAction/logic'
import { buttonClass, surfaceClass, type Surface } from '@/ui/buttons'

import { CTA_HERO_IMAGE } from './logic'

/** A call-to-action block, variants hero, content and default. */
export function CallToAction(props: CallToActionProps) {
  const autoId = useId()
  const headingId = `${props.id ?? autoId}-title`
  if (props.variant === 'hero') return <HeroCta {...props} headingId={headingId} />
  if (props.variant === 'content') return <ContentCta {...props} headingId={headingId} />
  return <DefaultCta {...props} headingId={headingId} />
}

type Variant = CallToActionProps & { headingId: string }

function HeroCta({ id, title, subtitle, button, headingId }: Variant) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="on-dark relative isolate overflow-hidden bg-ink-950 text-white"
    >
      {/* This variant always shows its own image: the supplied backgroundImage is deliberately not used. */}
      <ResponsiveImage
        src={CTA_HERO_IMAGE}
        alt=""
        fill
        sizes="100vw"
        className="-z-20 object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-950/70" />
      <div className="mx-auto max-w-4xl px-4 py-24 text-center sm:px-6 sm:py-32 lg:px-8">
        <span aria-hidden="true" className="mx-auto mb-6 block h-px w-16 bg-accent-400" />
        <h2 id={headingId} className="text-4xl leading-tight sm:text-5xl">
          {title}
        </h2>
        {subtitle ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg text-white/90">{subtitle}</p>
        ) : null}
        <CtaLink button={button} surface="dark" className="mt-10" />
      </div>
    </section>
  )
}

function ContentCta(props: Variant) {
  const { id, title, subtitle, description, features, button, headingId } = props
  const image = props.image ?? props.backgroundImage
  return (
    <section id={id} aria-labelledby={headingId} className={surfaceClass(props.backgroundColor)}>
      <div
        className={`mx-auto grid gap-12 px-4 py-20 sm:px-6 lg:items-center lg:px-8 ${image ? 'max-w-7xl lg:grid-cols-2' : 'max-w-3xl'}`}
      >
        {image ? (
          <div className="relative aspect-[4/3] overflow-hidden rounded-lg shadow-xl shadow-ink-950/10">
            <CoverImage
              image={image}
              sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw"
            />
          </div>
        ) : null}
        <div>
          {subtitle ? (
            <p className="text-sm font-semibold tracking-[0.2em] text-accent-700 uppercase">
              {subtitle}
            </p>
          ) : null}
          <h2 id={headingId} className="mt-3 text-3xl leading-tight text-ink-950 sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-5 text-lg text-ink-700">{description}</p> : null}
          {features?.length ? (
            <ul className="mt-8 space-y-3">
              {features.map((feature, index) => (
                <Reveal
                  as="li"
                  key={feature}
                  index={index}
                  stagger={CARD_STAGGER_S}
                  className="flex gap-3 text-ink-800"
                >
                  <CheckIcon />
                  <span>{feature}</span>
                </Reveal>
              ))}
            </ul>
          ) : null}
          <CtaLink button={button} surface="light" className="mt-10" />
        </div>
      </div>
    </section>
  )
}

function DefaultCta({ id, title, subtitle, description, button, headingId, ...rest }: Variant) {
  return (
    <section id={id} aria-labelledby={headingId} className={surfaceClass(rest.backgroundColor)}>
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl leading-tight text-ink-950 sm:text-4xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-4 text-xl text-ink-700">{subtitle}</p> : null}
        {description ? <p className="mt-4 text-lg text-ink-700">{description}</p> : null}
        <CtaLink button={button} surface="light" className="mt-10" />
      </div>
    </section>
  )
}

function CtaLink({
  button,
  surface,
  className,
}: {
  button?: CtaButton | null
  surface: Surface
  className: string
}) {
  if (!button?.text || !button.href) return null
  return (
    <div className={className}>
      <Link href={button.href} className={buttonClass(button.variant, surface)}>
        {button.text}
      </Link>
    </div>
  )
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-6 shrink-0 rounded-full bg-accent-400/20 p-1 text-accent-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
