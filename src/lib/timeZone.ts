/**
 * New Jersey, where the agent works and the visitors buy: the site's months and dates, the
 * calculator's payoff month (in the browser and in the stored lead alike) and the times in lead
 * emails are all read in this zone, whatever zone the server or the visitor is in.
 */
export const AGENT_TIME_ZONE = 'America/New_York'
