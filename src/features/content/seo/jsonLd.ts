import type { Post, SiteSetting } from '@/payload-types'

import { siteUrl } from '@/lib/env'

type Thing = Record<string, unknown>

/** The agent as schema.org sees them, on every page. */
export function realEstateAgent(s: SiteSetting): Thing {
  const base = siteUrl()
  const places = [
    ...(s.serviceTowns ?? []).map((t) => ({ '@type': 'City', name: `${t.name}, NJ` })),
    ...(s.serviceCounties ?? []).map((c) => ({
      '@type': 'AdministrativeArea',
      name: `${c.name}, NJ`,
    })),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${base}/#agent`,
    name: s.agentName,
    url: base,
    telephone: s.phone,
    email: s.email,
    image: `${base}/images/about-portrait.webp`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.officeAddress.street,
      addressLocality: s.officeAddress.city,
      addressRegion: s.officeAddress.state,
      postalCode: s.officeAddress.postalCode,
      addressCountry: 'US',
    },
    areaServed: places,
    parentOrganization: { '@type': 'RealEstateAgent', name: s.brokerageName },
    sameAs: (s.socialLinks ?? []).map((l) => l.url),
  }
}

export function breadcrumbs(trail: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl()}${item.path}`,
    })),
  }
}

export function blogPosting(post: Post, s: SiteSetting, imageUrl?: string | null): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: `${siteUrl()}/blog/${post.slug}`,
    ...(imageUrl ? { image: `${siteUrl()}${imageUrl}` } : {}),
    author: { '@type': 'Person', name: s.agentName },
    publisher: { '@id': `${siteUrl()}/#agent` },
  }
}
