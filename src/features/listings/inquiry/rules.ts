import {
  CONTACT_RULES,
  MESSAGE_MAX,
  TEXT_CAP,
  cleanMessage,
  fieldErrors,
} from '@/features/leads/fieldRules'

/** A visitor asks to see a home, or asks about it. */
export type InquiryKind = 'showing' | 'question'

/** The follow-up consent beside the checkbox, stored word for word with every inquiry. */
export const INQUIRY_CONSENT_TEXT =
  'Yes, the agent may also contact me about other homes that match what I am looking for. I can opt out at any time.'

export const INQUIRY_THANKS: Record<InquiryKind, string> = {
  showing:
    'Thank you. Your showing request is on its way; expect a call or email shortly to set the time.',
  question: 'Thank you. Your question is on its way; expect an answer shortly.',
}

export const INQUIRY_FAILURE =
  'Your request could not be sent. Please try again, or call the office directly.'

export const INQUIRY_MESSAGES = {
  questionRequired: 'Please write your question.',
  messageLong: 'Your message can be at most 5,000 characters.',
  timesLong: 'Please keep the preferred times under 500 characters.',
} as const

export type InquiryFieldName = 'name' | 'email' | 'phone' | 'preferredTimes' | 'message'
export type InquiryValues = Record<InquiryFieldName, string>

/** Each field's first problem, or undefined; a question needs its text, a showing request not. */
export function inquiryRules(
  kind: InquiryKind,
): Record<InquiryFieldName, (raw: string) => string | undefined> {
  return {
    name: CONTACT_RULES.name,
    email: CONTACT_RULES.email,
    phone: CONTACT_RULES.phone,
    preferredTimes: (raw) =>
      raw.trim().length > TEXT_CAP ? INQUIRY_MESSAGES.timesLong : undefined,
    message: (raw) => {
      const value = cleanMessage(raw)
      if (!value && kind === 'question') return INQUIRY_MESSAGES.questionRequired
      return value.length > MESSAGE_MAX ? INQUIRY_MESSAGES.messageLong : undefined
    },
  }
}

export const inquiryErrors = (kind: InquiryKind, values: InquiryValues) =>
  fieldErrors(inquiryRules(kind), values)
