import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { draftMode } from 'next/headers'

import { LAY_OUT_AHEAD } from '@/features/site/layOutAhead'
import { ShellScripts } from '@/features/site/ShellScripts.client'
import { LAY_OUT_WHOLE_WHEN_SCROLL_IS_SET } from '@/features/site/layOutWhole'
import { PreviewBar } from '@/features/site/PreviewBar'
import { SiteFooter } from '@/features/site/SiteFooter'
import { SiteHeader } from '@/features/site/SiteHeader'
import { JsonLd } from '@/ui/JsonLd'
import { REVEAL_ON_SCROLL } from '@/ui/Reveal/script'
import { getSiteSettings } from '@/features/site/getSiteSettings'
import { realEstateAgent } from '@/features/content/seo/jsonLd'
import { siteUrl } from '@/lib/env'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const towns = settings.serviceTowns?.map((t) => t.name).join(', ')
  return {
    metadataBase: new URL(siteUrl()),
    title: {
      default: `${settings.agentName} | Northern New Jersey Real Estate`,
      template: `%s | ${settings.agentName}`,
    },
    description: `${settings.agentName} of ${settings.brokerageName} helps buyers, sellers and investors in Sussex and Warren counties${towns ? `: ${towns}` : ''}.`,
    openGraph: { type: 'website', siteName: settings.agentName, locale: 'en_US' },
  }
}

// Run as the page is parsed; the mark tells ShellScripts they did.
const SHELL_SCRIPTS = `${REVEAL_ON_SCROLL};${LAY_OUT_AHEAD};document.documentElement.setAttribute('data-shell-ran', '')`

export const viewport: Viewport = { themeColor: '#0b1324' }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  const preview = (await draftMode()).isEnabled
  return (
    // suppressHydrationWarning: the script below may mark <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <script dangerouslySetInnerHTML={{ __html: LAY_OUT_WHOLE_WHEN_SCROLL_IS_SET }} />
        {/* Without scripts, controls that only a script can run (a heart, the map) are hidden. */}
        <noscript>
          <style>{'[data-needs-script]{display:none!important}'}</style>
        </noscript>
        <a
          href="#main"
          className="sr-only z-[60] rounded bg-white px-4 py-3 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        {preview ? <PreviewBar /> : null}
        <SiteHeader settings={settings} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter settings={settings} />
        <JsonLd data={realEstateAgent(settings)} />
        <script id="shell-scripts" dangerouslySetInnerHTML={{ __html: SHELL_SCRIPTS }} />
        <ShellScripts />
      </body>
    </html>
  )
}
