import { bold, doc, h2, link, p, ul } from '../../lexical'
import type { SeedBuilder } from '../types'

export const privacyPolicy: SeedBuilder<'pages'> = () => ({
  title: 'Privacy Policy',
  slug: 'privacy-policy',
  intro: {
    eyebrow: 'Legal',
    heading: 'Privacy Policy',
    text: 'What we collect through this website, why, and the choices you have. Last updated November 2026.',
  },
  layout: [
    {
      blockType: 'richText',
      content: doc(
        p(
          'This policy explains what information our real estate team collects through this website, how we use it, who we share it with and the choices you have. We are a New Jersey real estate licensee affiliated with the brokerage named at the foot of every page. The policy covers this website and the emails we send you because of it.',
        ),
        h2('What we collect'),
        p('We only collect what you choose to send us through our three forms:'),
        ul(
          [bold('Newsletter sign-up: '), 'your email address.'],
          [bold('Contact form: '), 'your name, email address, phone number and message.'],
          [
            bold('Mortgage calculator: '),
            'your name, email address and phone number; the figures you enter (purchase price, down payment, interest rate, loan term, property tax, insurance, PMI and HOA amounts, and any extra payments) and the estimate we calculate from them; and whether you left the follow-up box ticked, together with the exact wording it showed.',
          ],
        ),
        p(
          'With each form we also record the page you sent it from, your browser\'s name and version (its "user agent") and the date and time. We use these to follow up properly, to keep a record of your consent and to keep spam out.',
        ),
        h2('How we use it'),
        ul(
          'To answer your message or call you back, as you asked.',
          'To email you your personalized mortgage breakdown.',
          'To send the monthly newsletter you signed up for.',
          'To keep the records required of a licensed real estate business, and to protect this site from abuse.',
        ),
        p(
          'We never sell your personal information, and we do not use it for targeted advertising or automated profiling.',
        ),
        h2('Mortgage tips and lender introductions'),
        p(
          'The mortgage calculator shows a follow-up checkbox, ticked when the form opens, which you are free to untick. If you leave it ticked, you agree that our team may send you mortgage tips and introduce you to one or more local mortgage lenders. To make that introduction we share your name, email address, phone number and the figures from your estimate with those lenders, who usually reach out within 24 hours. Each lender handles your information under its own privacy policy and the federal privacy rules for lenders.',
        ),
        p(
          'If you untick the box, we use your details only to send your breakdown and answer any questions you raise. You can withdraw your consent at any time by replying to any of our emails or through our ',
          link('contact page', '/contact'),
          '; we will stop further introductions and ask any lender we have already introduced not to contact you again.',
        ),
        h2('Who we share it with'),
        ul(
          'Our brokerage, which supervises our work and keeps transaction records as New Jersey law requires.',
          'Mortgage lenders, only with your consent, as described above.',
          'Companies that host this website, store its data and deliver its emails, under contracts that let them use your information only to provide those services.',
          'Public authorities, when the law requires it.',
        ),
        h2('How long we keep it'),
        ul(
          [
            bold('Messages and calculator requests: '),
            'while we are helping you, and then for up to six years after our last contact, in line with the record-keeping rules for New Jersey real estate licensees. After that we delete them.',
          ],
          [
            bold('Newsletter: '),
            'until you unsubscribe. Afterwards we keep only your email address on a do-not-send list, so you are never emailed again by mistake.',
          ],
          [bold('Technical logs: '), 'for no more than 30 days, unless needed to investigate abuse.'],
        ),
        h2('Cookies and your browser'),
        p(
          'The public site sets no advertising or tracking cookies. The mortgage calculator keeps your figures in your own browser\'s storage so they are there when you come back; clearing your browser\'s site data removes them. Only people who edit this website receive a sign-in cookie.',
        ),
        h2('Your rights as a New Jersey consumer'),
        p(
          'The New Jersey Data Privacy Act gives New Jersey residents rights over their personal data. Whether or not the Act applies to a business of our size, we honor these rights for everyone. You may ask us to:',
        ),
        ul(
          'Confirm whether we hold personal data about you, and give you a copy of it in a portable format.',
          'Correct anything that is inaccurate.',
          'Delete your personal data, unless the law requires us to keep it.',
          'Stop any sale, targeted advertising or profiling (we do none of these).',
          'Withdraw any consent you have given, including for lender introductions and the newsletter.',
        ),
        p(
          'We will answer within 45 days, and usually much sooner. If we cannot do what you ask, we will explain why, and you may ask us to reconsider. You can also contact the ',
          link('New Jersey Division of Consumer Affairs', 'https://www.njconsumeraffairs.gov/'),
          '.',
        ),
        h2('Security'),
        p(
          'This site is served over an encrypted connection, your information is stored with access limited to the people who need it, and our forms reject automated spam. No system is perfectly secure, but if a breach ever affected your information, we would notify you as New Jersey law requires.',
        ),
        h2('Children'),
        p(
          'This website is intended for adults. We do not knowingly collect information from children under 13; if you believe a child has sent us information, contact us and we will delete it.',
        ),
        h2('Changes to this policy'),
        p(
          'If we change how we handle personal information, we will update this page and the date above. Significant changes will also be announced in the newsletter.',
        ),
        h2('Contact us'),
        p(
          'Questions about privacy, or a request about your information? Send us a message through our ',
          link('contact page', '/contact'),
          ', or use the phone number and email address shown at the bottom of every page.',
        ),
      ),
    },
  ],
  seo: {
    title: 'Privacy Policy',
    description:
      'How our New Jersey real estate team collects, uses, shares and protects the information you send through this website, and your rights.',
  },
})
