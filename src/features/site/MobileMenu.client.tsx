'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { isGroup, type NavItem } from '@/features/site/navigation'

import { telHref } from '@/lib/contactFormat'

/** Header height default 76 px; the menu button returns about 400 ms after closing. */
export const DEFAULT_HEADER_HEIGHT = 76
export const BUTTON_RETURN_MS = 400

/** The slide, in and out; the dialog closes (and the page comes back) once it has slid out. */
const SLIDE_MS = 300

/**
 * Tab from the last link goes back to the close button, Shift+Tab from the close button to the
 * last link: a modal <dialog> keeps focus from the page behind, but would let it leave the
 * document (to the browser's own controls) at either end.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>(
    'a[href]:not([hidden] *), button:not([hidden] *)',
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const target = event.shiftKey ? last : first
  if (document.activeElement === (event.shiftKey ? first : last) && target) {
    event.preventDefault()
    target.focus()
  }
}

/**
 * The slide-in menu, a native modal <dialog>: showModal() makes the rest of the page inert, keeps
 * focus inside and closes on Escape; its ::backdrop dims the page. Opening it slides the panel
 * in from the right (CSS @starting-style); closing slides it out, then closes the dialog.
 */
export function MobileMenu({ items, phone }: { items: NavItem[]; phone: string }) {
  const [open, setOpen] = useState(false)
  // The panel (about 70 elements) is rendered once a visitor reaches for the button, not on every
  // page load: until then it would only add to the first layout and to hydration. Pointer or focus
  // mounts it closed, so the click that follows still slides it in.
  const [mounted, setMounted] = useState(false)
  const mount = useCallback(() => setMounted(true), [])
  const [buttonShown, setButtonShown] = useState(true)
  const [expanded, setExpanded] = useState<Record<string, boolean>>({})
  const [headerHeight, setHeaderHeight] = useState(DEFAULT_HEADER_HEIGHT)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef(false)
  const panelId = useId()
  const router = useRouter()

  useEffect(() => {
    const header = document.getElementById('site-header')
    if (!header) return
    const measure = () => setHeaderHeight(Math.round(header.offsetHeight) || DEFAULT_HEADER_HEIGHT)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(header)
    return () => observer.disconnect()
  }, [])

  const close = useCallback((refocus: boolean) => {
    returnFocus.current = refocus
    setOpen(false)
    setExpanded({})
  }, [])

  // Open: shown as a modal at once. Closed: slides out first (none to wait for with reduced
  // motion), and the menu button comes back a moment after.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open) {
      if (!dialog.open) dialog.showModal()
      return
    }
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches
    const slid = setTimeout(() => dialog.close(), still ? 0 : SLIDE_MS)
    const shown = setTimeout(() => setButtonShown(true), BUTTON_RETURN_MS)
    return () => {
      clearTimeout(slid)
      clearTimeout(shown)
    }
  }, [open, mounted])

  useEffect(() => {
    if (buttonShown && returnFocus.current) {
      returnFocus.current = false
      // preventScroll: focusing inside the sticky header would otherwise jump the page to the top.
      buttonRef.current?.focus({ preventScroll: true })
    }
  }, [buttonShown])

  const linkClass =
    'flex min-h-12 w-full items-center justify-between rounded px-3 text-lg hover:bg-white/5 hover:text-accent-300'

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onPointerEnter={mount}
        onPointerDown={mount}
        onFocus={mount}
        onClick={() => {
          mount()
          setButtonShown(false)
          setOpen(true)
          // The closed panel sits just off-screen, where Next.js would prefetch every page it
          // links to on each page load (11 requests, and their processing while the page starts).
          // Its links prefetch when a visitor opens it instead.
          for (const href of menuHrefs(items)) router.prefetch(href)
        }}
        className={`inline-flex min-h-11 items-center gap-2 rounded px-3 text-sm font-semibold tracking-wide text-white transition-opacity duration-200 hover:text-accent-300 ${buttonShown ? 'opacity-100' : 'invisible opacity-0'}`}
      >
        <LineIcon d="M4 7h16M4 12h16M4 17h16" />
        Menu
      </button>

      {mounted ? (
        /* Tailwind's translate-x-* set `translate`, not `transform`. A click on the ::backdrop
           lands on the dialog itself, outside its panel. */
        <dialog
          ref={dialogRef}
          id={panelId}
          data-site-menu
          aria-label="Site menu"
          onCancel={(event) => {
            event.preventDefault() // Escape: slide out like any other close
            close(true)
          }}
          // When the browser closes it at once all the same (Escape pressed twice), follow it.
          onClose={() => open && close(true)}
          onKeyDown={keepFocusInside}
          onClick={(event) => {
            if (event.target !== event.currentTarget) return
            const box = event.currentTarget.getBoundingClientRect()
            if (event.clientX < box.left) close(true)
          }}
          style={{ paddingTop: headerHeight }}
          className={`on-dark fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-none flex-col overflow-y-auto border-0 bg-ink-950 p-0 text-white shadow-2xl transition-[translate] duration-300 ease-out open:flex backdrop:bg-ink-950/60 backdrop:transition-opacity backdrop:duration-300 motion-reduce:transition-none motion-reduce:backdrop:transition-none sm:w-96 ${open ? 'translate-x-0 backdrop:opacity-100 starting:translate-x-full starting:backdrop:opacity-0' : 'translate-x-full backdrop:opacity-0'}`}
        >
          <button
            type="button"
            autoFocus
            onClick={() => close(true)}
            style={{ height: headerHeight }}
            className="absolute top-0 right-0 inline-flex focus-visible:[outline-offset:-5px] min-w-24 items-center justify-center gap-2 px-4 text-sm font-semibold hover:text-accent-300"
          >
            <LineIcon d="M6 6l12 12M18 6L6 18" />
            Close<span className="sr-only"> menu</span>
          </button>
          <nav aria-label="Site pages" className="flex-1 border-t border-white/10 px-4 py-4">
            <ul className="space-y-1">
              {items.map((item) =>
                isGroup(item) ? (
                  <li key={item.label}>
                    <button
                      type="button"
                      aria-expanded={Boolean(expanded[item.label])}
                      aria-controls={`${panelId}-${item.href.slice(1)}`}
                      onClick={() =>
                        setExpanded((all) => ({ ...all, [item.label]: !all[item.label] }))
                      }
                      className={linkClass}
                    >
                      {item.label}
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className={`size-5 transition-transform ${expanded[item.label] ? 'rotate-180' : ''}`}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      >
                        <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </button>
                    <ul
                      id={`${panelId}-${item.href.slice(1)}`}
                      hidden={!expanded[item.label]}
                      className="mb-2 ml-3 border-l border-white/15 pl-3"
                    >
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <Link
                            href={child.href}
                            prefetch={false}
                            onClick={() => close(false)}
                            className="flex min-h-10 items-center rounded px-3 text-base text-white/85 hover:text-accent-300"
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      prefetch={false}
                      onClick={() => close(false)}
                      className={linkClass}
                    >
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <p className="border-t border-white/10 px-7 py-6 text-sm text-white/80">
            Questions? Call{' '}
            <a
              href={telHref(phone)}
              onClick={() => close(false)}
              className="font-semibold text-accent-300 underline-offset-4 hover:underline"
            >
              {phone}
            </a>
          </p>
        </dialog>
      ) : null}
    </>
  )
}

/** The menu's and the close button's 24 px line icons (decorative: the buttons carry the words). */
function LineIcon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d={d} strokeLinecap="round" />
    </svg>
  )
}

/** Every page the menu links to. */
const menuHrefs = (items: NavItem[]) =>
  items.flatMap((item) => (isGroup(item) ? item.children.map((child) => child.href) : [item.href]))
