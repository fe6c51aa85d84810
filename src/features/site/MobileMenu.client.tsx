'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { isGroup, type NavItem } from '@/features/site/navigation'

import { telHref } from './contactFormat'

/** Spec §9: header height default 76 px; the menu button returns about 400 ms after closing. */
export const DEFAULT_HEADER_HEIGHT = 76
export const BUTTON_RETURN_MS = 400

const FOCUSABLE = 'a[href], button:not([disabled])'

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
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
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

  // The button hides while the panel is open and comes back a moment after it closes.
  useEffect(() => {
    if (open) {
      closeRef.current?.focus({ preventScroll: true })
      return
    }
    const timer = setTimeout(() => setButtonShown(true), BUTTON_RETURN_MS)
    return () => clearTimeout(timer)
  }, [open])

  useEffect(() => {
    if (buttonShown && returnFocus.current) {
      returnFocus.current = false
      // preventScroll: focusing inside the sticky header would otherwise jump the page to the top.
      buttonRef.current?.focus({ preventScroll: true })
    }
  }, [buttonShown])

  // Lock page scrolling while the panel is open.
  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      root.style.overflow = previous
      document.removeEventListener('keydown', onKey)
    }
  }, [open, close])

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return
    const nodes = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (node) => node.offsetParent !== null,
    )
    const first = nodes[0]
    const last = nodes[nodes.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

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
        <div className={`fixed inset-0 z-50 ${open ? '' : 'pointer-events-none'}`}>
          <div
            aria-hidden="true"
            data-testid="menu-backdrop"
            onClick={() => close(true)}
            className={`absolute inset-0 bg-ink-950/60 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
          />
          {/* Tailwind's translate-x-* set `translate`, not `transform`. Visibility is not transitioned
            on open, so the close button can take focus at once; on close it waits for the slide. */}
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-label="Site menu"
            inert={!open}
            onKeyDown={trapFocus}
            style={{ paddingTop: headerHeight }}
            className={`on-dark absolute top-0 right-0 flex h-full w-full flex-col overflow-y-auto bg-ink-950 text-white shadow-2xl duration-300 ease-out sm:w-96 ${open ? 'visible translate-x-0 transition-[translate]' : 'invisible translate-x-full transition-[translate,visibility]'}`}
          >
            <button
              ref={closeRef}
              type="button"
              onClick={() => close(true)}
              style={{ height: headerHeight }}
              className="absolute top-0 right-0 inline-flex min-w-24 items-center justify-center gap-2 px-4 text-sm font-semibold hover:text-accent-300"
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
          </div>
        </div>
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
