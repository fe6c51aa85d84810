/** The site's button and section-surface styles, shared by every section that shows them. */

export type ButtonVariant = 'primary' | 'secondary'
/** light: the button sits on white or stone; dark: on navy or on an image under a dark overlay. */
export type Surface = 'light' | 'dark'

const BASE =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded px-6 font-semibold tracking-wide transition-colors'

const VARIANTS: Record<Surface, Record<ButtonVariant, string>> = {
  light: {
    primary: 'bg-ink-900 text-white hover:bg-ink-700',
    secondary:
      'border border-ink-900/40 text-ink-900 hover:border-accent-700 hover:text-accent-700',
  },
  dark: {
    primary: 'bg-accent-400 text-ink-950 hover:bg-accent-300',
    secondary: 'border border-white/50 text-white hover:border-accent-300 hover:text-accent-300',
  },
}

/** Class list of a call-to-action link; the variant defaults to primary. */
export function buttonClass(variant: ButtonVariant | null | undefined, surface: Surface): string {
  return `${BASE} ${VARIANTS[surface][variant ?? 'primary']}`
}

/** Background of a light section: white (default) or the warm light grey of the theme. */
export function surfaceClass(background: 'white' | 'gray' | null | undefined): string {
  return background === 'gray' ? 'bg-stone-100' : 'bg-white'
}
