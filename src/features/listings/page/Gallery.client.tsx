'use client'

import { useEffect, useRef, useState } from 'react'

import type { ListingPhotoView } from '../read/view'
import { GALLERY_SIZES } from './photoSizes'

const BUTTON =
  'grid size-11 place-items-center rounded border border-current/30 text-lg hover:bg-current/10 disabled:opacity-40'

/**
 * The listing's photos: one large at a time with previous/next buttons, the arrow keys, a swipe,
 * a "Photo 2 of 9" count, and a full-screen view in a native <dialog> (Escape closes it).
 */
export function Gallery({ photos, label }: { photos: ListingPhotoView[]; label: string }) {
  const [index, setIndex] = useState(0)
  const [fullScreen, setFullScreen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const swipeFrom = useRef<number | null>(null)
  const count = photos.length
  // Opened once its content is rendered, so that focus lands on its Close button.
  useEffect(() => {
    if (fullScreen && !dialog.current?.open) dialog.current?.showModal()
  }, [fullScreen])
  const go = (step: number) => setIndex((i) => (i + step + count) % count)
  if (!count) return null
  const photo = photos[index]!

  const keys = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  }
  const swipe = {
    onPointerDown: (e: React.PointerEvent) => void (swipeFrom.current = e.clientX),
    onPointerUp: (e: React.PointerEvent) => {
      const from = swipeFrom.current
      swipeFrom.current = null
      if (from !== null && Math.abs(e.clientX - from) > 40) go(e.clientX < from ? 1 : -1)
    },
  }
  const image = (sizes: string, className: string) => (
    // eslint-disable-next-line @next/next/no-img-element -- our own webp variants, with srcset
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      className={className}
      draggable={false}
      // The first photo is the page's largest paint: asked for at once, ahead of scripts.
      fetchPriority={index === 0 ? 'high' : 'auto'}
      loading="eager"
    />
  )
  const controls = (
    <div className="flex items-center justify-between gap-3">
      <button
        type="button"
        onClick={() => go(-1)}
        className={BUTTON}
        aria-label="Previous photo"
        disabled={count < 2}
      >
        <span aria-hidden="true">←</span>
      </button>
      <p aria-live="polite" className="text-sm font-semibold">
        Photo {index + 1} of {count}
      </p>
      <button
        type="button"
        onClick={() => go(1)}
        className={BUTTON}
        aria-label="Next photo"
        disabled={count < 2}
      >
        <span aria-hidden="true">→</span>
      </button>
    </div>
  )

  return (
    // The arrow keys, in the page and in full screen alike: the dialog's key presses reach the
    // section through React's tree, so one handler (two would move two photos a press).
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={keys}
      className="space-y-3"
    >
      <div className="relative overflow-hidden rounded-lg bg-stone-100 touch-pan-y" {...swipe}>
        {image(GALLERY_SIZES, 'aspect-[3/2] w-full object-cover')}
        <button
          type="button"
          onClick={() => setFullScreen(true)}
          className="absolute right-3 bottom-3 min-h-11 rounded bg-ink-950/80 px-4 text-sm font-semibold text-white hover:bg-ink-950"
        >
          Full screen
        </button>
      </div>
      {controls}
      <dialog
        ref={dialog}
        aria-label={`${label}, full screen`}
        onClose={() => setFullScreen(false)}
        className="m-0 h-full max-h-none w-full max-w-none bg-ink-950 p-4 text-white backdrop:bg-ink-950"
      >
        {/* Rendered only while open: the large photo is not downloaded until asked for. */}
        {fullScreen ? (
          <div className="mx-auto flex h-full max-w-6xl flex-col gap-3" {...swipe}>
            <div className="flex justify-end">
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="min-h-11 rounded border border-white/40 px-4 font-semibold"
                autoFocus
              >
                Close
              </button>
            </div>
            <div className="flex min-h-0 flex-1 items-center justify-center">
              {image('100vw', 'max-h-full w-auto max-w-full object-contain')}
            </div>
            {controls}
          </div>
        ) : null}
      </dialog>
    </section>
  )
}
