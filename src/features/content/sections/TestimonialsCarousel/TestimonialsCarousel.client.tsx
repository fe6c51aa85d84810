'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { CAROUSEL_LOCK_MS, announcement, slideLabel, stepIndex } from './logic'

/**
 * The moving part of the testimonials carousel. Every slide arrives rendered from the server and
 * shares one grid cell, so the box is as tall as the tallest slide and never jumps; only the
 * active slide is visible. No autoplay: slides change only on the buttons.
 */
export function TestimonialSlides({
  slides,
  summaries,
}: {
  slides: ReactNode[]
  summaries: string[]
}) {
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [locked, setLocked] = useState(false)
  const [message, setMessage] = useState('')
  const lockedRef = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const slidesId = useId()

  useEffect(() => () => clearTimeout(timer.current), [])

  const go = (delta: 1 | -1) => {
    // aria-disabled rather than disabled: the button keeps keyboard focus during the lock.
    if (lockedRef.current || count < 2) return
    const next = stepIndex(index, delta, count)
    lockedRef.current = true
    setLocked(true)
    setIndex(next)
    setMessage(announcement(next, count, summaries[next]))
    timer.current = setTimeout(() => {
      lockedRef.current = false
      setLocked(false)
    }, CAROUSEL_LOCK_MS)
  }

  return (
    <>
      <div id={slidesId} className="grid">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
            inert={i !== index}
            className={`[grid-area:1/1] transition-[opacity,visibility] duration-700 ease-out ${i === index ? 'opacity-100' : 'invisible opacity-0'}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        // Under 360 px the row tightens: at 320 px it fits the screen instead of running off it.
        <div className="mt-10 flex items-center justify-center gap-6 max-[359px]:gap-2">
          <ArrowButton dir={-1} locked={locked} controls={slidesId} onClick={() => go(-1)} />
          <p
            aria-hidden="true"
            className="min-w-16 text-center font-serif text-lg text-ink-700 max-[359px]:min-w-12"
          >
            {index + 1} / {count}
          </p>
          <ArrowButton dir={1} locked={locked} controls={slidesId} onClick={() => go(1)} />
        </div>
      ) : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {message}
      </p>
    </>
  )
}

function ArrowButton(props: {
  dir: 1 | -1
  locked: boolean
  controls: string
  onClick: () => void
}) {
  const next = props.dir === 1
  return (
    <button
      type="button"
      aria-controls={props.controls}
      aria-disabled={props.locked}
      onClick={props.onClick}
      className={`inline-flex min-h-12 items-center gap-2 rounded-full border border-ink-900/30 px-5 text-sm max-[359px]:px-3 font-semibold tracking-wide text-ink-900 transition-colors hover:border-accent-700 hover:text-accent-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${next ? 'flex-row-reverse' : ''}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d={next ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        {next ? 'Next' : 'Previous'}
        <span className="sr-only"> testimonial</span>
      </span>
    </button>
  )
}
