/** What other features place on a page: the calculator's frame and its lazily loaded body. */
export { LazyCalculator } from './LazyCalculator.client'
export { MortgageCalculator } from './MortgageCalculator'
