import type { Block } from 'payload'

/** The three-step mortgage calculator lead tool; agent details come from site settings. */
export const MortgageCalculatorBlock: Block = {
  slug: 'mortgageCalculator',
  interfaceName: 'MortgageCalculatorBlock',
  labels: { singular: 'Mortgage calculator', plural: 'Mortgage calculators' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Estimate Your Monthly Payment' },
    { name: 'intro', type: 'textarea' },
  ],
}
