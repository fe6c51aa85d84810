'use client'

import { useEffect } from 'react'

/**
 * The shell's inline script (the layout's `#shell-scripts`: the reveal on scroll and the deferred
 * layout) runs while the browser parses a page the server rendered, and marks the document. A page
 * React renders in the browser instead (a 404 for an unknown address comes so) holds the same
 * script element but never runs it, since browsers do not run scripts inserted that way: this
 * runs its text then, once. On a server-rendered page it finds the mark and does nothing.
 */
export function ShellScripts() {
  useEffect(() => {
    if (document.documentElement.hasAttribute('data-shell-ran')) return
    const text = document.getElementById('shell-scripts')?.textContent
    if (!text) return
    const script = document.createElement('script')
    script.text = text
    document.body.append(script)
  }, [])
  return null
}
