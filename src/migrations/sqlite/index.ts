import * as migration_20261122_040949_initial from './20261122_040949_initial';
import * as migration_20261122_042441_content_model from './20261122_042441_content_model';
import * as migration_20261122_045141_leads from './20261122_045141_leads';
import * as migration_20261122_064751_lead_pipeline from './20261122_064751_lead_pipeline';
import * as migration_20261122_075339_mortgage_leads from './20261122_075339_mortgage_leads';
import * as migration_20261123_204104_studio_sign_in_without_account_lock from './20261123_204104_studio_sign_in_without_account_lock';
import * as migration_20261123_204300_newsletter_double_opt_in from './20261123_204300_newsletter_double_opt_in';
import * as migration_20261123_232338_listings from './20261123_232338_listings';
import * as migration_20261123_234241_listing_inquiries from './20261123_234241_listing_inquiries';
import * as migration_20261124_000056_mls_disclaimer from './20261124_000056_mls_disclaimer';
import * as migration_20261124_023909_listing_search_index from './20261124_023909_listing_search_index';
import * as migration_20261124_053111_saved_home_lists from './20261124_053111_saved_home_lists';
import * as migration_20261124_060750_search_alerts from './20261124_060750_search_alerts';
import * as migration_20261124_143735_lead_handoffs from './20261124_143735_lead_handoffs';
import * as migration_20261124_144753_lead_first_contact from './20261124_144753_lead_first_contact';
import * as migration_20261124_210500_lead_events from './20261124_210500_lead_events';
import * as migration_20261124_235117_media_storage from './20261124_235117_media_storage';
import * as migration_20261127_052434_studio_roles from './20261127_052434_studio_roles';
import * as migration_20261127_061000_alert_labels_in_site_words from './20261127_061000_alert_labels_in_site_words';
import * as migration_20261127_083216_listing_garage_spaces from './20261127_083216_listing_garage_spaces';
import * as migration_20261127_112900_closed_sales_and_home_value from './20261127_112900_closed_sales_and_home_value';
import * as migration_20261127_124553_seller_leads_home_value_block_market_figures from './20261127_124553_seller_leads_home_value_block_market_figures';
import * as migration_20261127_124935_report_subscriptions from './20261127_124935_report_subscriptions';
import * as migration_20261127_143341_listing_investment from './20261127_143341_listing_investment';
import * as migration_20261127_151814_investment_inquiries_investor_searches from './20261127_151814_investment_inquiries_investor_searches';
import * as migration_20261129_022314_newsletter_note from './20261129_022314_newsletter_note';

export const migrations = [
  {
    up: migration_20261122_040949_initial.up,
    down: migration_20261122_040949_initial.down,
    name: '20261122_040949_initial',
  },
  {
    up: migration_20261122_042441_content_model.up,
    down: migration_20261122_042441_content_model.down,
    name: '20261122_042441_content_model',
  },
  {
    up: migration_20261122_045141_leads.up,
    down: migration_20261122_045141_leads.down,
    name: '20261122_045141_leads',
  },
  {
    up: migration_20261122_064751_lead_pipeline.up,
    down: migration_20261122_064751_lead_pipeline.down,
    name: '20261122_064751_lead_pipeline',
  },
  {
    up: migration_20261122_075339_mortgage_leads.up,
    down: migration_20261122_075339_mortgage_leads.down,
    name: '20261122_075339_mortgage_leads',
  },
  {
    up: migration_20261123_204104_studio_sign_in_without_account_lock.up,
    down: migration_20261123_204104_studio_sign_in_without_account_lock.down,
    name: '20261123_204104_studio_sign_in_without_account_lock',
  },
  {
    up: migration_20261123_204300_newsletter_double_opt_in.up,
    down: migration_20261123_204300_newsletter_double_opt_in.down,
    name: '20261123_204300_newsletter_double_opt_in',
  },
  {
    up: migration_20261123_232338_listings.up,
    down: migration_20261123_232338_listings.down,
    name: '20261123_232338_listings',
  },
  {
    up: migration_20261123_234241_listing_inquiries.up,
    down: migration_20261123_234241_listing_inquiries.down,
    name: '20261123_234241_listing_inquiries',
  },
  {
    up: migration_20261124_000056_mls_disclaimer.up,
    down: migration_20261124_000056_mls_disclaimer.down,
    name: '20261124_000056_mls_disclaimer',
  },
  {
    up: migration_20261124_023909_listing_search_index.up,
    down: migration_20261124_023909_listing_search_index.down,
    name: '20261124_023909_listing_search_index',
  },
  {
    up: migration_20261124_053111_saved_home_lists.up,
    down: migration_20261124_053111_saved_home_lists.down,
    name: '20261124_053111_saved_home_lists',
  },
  {
    up: migration_20261124_060750_search_alerts.up,
    down: migration_20261124_060750_search_alerts.down,
    name: '20261124_060750_search_alerts',
  },
  {
    up: migration_20261124_143735_lead_handoffs.up,
    down: migration_20261124_143735_lead_handoffs.down,
    name: '20261124_143735_lead_handoffs',
  },
  {
    up: migration_20261124_144753_lead_first_contact.up,
    down: migration_20261124_144753_lead_first_contact.down,
    name: '20261124_144753_lead_first_contact',
  },
  {
    up: migration_20261124_210500_lead_events.up,
    down: migration_20261124_210500_lead_events.down,
    name: '20261124_210500_lead_events',
  },
  {
    up: migration_20261124_235117_media_storage.up,
    down: migration_20261124_235117_media_storage.down,
    name: '20261124_235117_media_storage',
  },
  {
    up: migration_20261127_052434_studio_roles.up,
    down: migration_20261127_052434_studio_roles.down,
    name: '20261127_052434_studio_roles',
  },
  {
    up: migration_20261127_061000_alert_labels_in_site_words.up,
    down: migration_20261127_061000_alert_labels_in_site_words.down,
    name: '20261127_061000_alert_labels_in_site_words',
  },
  {
    up: migration_20261127_083216_listing_garage_spaces.up,
    down: migration_20261127_083216_listing_garage_spaces.down,
    name: '20261127_083216_listing_garage_spaces',
  },
  {
    up: migration_20261127_112900_closed_sales_and_home_value.up,
    down: migration_20261127_112900_closed_sales_and_home_value.down,
    name: '20261127_112900_closed_sales_and_home_value',
  },
  {
    up: migration_20261127_124553_seller_leads_home_value_block_market_figures.up,
    down: migration_20261127_124553_seller_leads_home_value_block_market_figures.down,
    name: '20261127_124553_seller_leads_home_value_block_market_figures',
  },
  {
    up: migration_20261127_124935_report_subscriptions.up,
    down: migration_20261127_124935_report_subscriptions.down,
    name: '20261127_124935_report_subscriptions',
  },
  {
    up: migration_20261127_143341_listing_investment.up,
    down: migration_20261127_143341_listing_investment.down,
    name: '20261127_143341_listing_investment',
  },
  {
    up: migration_20261127_151814_investment_inquiries_investor_searches.up,
    down: migration_20261127_151814_investment_inquiries_investor_searches.down,
    name: '20261127_151814_investment_inquiries_investor_searches',
  },
  {
    up: migration_20261129_022314_newsletter_note.up,
    down: migration_20261129_022314_newsletter_note.down,
    name: '20261129_022314_newsletter_note'
  },
];
