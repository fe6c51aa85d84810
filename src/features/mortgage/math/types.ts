/** Types of the mortgage calculation. Field names are those of the calculator's endpoint. */

/** Calculator inputs. Rates are annual percents; money is US dollars. */
export interface MortgageInputs {
  purchasePrice: number
  downPaymentPercent: number
  /** Derived: purchasePrice × downPaymentPercent / 100. The percent is authoritative. */
  downPaymentAmount: number
  /** Annual interest rate in percent, e.g. 6.875. */
  interestRate: number
  /** Loan term in years: one of LOAN_TERM_CHOICES. */
  loanTerm: number
  propertyTaxRate: number
  insuranceRate: number
  pmiRate: number
  /** Monthly HOA dues in dollars. */
  hoaFees: number
  /** Extra principal paid every month, in dollars. */
  extraPrincipal: number
}

/**
 * Calculator results. Money is rounded to cents
 * (half away from zero); months are whole numbers; the last two fields are display text.
 */
export interface MortgageResults {
  totalMonthly: number
  principalAndInterest: number
  propertyTaxMonthly: number
  insuranceMonthly: number
  pmiMonthly: number
  hoaMonthly: number
  extraMonthly: number
  loanAmount: number
  cashToClose: number
  interestSaved: number
  monthsSaved: number
  monthsToPayoff: number
  /** "N years M months", e.g. "25 years 10 months". */
  payoffTimeline: string
  /** "Month YYYY", e.g. "March 2056". */
  payoffDate: string
}

/** A calendar month: year and month 1–12. */
export interface CalendarMonth {
  year: number
  month: number
}

/** One month of an amortization schedule. Values are unrounded dollars. */
export interface AmortizationRow {
  /** Payment number, 1-based. */
  month: number
  interest: number
  /** Principal repaid this month, extra principal included. */
  principal: number
  /** Balance after this month's payment. */
  balance: number
}

export interface Amortization {
  /** Scheduled principal and interest per month (unrounded), before extra principal. */
  monthlyPayment: number
  /** Number of payments until the balance is below PAYOFF_BALANCE_EPSILON. */
  months: number
  /** Sum of interest over all payments (unrounded). */
  totalInterest: number
  schedule: AmortizationRow[]
}

/** One year of an amortization schedule, for the table. Values are unrounded dollars. */
export interface AmortizationYear {
  /** Loan year, 1-based (payments 1–12 are year 1). */
  year: number
  interestPaid: number
  principalPaid: number
  endingBalance: number
}

/** A PMI milestone: the payment number (1-based) and its month as "Month YYYY". */
export interface PmiMilestone {
  month: number
  date: string
}

export interface PmiMilestones {
  /** Scheduled balance (no extra principal) first at or below 80 % of the price. */
  cancelOnRequest: PmiMilestone
  /**
   * Automatic termination: scheduled balance first at or below 78 % of the price, or the month
   * after the midpoint of the term if that comes first (the Act's final termination).
   */
  automaticEnd: PmiMilestone & { rule: 'ltv-78' | 'midpoint' }
  /** With extra principal: actual balance first at or below 80 %; null when there is no extra. */
  cancelOnRequestWithExtra: PmiMilestone | null
}

/** Everything the calculator shows: the endpoint's results plus the derived figures. */
export interface MortgageCalculation {
  /** The inputs after clamping, as used for the calculation. */
  inputs: MortgageInputs
  results: MortgageResults
  downPaymentAmount: number
  pmiApplies: boolean
  /** Total monthly without extra principal, in cents-rounded dollars. */
  baseMonthly: number
  withoutExtra: Amortization
  withExtra: Amortization
  /** Null when PMI does not apply (down payment 20 % or more). */
  pmi: PmiMilestones | null
}
