import Link from 'next/link'
import { useId } from 'react'

import { CoverImage } from '@/ui/ResponsiveImage'

import { buttonClass } from '@/ui/buttons'
import type { HeroBannerProps, HeroButton } from '@/features/content/sections/HeroBanner/logic'
import { DarkPageBackground, HeroAnchor } from './HeroBanner.client'
import { HeroVideo } from './HeroVideo.client'
import { DIVIDER_CLASS, heroHeight, isInPageAnchor, resolveBackground } from './logic'

/**
 * Secondary lines fade up with CSS @starting-style: no JavaScript, nothing hidden in the server
 * HTML's first paint of the h1 (which never animates), and instant under reduced motion
 * (globals.css cuts every transition then).
 */
const FADE_UP =
  'transition-[opacity,translate] duration-700 ease-out starting:translate-y-4 starting:opacity-0'

/** Full-bleed hero with a video, image or gradient background. */
export function HeroBanner(props: HeroBannerProps) {
  const { title, subtitle, description, location, primaryButton, secondaryButton } = props
  const autoId = useId()
  const headingId = `${props.id ?? autoId}-title`
  const background = resolveBackground(props)
  const height = heroHeight(props.height, props.customHeight)
  const centered = props.contentPosition === 'center'
  const fade = (delay: string) => (props.animationEnabled ? `${FADE_UP} ${delay}` : '')
  const image = props.backgroundImage

  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      style={height.style}
      className={`on-dark relative isolate flex overflow-hidden bg-ink-950 text-white ${height.className} ${centered ? 'items-center' : 'items-end'}`}
    >
      <DarkPageBackground />
      {background === 'gradient' || !image ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-20 bg-gradient-to-br from-ink-950 via-ink-900 to-ink-700"
        />
      ) : null}
      {background !== 'gradient' && image ? (
        // The likely LCP element: preloaded, full width, cropped around the studio's focal point.
        <CoverImage image={image} preload sizes="100vw" className="-z-20" />
      ) : null}
      {background === 'video' && props.backgroundVideo ? (
        <HeroVideo src={props.backgroundVideo.url} type={props.backgroundVideo.mimeType} />
      ) : null}
      {background !== 'gradient' ? (
        // Text over a picture always sits on a dark veil: white text keeps ≥ 4.5:1 on any frame.
        <div
          aria-hidden="true"
          className={`absolute inset-0 -z-10 ${centered ? 'bg-ink-950/65' : 'bg-gradient-to-t from-ink-950/90 via-ink-950/70 to-ink-950/55'}`}
        />
      ) : null}

      <div
        className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${centered ? 'py-20 text-center' : 'pt-24 pb-16 sm:pb-20'}`}
      >
        <div className={`max-w-3xl ${centered ? 'mx-auto' : ''}`}>
          {location ? (
            <p
              className={`flex items-center gap-2 text-sm font-semibold tracking-[0.2em] uppercase ${centered ? 'justify-center' : ''}`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4 text-accent-300"
                fill="currentColor"
              >
                <path d="M12 2a7 7 0 00-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z" />
              </svg>
              {location}
            </p>
          ) : null}
          <h1
            id={headingId}
            className={`text-4xl ${location ? 'mt-4' : ''} leading-tight sm:text-5xl lg:text-6xl`}
          >
            {title}
          </h1>
          {subtitle ? (
            <p className={`mt-4 font-serif text-xl text-white/90 sm:text-2xl ${fade('delay-100')}`}>
              {subtitle}
            </p>
          ) : null}
          <span
            aria-hidden="true"
            className={`mt-6 block h-0.5 w-20 ${DIVIDER_CLASS[props.dividerColor ?? 'primary']} ${centered ? 'mx-auto' : ''}`}
          />
          {description ? (
            <p className={`mt-6 text-lg leading-relaxed text-white/90 ${fade('delay-200')}`}>
              {description}
            </p>
          ) : null}
          {primaryButton?.href || secondaryButton?.href ? (
            <div
              className={`mt-10 flex flex-wrap gap-3 ${centered ? 'justify-center' : ''} ${fade('delay-300')}`}
            >
              <HeroLink button={primaryButton} fallback="primary" />
              <HeroLink button={secondaryButton} fallback="secondary" />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}

function HeroLink({
  button,
  fallback,
}: {
  button?: HeroButton | null
  fallback: 'primary' | 'secondary'
}) {
  if (!button?.text || !button.href) return null
  const className = buttonClass(button.variant ?? fallback, 'dark')
  if (isInPageAnchor(button.href))
    return (
      <HeroAnchor href={button.href} className={className}>
        {button.text}
      </HeroAnchor>
    )
  return (
    <Link href={button.href} className={className}>
      {button.text}
    </Link>
  )
}
