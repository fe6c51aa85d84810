import { officeLine } from '@/lib/contactFormat'
import { ContactForm } from '@/features/leads/placedForms'
import { ContactSection } from '@/features/content/sections/ContactSection/ContactSection'
import type { SiteSetting } from '@/payload-types'

/** The contact section anywhere it appears: details from site settings, and the form. */
export function ContactComponent({ settings }: { settings: SiteSetting }) {
  return (
    <ContactSection
      phone={settings.phone}
      email={settings.email}
      officeName={settings.officeName}
      officeAddress={officeLine(settings)}
      towns={settings.serviceTowns?.map((t) => t.name) ?? []}
      form={<ContactForm agentName={settings.agentName} />}
    />
  )
}
