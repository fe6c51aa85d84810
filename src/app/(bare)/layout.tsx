import type { ReactNode } from 'react'

/** A root layout with nothing in it: the floor that `npm run bench:web` measures pages against. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
