import { doc, h2, link, p, ul } from '../../lexical'
import type { SeedBuilder } from '../types'

export const termsOfService: SeedBuilder<'pages'> = () => ({
  title: 'Terms of Service',
  slug: 'terms-of-service',
  intro: {
    eyebrow: 'Legal',
    heading: 'Terms of Service',
    text: 'The terms for using this website. Last updated November 2026.',
  },
  layout: [
    {
      blockType: 'richText',
      content: doc(
        p(
          'By using this website you agree to these terms. The site is operated by a real estate salesperson licensed by the New Jersey Real Estate Commission and affiliated with the brokerage named, with its license number, at the foot of every page. If you do not agree with these terms, please do not use the site.',
        ),
        h2('Information only'),
        p(
          'Market reports, community guides, school information and articles are general information, not legal, tax, financial or investment advice. Figures are estimates drawn from sources we believe to be reliable, but they change quickly and are not guaranteed. Please speak with a New Jersey attorney, accountant or other qualified professional before relying on them for a decision.',
        ),
        h2('Property listings'),
        p(
          'Listing information comes from the multiple listing service and other third parties. It is provided for consumers\' personal, non-commercial use, may be used only to identify properties you may be interested in buying, and is deemed reliable but not guaranteed. Homes may already be under contract, sold or withdrawn. Verify every detail that matters to you, including square footage, lot size, taxes, school assignments and utilities.',
        ),
        h2('Mortgage estimates'),
        p(
          'The mortgage calculator gives estimates for planning only. It is not a loan offer, a pre-approval or a commitment to lend, and we are not a mortgage lender or broker. Your lender will confirm your actual rate, payment and closing costs. If you ask us to introduce you to a lender, you remain free to choose any lender you like, and as federal law (RESPA) requires, we receive no fee for the referral.',
        ),
        h2('No agency relationship from using the site'),
        p(
          'Browsing this site or sending us a message does not by itself make us your agent. New Jersey requires licensees to give you the Consumer Information Statement on New Jersey Real Estate Relationships at the first substantive contact. It explains the roles a licensee may take, such as seller\'s agent, buyer\'s agent, disclosed dual agent or transaction broker. Any brokerage relationship will be set out in writing.',
        ),
        h2('Fair housing'),
        p(
          'We are committed to the letter and spirit of the federal Fair Housing Act and the New Jersey Law Against Discrimination. We do not discriminate on the basis of race, creed, color, national origin, ancestry, nationality, sex, pregnancy, familial status, marital or civil union status, affectional or sexual orientation, gender identity or expression, disability, source of lawful income, or any other protected characteristic.',
        ),
        h2('Using the site'),
        p('Please use the site and its forms only for their intended purpose. Do not:'),
        ul(
          'Send false information, spam or automated submissions through the forms.',
          'Copy, scrape or republish the site\'s content or listings for commercial use.',
          'Try to break, overload or gain unauthorized access to the site or its data.',
          'Impersonate another person or misrepresent who you are.',
        ),
        h2('Content and links'),
        p(
          'The text, photographs and design of this site belong to us or to those who license them to us. Links to other websites are provided for convenience; we do not control those sites and are not responsible for their content or privacy practices.',
        ),
        h2('Disclaimer and limitation of liability'),
        p(
          'The site is provided "as is". To the extent the law allows, we are not liable for any loss arising from use of the site or reliance on its content, including indirect or consequential loss. Nothing in these terms limits any right you have under New Jersey law that cannot be limited by contract.',
        ),
        h2('Governing law'),
        p(
          'These terms are governed by the laws of the State of New Jersey, and any dispute will be heard in the courts of New Jersey.',
        ),
        h2('Changes and questions'),
        p(
          'We may update these terms from time to time; the date at the top shows the latest version. Questions? Reach us through our ',
          link('contact page', '/contact'),
          '. See also our ',
          link('privacy policy', '/privacy-policy'),
          '.',
        ),
      ),
    },
  ],
  seo: {
    title: 'Terms of Service',
    description:
      'The terms for using this New Jersey real estate website: listing information, market reports, mortgage estimates, fair housing and more.',
  },
})
