import { notFound } from 'next/navigation'

/** Any path no other route claims: the branded 404 of ../not-found.tsx, inside the site shell. */
export default function UnknownPage() {
  notFound()
}
