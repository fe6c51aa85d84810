import type { SiteSetting } from '@/payload-types'

type SettingsInput = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

/**
 * Clearly fictional demo values: 555-01xx phone numbers, example.com addresses and DEMO licence
 * numbers, so nobody mistakes the demo for a real licensee.
 */
export const demoSiteSettings: SettingsInput = {
  agentName: 'Morgan Avery',
  agentTitle: 'REALTOR®, Sales Associate (demo)',
  phone: '(973) 555-0142',
  email: 'morgan.avery@example.com',
  agentLicenseNumber: 'DEMO-1234567',
  isDemo: true,
  brokerageName: 'Highlands & Lakes Realty Group (demo brokerage)',
  brokerageLicenseNumber: 'DEMO-7654321',
  brokeragePhone: '(973) 555-0100',
  officeName: 'Morris Plains Office',
  officeAddress: {
    street: '100 Demo Plaza, Suite 2',
    city: 'Morris Plains',
    state: 'NJ',
    postalCode: '07950',
  },
  socialLinks: [
    { label: 'LinkedIn profile', url: 'https://www.linkedin.com/in/example-agent' },
    { label: 'Zillow profile', url: 'https://www.zillow.com/profile/example-agent' },
    { label: 'Realtor.com profile', url: 'https://www.realtor.com/realestateagents/example-agent' },
  ],
  developerCredit: { label: 'Site by the Demo Web Team', url: 'https://example.com' },
  serviceTowns: ['Hackettstown', 'Andover', 'Byram', 'Blairstown', 'Chester', 'Washington'].map(
    (name) => ({ name }),
  ),
  serviceCounties: [{ name: 'Sussex County' }, { name: 'Warren County' }],
  footerStats: [
    { value: '250+', label: 'Homes Sold' },
    { value: '10+', label: 'Years Experience' },
    { value: '5.0', label: 'Client Rating' },
  ],
}
