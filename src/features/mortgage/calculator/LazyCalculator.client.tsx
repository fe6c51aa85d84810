'use client'

import dynamic from 'next/dynamic'

/**
 * The calculator for the page block: still rendered on the server (ssr), but its code is a
 * separate chunk that only pages showing the block load.
 */
export const LazyCalculator = dynamic(() =>
  import('./Calculator.client').then((module) => module.Calculator),
)
