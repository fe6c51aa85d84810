'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { VIDEO_READY_DELAY_MS } from './logic'

/**
 * The hero's background video, layered over the poster image the server already painted (the
 * LCP element). The video fades in only once it plays; if playback fails the poster stays, and
 * the next touch or click anywhere retries. It never starts by itself under reduced motion, and
 * a button pauses or plays it (WCAG 2.2.2: moving content longer than 5 s can be stopped).
 */
export function HeroVideo({ src, type }: { src: string; type: string }) {
  const video = useRef<HTMLVideoElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const userPaused = useRef(false)
  const [layerShown, setLayerShown] = useState(false)
  const [playable, setPlayable] = useState(false)
  const [playing, setPlaying] = useState(false)
  const [failed, setFailed] = useState(false)

  const fail = useCallback((reason: unknown) => {
    console.warn('Hero video could not play; showing the image instead.', reason)
    setFailed(true)
    setLayerShown(true)
  }, [])

  const play = useCallback(() => {
    video.current?.play().then(
      () => setFailed(false),
      (error: unknown) => {
        // AbortError only means a pause or a reload interrupted the attempt: nothing failed.
        if (!(error instanceof DOMException && error.name === 'AbortError')) fail(error)
      },
    )
  }, [fail])

  useEffect(() => {
    const timer = setTimeout(() => setLayerShown(true), VIDEO_READY_DELAY_MS)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (reduced) userPaused.current = true
    else play()
    // Autoplay can be refused (low-power mode, data saver): any touch or click tries again.
    const retry = (event: Event) => {
      if (userPaused.current || toggle.current?.contains(event.target as Node)) return
      if (video.current?.paused) play()
    }
    document.addEventListener('touchstart', retry, { passive: true })
    document.addEventListener('click', retry)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('touchstart', retry)
      document.removeEventListener('click', retry)
    }
  }, [play])

  const onToggle = () => {
    userPaused.current = playing
    if (playing) video.current?.pause()
    else play()
  }

  const visible = layerShown && playable && !failed
  return (
    <>
      <div className={`absolute inset-0 -z-20 ${layerShown ? '' : 'invisible'}`}>
        <video
          ref={video}
          aria-hidden="true"
          muted
          loop
          playsInline
          preload="none"
          onCanPlay={() => setPlayable(true)}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          className={`size-full object-cover transition-opacity duration-1000 ${visible ? 'opacity-100' : 'opacity-0'}`}
        >
          <source src={src} type={type} onError={() => fail('the video file did not load')} />
        </video>
      </div>
      {layerShown ? (
        <button
          ref={toggle}
          type="button"
          onClick={onToggle}
          className="absolute top-4 right-4 z-10 grid size-11 place-items-center rounded-full border border-white/40 bg-ink-950/60 text-white hover:border-accent-300 hover:text-accent-300"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5l11 7-11 7z'} />
          </svg>
          <span className="sr-only">
            {playing ? 'Pause background video' : 'Play background video'}
          </span>
        </button>
      ) : null}
    </>
  )
}
