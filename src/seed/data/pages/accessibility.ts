import { doc, h2, link, p, ul } from '../../lexical'
import type { SeedBuilder } from '../types'

export const accessibility: SeedBuilder<'pages'> = () => ({
  title: 'Accessibility',
  slug: 'accessibility',
  intro: {
    eyebrow: 'Accessibility',
    heading: 'Accessibility Statement',
    text: 'Everyone should be able to search for a home, read a market report or reach us.',
  },
  layout: [
    {
      blockType: 'richText',
      content: doc(
        p(
          'We want this website to work for everyone, including people who use a screen reader, a keyboard, voice control, magnification or other assistive technology. This site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
        ),
        h2('What we do'),
        ul(
          'Every page works with a keyboard alone, and the keyboard focus is always visible.',
          'Pages use clear headings and landmarks, so screen reader users can move around quickly.',
          'Every form field has a visible label, and errors are described in text and announced.',
          'Text and controls meet WCAG contrast ratios, and buttons are large enough to tap easily.',
          'Images have text alternatives; decorative images are hidden from screen readers.',
          'Pages reflow on small screens and when zoomed to 400%, without sideways scrolling.',
          'Animation and carousels stop moving when your device asks for reduced motion.',
          'Forms never time out while you are filling them in.',
        ),
        h2('How we test'),
        p(
          'Each release is checked with automated accessibility tests, and key pages and forms are tested by hand with a keyboard and with screen readers such as NVDA and VoiceOver.',
        ),
        h2('Known limitations'),
        p(
          'The property search is provided by a third-party listing service and may not meet every requirement; if it is hard to use, we will gladly search for you. Some older documents, such as scanned disclosures, may not be fully accessible; ask and we will provide them in another format.',
        ),
        h2('Tell us what does not work'),
        p(
          'If anything on this site is hard to use, please let us know through our ',
          link('contact page', '/contact'),
          ', or by phone or email using the details at the bottom of every page. Tell us the page, what went wrong and, if you like, the device or assistive technology you use. We will reply within two business days, get you the information you need in a format that works for you, and fix the problem.',
        ),
        p(
          'If you are not satisfied with our response, you may contact the ',
          link('New Jersey Division on Civil Rights', 'https://www.njcivilrights.gov/'),
          '.',
        ),
        p('This statement was last reviewed in November 2026.'),
      ),
    },
  ],
  seo: {
    title: 'Accessibility Statement',
    description:
      'Our commitment to an accessible website that meets WCAG 2.2 AA, what we do, known limitations and how to tell us about a problem.',
  },
})
