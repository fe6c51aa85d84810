import type { SiteSetting } from '@/payload-types'

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export const officeLine = ({ officeAddress: a }: Pick<SiteSetting, 'officeAddress'>) =>
  `${a.street}, ${a.city}, ${a.state} ${a.postalCode}`
