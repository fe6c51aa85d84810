import { DEFAULT_INPUTS, principalAndInterestPayment } from '@/features/mortgage/math'

/**
 * What an investor's figures for one home rest on. Every amount in dollars, every rate in
 * percent; the visitor may change each one (the address keeps them: see assumptions.ts).
 */
export type Assumptions = {
  /** Gross scheduled rent of the whole property, every unit let, per month. */
  rent: number
  /** Rent lost to empty months and unpaid rent, percent of the gross rent. */
  vacancy: number
  /** Property tax per year. */
  tax: number
  /** Insurance per year. */
  insurance: number
  /** Repairs and upkeep, percent of the gross rent. */
  maintenance: number
  /** A property manager's fee, percent of the rent collected (after vacancy). */
  management: number
  /** Utilities the owner pays (water, sewer, heat, electric, trash), per month. */
  utilities: number
  /** Association fee per month. */
  hoa: number
  /** Down payment, percent of the price. */
  down: number
  /** Closing costs, percent of the price, paid in cash with the down payment. */
  closing: number
  /** Mortgage rate, percent a year. */
  rate: number
  /** Loan term in years. */
  term: number
}

/**
 * The investor defaults where the listing says nothing: 25 % down (what lenders ask of a rental),
 * the calculator's own rate, 30 years; 5 % vacancy, 8 % maintenance and 8 % management (common
 * rules of thumb for small rentals, named as assumptions on the page); 3 % closing costs.
 */
export const INVESTOR_DEFAULTS = {
  vacancy: 5,
  maintenance: 8,
  management: 8,
  down: 25,
  closing: 3,
  rate: DEFAULT_INPUTS.interestRate,
  term: 30,
} as const satisfies Partial<Assumptions>

/** Every figure the panel shows, unrounded; null where it cannot be worked out (see each). */
export type InvestmentFigures = {
  grossAnnualRent: number
  vacancyLoss: number
  effectiveGrossIncome: number
  operatingExpenses: number
  netOperatingIncome: number
  /** NOI ÷ price, percent. */
  capRate: number | null
  /** Yearly gross rent ÷ price, percent. */
  grossYield: number | null
  loanAmount: number
  monthlyDebtService: number
  annualDebtService: number
  monthlyCashFlow: number
  annualCashFlow: number
  /** Down payment + closing costs. */
  cashInvested: number
  /** Annual cash flow ÷ cash invested, percent; null with nothing invested. */
  cashOnCash: number | null
  /** NOI ÷ annual debt service; null without a loan. */
  debtServiceCoverage: number | null
  /** Each operating expense per year, in the order the page lists them. */
  expenses: Record<'tax' | 'insurance' | 'maintenance' | 'management' | 'utilities' | 'hoa', number>
}

/**
 * The formulas as investors' calculators state them:
 * effective gross income = gross rent − vacancy; NOI = effective gross income − operating
 * expenses (no debt service); cap rate = NOI ÷ price; debt service from the calculator's own
 * payment formula; cash flow = NOI − debt service; cash-on-cash = annual cash flow ÷ (down
 * payment + closing costs); DSCR = NOI ÷ annual debt service.
 */
export function investmentFigures(price: number, a: Assumptions): InvestmentFigures {
  const grossAnnualRent = a.rent * 12
  const vacancyLoss = grossAnnualRent * (a.vacancy / 100)
  const effectiveGrossIncome = grossAnnualRent - vacancyLoss
  const expenses = {
    tax: a.tax,
    insurance: a.insurance,
    maintenance: grossAnnualRent * (a.maintenance / 100),
    management: effectiveGrossIncome * (a.management / 100),
    utilities: a.utilities * 12,
    hoa: a.hoa * 12,
  }
  const operatingExpenses = Object.values(expenses).reduce((sum, x) => sum + x, 0)
  const netOperatingIncome = effectiveGrossIncome - operatingExpenses
  const downPayment = price * (a.down / 100)
  const loanAmount = Math.max(0, price - downPayment)
  const monthlyDebtService = principalAndInterestPayment(loanAmount, a.rate, a.term * 12)
  const annualDebtService = monthlyDebtService * 12
  const annualCashFlow = netOperatingIncome - annualDebtService
  const cashInvested = downPayment + price * (a.closing / 100)
  return {
    grossAnnualRent,
    vacancyLoss,
    effectiveGrossIncome,
    operatingExpenses,
    netOperatingIncome,
    capRate: price > 0 ? (netOperatingIncome / price) * 100 : null,
    grossYield: price > 0 ? (grossAnnualRent / price) * 100 : null,
    loanAmount,
    monthlyDebtService,
    annualDebtService,
    monthlyCashFlow: annualCashFlow / 12,
    annualCashFlow,
    cashInvested,
    cashOnCash: cashInvested > 0 ? (annualCashFlow / cashInvested) * 100 : null,
    debtServiceCoverage: annualDebtService > 0 ? netOperatingIncome / annualDebtService : null,
    expenses,
  }
}

/** Where the rent in the figures came from: the listing, comparable leases, or the visitor. */
export type RentSource = 'listing' | 'leases' | 'visitor'

/**
 * What a visitor saw when they asked about an investment: the assumptions (their own where they
 * changed them) and the headline figures, carried by the lead to the agent word for word.
 */
export type InvestmentSnapshot = {
  assumptions: Assumptions
  rentSource: RentSource
  netOperatingIncome: number
  capRate: number | null
  monthlyCashFlow: number
  cashOnCash: number | null
  debtServiceCoverage: number | null
}
