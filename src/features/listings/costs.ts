/**
 * The cost rules a home's figures share (the payment estimate's, the investment figures'): the
 * county's typical tax rate and the HOA fee per month. An entry of its own, apart from read/index:
 * these are pure rules, and the read functions beside them reach the database.
 */
export { COUNTY_TAX_RATE, monthlyHoa } from './read/estimate'
