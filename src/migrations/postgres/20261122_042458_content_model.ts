import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_banner_background_type" AS ENUM('image', 'video', 'gradient');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_height" AS ENUM('full', 'large', 'medium', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_divider_color" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_content_position" AS ENUM('center', 'bottom');
  CREATE TYPE "public"."enum_pages_blocks_process_steps_variant" AS ENUM('premium', 'simple');
  CREATE TYPE "public"."enum_pages_blocks_process_steps_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_variant" AS ENUM('default', 'content', 'hero');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_background_color" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_button_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_pages_blocks_stats_grid_stats_trend" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum_pages_blocks_stats_grid_variant" AS ENUM('performance', 'market');
  CREATE TYPE "public"."enum_pages_blocks_community_cards_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_background_type" AS ENUM('image', 'video', 'gradient');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_height" AS ENUM('full', 'large', 'medium', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_divider_color" AS ENUM('primary', 'secondary', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_content_position" AS ENUM('center', 'bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_process_steps_variant" AS ENUM('premium', 'simple');
  CREATE TYPE "public"."enum__pages_v_blocks_process_steps_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_variant" AS ENUM('default', 'content', 'hero');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_background_color" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_button_variant" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_grid_stats_trend" AS ENUM('up', 'down');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_grid_variant" AS ENUM('performance', 'market');
  CREATE TYPE "public"."enum__pages_v_blocks_community_cards_columns" AS ENUM('1', '2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_communities_overview_stats_icon" AS ENUM('home', 'users', 'school', 'tree', 'dollar', 'clock', 'map');
  CREATE TYPE "public"."enum_communities_attractions_category" AS ENUM('outdoor', 'dining', 'shopping', 'events', 'recreation', 'culture');
  CREATE TYPE "public"."enum_communities_slug" AS ENUM('sussex-county', 'warren-county', 'andover', 'blairstown', 'byram', 'chester', 'hackettstown', 'washington');
  CREATE TYPE "public"."enum_communities_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__communities_v_version_overview_stats_icon" AS ENUM('home', 'users', 'school', 'tree', 'dollar', 'clock', 'map');
  CREATE TYPE "public"."enum__communities_v_version_attractions_category" AS ENUM('outdoor', 'dining', 'shopping', 'events', 'recreation', 'culture');
  CREATE TYPE "public"."enum__communities_v_version_slug" AS ENUM('sussex-county', 'warren-county', 'andover', 'blairstown', 'byram', 'chester', 'hackettstown', 'washington');
  CREATE TYPE "public"."enum__communities_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_market_reports_stats_trend" AS ENUM('up', 'down', 'stable');
  CREATE TYPE "public"."enum_market_reports_neighborhood_markets_price_trend" AS ENUM('up', 'down', 'stable');
  CREATE TYPE "public"."enum_market_reports_slug" AS ENUM('sussex-county', 'warren-county', 'andover', 'blairstown', 'byram', 'chester', 'hackettstown', 'washington');
  CREATE TYPE "public"."enum_market_reports_price_trend" AS ENUM('up', 'down', 'stable');
  CREATE TYPE "public"."enum_market_reports_market_outlook" AS ENUM('bullish', 'bearish', 'balanced');
  CREATE TYPE "public"."enum_market_reports_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__market_reports_v_version_stats_trend" AS ENUM('up', 'down', 'stable');
  CREATE TYPE "public"."enum__market_reports_v_version_neighborhood_markets_price_trend" AS ENUM('up', 'down', 'stable');
  CREATE TYPE "public"."enum__market_reports_v_version_slug" AS ENUM('sussex-county', 'warren-county', 'andover', 'blairstown', 'byram', 'chester', 'hackettstown', 'washington');
  CREATE TYPE "public"."enum__market_reports_v_version_price_trend" AS ENUM('up', 'down', 'stable');
  CREATE TYPE "public"."enum__market_reports_v_version_market_outlook" AS ENUM('bullish', 'bearish', 'balanced');
  CREATE TYPE "public"."enum__market_reports_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"location" varchar,
  	"background_type" "enum_pages_blocks_hero_banner_background_type" DEFAULT 'image',
  	"height" "enum_pages_blocks_hero_banner_height" DEFAULT 'large',
  	"custom_height" varchar,
  	"background_image_id" integer,
  	"background_video_id" integer,
  	"primary_button_text" varchar,
  	"primary_button_href" varchar,
  	"secondary_button_text" varchar,
  	"secondary_button_href" varchar,
  	"divider_color" "enum_pages_blocks_hero_banner_divider_color" DEFAULT 'primary',
  	"content_position" "enum_pages_blocks_hero_banner_content_position" DEFAULT 'center',
  	"animation_enabled" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_process_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"cta_text" varchar,
  	"cta_link" varchar
  );
  
  CREATE TABLE "pages_blocks_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"variant" "enum_pages_blocks_process_steps_variant" DEFAULT 'premium',
  	"background" "enum_pages_blocks_process_steps_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_call_to_action_variant" DEFAULT 'default',
  	"background_color" "enum_pages_blocks_call_to_action_background_color" DEFAULT 'white',
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"button_href" varchar,
  	"button_variant" "enum_pages_blocks_call_to_action_button_variant" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_grid_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"description" varchar,
  	"change" varchar,
  	"trend" "enum_pages_blocks_stats_grid_stats_trend"
  );
  
  CREATE TABLE "pages_blocks_stats_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"variant" "enum_pages_blocks_stats_grid_variant" DEFAULT 'performance',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_community_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Explore Our Communities',
  	"subtitle" varchar,
  	"columns" "enum_pages_blocks_community_cards_columns" DEFAULT '3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What Our Clients Say',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_property_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Search Homes for Sale',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"intro_eyebrow" varchar,
  	"intro_heading" varchar,
  	"intro_text" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"communities_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"location" varchar,
  	"background_type" "enum__pages_v_blocks_hero_banner_background_type" DEFAULT 'image',
  	"height" "enum__pages_v_blocks_hero_banner_height" DEFAULT 'large',
  	"custom_height" varchar,
  	"background_image_id" integer,
  	"background_video_id" integer,
  	"primary_button_text" varchar,
  	"primary_button_href" varchar,
  	"secondary_button_text" varchar,
  	"secondary_button_href" varchar,
  	"divider_color" "enum__pages_v_blocks_hero_banner_divider_color" DEFAULT 'primary',
  	"content_position" "enum__pages_v_blocks_hero_banner_content_position" DEFAULT 'center',
  	"animation_enabled" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_process_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"cta_text" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"variant" "enum__pages_v_blocks_process_steps_variant" DEFAULT 'premium',
  	"background" "enum__pages_v_blocks_process_steps_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_call_to_action_variant" DEFAULT 'default',
  	"background_color" "enum__pages_v_blocks_call_to_action_background_color" DEFAULT 'white',
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"button_text" varchar,
  	"button_href" varchar,
  	"button_variant" "enum__pages_v_blocks_call_to_action_button_variant" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_grid_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"description" varchar,
  	"change" varchar,
  	"trend" "enum__pages_v_blocks_stats_grid_stats_trend",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"variant" "enum__pages_v_blocks_stats_grid_variant" DEFAULT 'performance',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_community_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Explore Our Communities',
  	"subtitle" varchar,
  	"columns" "enum__pages_v_blocks_community_cards_columns" DEFAULT '3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What Our Clients Say',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background_image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_property_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Search Homes for Sale',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_intro_eyebrow" varchar,
  	"version_intro_heading" varchar,
  	"version_intro_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_is_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"communities_id" integer
  );
  
  CREATE TABLE "communities_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "communities_overview_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_communities_overview_stats_icon" DEFAULT 'home',
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "communities_overview_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "communities_schools_list_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "communities_schools_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"grades" varchar,
  	"enrollment" numeric,
  	"rating" numeric,
  	"rating_source" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "communities_attractions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"category" "enum_communities_attractions_category",
  	"highlight" varchar
  );
  
  CREATE TABLE "communities_top_neighborhoods_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "communities_top_neighborhoods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"highlight" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "communities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" "enum_communities_slug",
  	"county" varchar,
  	"population" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"overview_title" varchar,
  	"overview_subtitle" varchar,
  	"overview_description" varchar,
  	"schools_subtitle" varchar,
  	"schools_district_name" varchar,
  	"schools_district_description" varchar,
  	"neighborhoods_subtitle" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_communities_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_communities_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_communities_v_version_overview_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__communities_v_version_overview_stats_icon" DEFAULT 'home',
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_communities_v_version_overview_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_communities_v_version_schools_list_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_communities_v_version_schools_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"grades" varchar,
  	"enrollment" numeric,
  	"rating" numeric,
  	"rating_source" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_communities_v_version_attractions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"category" "enum__communities_v_version_attractions_category",
  	"highlight" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_communities_v_version_top_neighborhoods_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_communities_v_version_top_neighborhoods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"highlight" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_communities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" "enum__communities_v_version_slug",
  	"version_county" varchar,
  	"version_population" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_overview_title" varchar,
  	"version_overview_subtitle" varchar,
  	"version_overview_description" varchar,
  	"version_schools_subtitle" varchar,
  	"version_schools_district_name" varchar,
  	"version_schools_district_description" varchar,
  	"version_neighborhoods_subtitle" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_is_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__communities_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "market_reports_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"change" varchar,
  	"trend" "enum_market_reports_stats_trend" DEFAULT 'stable',
  	"description" varchar
  );
  
  CREATE TABLE "market_reports_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "market_reports_insights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "market_reports_price_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"month" varchar,
  	"price" numeric
  );
  
  CREATE TABLE "market_reports_sales_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"month" varchar,
  	"sales" numeric
  );
  
  CREATE TABLE "market_reports_market_segments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"percentage" numeric,
  	"color" varchar DEFAULT '#c09a45'
  );
  
  CREATE TABLE "market_reports_neighborhood_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"highlight" varchar,
  	"description" varchar,
  	"price_trend" "enum_market_reports_neighborhood_markets_price_trend" DEFAULT 'stable',
  	"avg_price" varchar,
  	"days_on_market" numeric,
  	"price_range" varchar,
  	"sales_volume" numeric
  );
  
  CREATE TABLE "market_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"area_name" varchar,
  	"county" varchar,
  	"slug" "enum_market_reports_slug",
  	"headline" varchar,
  	"median_price" varchar,
  	"price_change" varchar,
  	"price_trend" "enum_market_reports_price_trend" DEFAULT 'stable',
  	"days_on_market" numeric,
  	"inventory" numeric,
  	"background_image_id" integer,
  	"overview_headline" varchar,
  	"market_outlook" "enum_market_reports_market_outlook" DEFAULT 'balanced',
  	"momentum" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_market_reports_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_market_reports_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"change" varchar,
  	"trend" "enum__market_reports_v_version_stats_trend" DEFAULT 'stable',
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_market_reports_v_version_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_market_reports_v_version_insights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_market_reports_v_version_price_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" varchar,
  	"price" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_market_reports_v_version_sales_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" varchar,
  	"sales" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_market_reports_v_version_market_segments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"percentage" numeric,
  	"color" varchar DEFAULT '#c09a45',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_market_reports_v_version_neighborhood_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"highlight" varchar,
  	"description" varchar,
  	"price_trend" "enum__market_reports_v_version_neighborhood_markets_price_trend" DEFAULT 'stable',
  	"avg_price" varchar,
  	"days_on_market" numeric,
  	"price_range" varchar,
  	"sales_volume" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_market_reports_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_area_name" varchar,
  	"version_county" varchar,
  	"version_slug" "enum__market_reports_v_version_slug",
  	"version_headline" varchar,
  	"version_median_price" varchar,
  	"version_price_change" varchar,
  	"version_price_trend" "enum__market_reports_v_version_price_trend" DEFAULT 'stable',
  	"version_days_on_market" numeric,
  	"version_inventory" numeric,
  	"version_background_image_id" integer,
  	"version_overview_headline" varchar,
  	"version_market_outlook" "enum__market_reports_v_version_market_outlook" DEFAULT 'balanced',
  	"version_momentum" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_is_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__market_reports_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"excerpt" varchar,
  	"cover_image_id" integer,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_excerpt" varchar,
  	"version_cover_image_id" integer,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_is_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"location" varchar DEFAULT 'New Jersey' NOT NULL,
  	"image_id" integer,
  	"order" numeric DEFAULT 0,
  	"is_demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "communities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "market_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_background_video_id_media_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_process_steps_steps" ADD CONSTRAINT "pages_blocks_process_steps_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_process_steps_steps" ADD CONSTRAINT "pages_blocks_process_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_process_steps" ADD CONSTRAINT "pages_blocks_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_features" ADD CONSTRAINT "pages_blocks_call_to_action_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_grid_stats" ADD CONSTRAINT "pages_blocks_stats_grid_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_grid" ADD CONSTRAINT "pages_blocks_stats_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_community_cards" ADD CONSTRAINT "pages_blocks_community_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter" ADD CONSTRAINT "pages_blocks_newsletter_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter" ADD CONSTRAINT "pages_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_search" ADD CONSTRAINT "pages_blocks_property_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_communities_fk" FOREIGN KEY ("communities_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_background_video_id_media_id_fk" FOREIGN KEY ("background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process_steps_steps" ADD CONSTRAINT "_pages_v_blocks_process_steps_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process_steps_steps" ADD CONSTRAINT "_pages_v_blocks_process_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_process_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_process_steps" ADD CONSTRAINT "_pages_v_blocks_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_features" ADD CONSTRAINT "_pages_v_blocks_call_to_action_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_grid_stats" ADD CONSTRAINT "_pages_v_blocks_stats_grid_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_grid" ADD CONSTRAINT "_pages_v_blocks_stats_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_community_cards" ADD CONSTRAINT "_pages_v_blocks_community_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD CONSTRAINT "_pages_v_blocks_newsletter_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD CONSTRAINT "_pages_v_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_property_search" ADD CONSTRAINT "_pages_v_blocks_property_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_communities_fk" FOREIGN KEY ("communities_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities_highlights" ADD CONSTRAINT "communities_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities_overview_stats" ADD CONSTRAINT "communities_overview_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities_overview_highlights" ADD CONSTRAINT "communities_overview_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities_schools_list_highlights" ADD CONSTRAINT "communities_schools_list_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."communities_schools_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities_schools_list" ADD CONSTRAINT "communities_schools_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities_attractions" ADD CONSTRAINT "communities_attractions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities_top_neighborhoods_features" ADD CONSTRAINT "communities_top_neighborhoods_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."communities_top_neighborhoods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities_top_neighborhoods" ADD CONSTRAINT "communities_top_neighborhoods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "communities" ADD CONSTRAINT "communities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "communities" ADD CONSTRAINT "communities_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_communities_v_version_highlights" ADD CONSTRAINT "_communities_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_communities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_communities_v_version_overview_stats" ADD CONSTRAINT "_communities_v_version_overview_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_communities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_communities_v_version_overview_highlights" ADD CONSTRAINT "_communities_v_version_overview_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_communities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_communities_v_version_schools_list_highlights" ADD CONSTRAINT "_communities_v_version_schools_list_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_communities_v_version_schools_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_communities_v_version_schools_list" ADD CONSTRAINT "_communities_v_version_schools_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_communities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_communities_v_version_attractions" ADD CONSTRAINT "_communities_v_version_attractions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_communities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_communities_v_version_top_neighborhoods_features" ADD CONSTRAINT "_communities_v_version_top_neighborhoods_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_communities_v_version_top_neighborhoods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_communities_v_version_top_neighborhoods" ADD CONSTRAINT "_communities_v_version_top_neighborhoods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_communities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_communities_v" ADD CONSTRAINT "_communities_v_parent_id_communities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_communities_v" ADD CONSTRAINT "_communities_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_communities_v" ADD CONSTRAINT "_communities_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "market_reports_stats" ADD CONSTRAINT "market_reports_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "market_reports_content" ADD CONSTRAINT "market_reports_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "market_reports_insights" ADD CONSTRAINT "market_reports_insights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "market_reports_price_data" ADD CONSTRAINT "market_reports_price_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "market_reports_sales_data" ADD CONSTRAINT "market_reports_sales_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "market_reports_market_segments" ADD CONSTRAINT "market_reports_market_segments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "market_reports_neighborhood_markets" ADD CONSTRAINT "market_reports_neighborhood_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "market_reports" ADD CONSTRAINT "market_reports_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "market_reports" ADD CONSTRAINT "market_reports_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_stats" ADD CONSTRAINT "_market_reports_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_content" ADD CONSTRAINT "_market_reports_v_version_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_insights" ADD CONSTRAINT "_market_reports_v_version_insights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_price_data" ADD CONSTRAINT "_market_reports_v_version_price_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_sales_data" ADD CONSTRAINT "_market_reports_v_version_sales_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_market_segments" ADD CONSTRAINT "_market_reports_v_version_market_segments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v_version_neighborhood_markets" ADD CONSTRAINT "_market_reports_v_version_neighborhood_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_market_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_market_reports_v" ADD CONSTRAINT "_market_reports_v_parent_id_market_reports_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."market_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_market_reports_v" ADD CONSTRAINT "_market_reports_v_version_background_image_id_media_id_fk" FOREIGN KEY ("version_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_market_reports_v" ADD CONSTRAINT "_market_reports_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_banner_order_idx" ON "pages_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_banner_parent_id_idx" ON "pages_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_banner_path_idx" ON "pages_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_banner_background_image_idx" ON "pages_blocks_hero_banner" USING btree ("background_image_id");
  CREATE INDEX "pages_blocks_hero_banner_background_video_idx" ON "pages_blocks_hero_banner" USING btree ("background_video_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_process_steps_steps_order_idx" ON "pages_blocks_process_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_process_steps_steps_parent_id_idx" ON "pages_blocks_process_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_process_steps_steps_image_idx" ON "pages_blocks_process_steps_steps" USING btree ("image_id");
  CREATE INDEX "pages_blocks_process_steps_order_idx" ON "pages_blocks_process_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_process_steps_parent_id_idx" ON "pages_blocks_process_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_process_steps_path_idx" ON "pages_blocks_process_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_features_order_idx" ON "pages_blocks_call_to_action_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_features_parent_id_idx" ON "pages_blocks_call_to_action_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_image_idx" ON "pages_blocks_call_to_action" USING btree ("image_id");
  CREATE INDEX "pages_blocks_stats_grid_stats_order_idx" ON "pages_blocks_stats_grid_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_grid_stats_parent_id_idx" ON "pages_blocks_stats_grid_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_grid_order_idx" ON "pages_blocks_stats_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_grid_parent_id_idx" ON "pages_blocks_stats_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_grid_path_idx" ON "pages_blocks_stats_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_community_cards_order_idx" ON "pages_blocks_community_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_community_cards_parent_id_idx" ON "pages_blocks_community_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_community_cards_path_idx" ON "pages_blocks_community_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_order_idx" ON "pages_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_parent_id_idx" ON "pages_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_path_idx" ON "pages_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_background_image_idx" ON "pages_blocks_newsletter" USING btree ("background_image_id");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_property_search_order_idx" ON "pages_blocks_property_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_property_search_parent_id_idx" ON "pages_blocks_property_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_property_search_path_idx" ON "pages_blocks_property_search" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_communities_id_idx" ON "pages_rels" USING btree ("communities_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_order_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_banner_parent_id_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_path_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_banner_background_image_idx" ON "_pages_v_blocks_hero_banner" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_background_video_idx" ON "_pages_v_blocks_hero_banner" USING btree ("background_video_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_process_steps_steps_order_idx" ON "_pages_v_blocks_process_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_steps_steps_parent_id_idx" ON "_pages_v_blocks_process_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_process_steps_steps_image_idx" ON "_pages_v_blocks_process_steps_steps" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_process_steps_order_idx" ON "_pages_v_blocks_process_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_process_steps_parent_id_idx" ON "_pages_v_blocks_process_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_process_steps_path_idx" ON "_pages_v_blocks_process_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_features_order_idx" ON "_pages_v_blocks_call_to_action_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_features_parent_id_idx" ON "_pages_v_blocks_call_to_action_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_image_idx" ON "_pages_v_blocks_call_to_action" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_stats_grid_stats_order_idx" ON "_pages_v_blocks_stats_grid_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_grid_stats_parent_id_idx" ON "_pages_v_blocks_stats_grid_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_grid_order_idx" ON "_pages_v_blocks_stats_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_grid_parent_id_idx" ON "_pages_v_blocks_stats_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_grid_path_idx" ON "_pages_v_blocks_stats_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_community_cards_order_idx" ON "_pages_v_blocks_community_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_community_cards_parent_id_idx" ON "_pages_v_blocks_community_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_community_cards_path_idx" ON "_pages_v_blocks_community_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_order_idx" ON "_pages_v_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_parent_id_idx" ON "_pages_v_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_path_idx" ON "_pages_v_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_background_image_idx" ON "_pages_v_blocks_newsletter" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_property_search_order_idx" ON "_pages_v_blocks_property_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_property_search_parent_id_idx" ON "_pages_v_blocks_property_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_property_search_path_idx" ON "_pages_v_blocks_property_search" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_communities_id_idx" ON "_pages_v_rels" USING btree ("communities_id");
  CREATE INDEX "communities_highlights_order_idx" ON "communities_highlights" USING btree ("_order");
  CREATE INDEX "communities_highlights_parent_id_idx" ON "communities_highlights" USING btree ("_parent_id");
  CREATE INDEX "communities_overview_stats_order_idx" ON "communities_overview_stats" USING btree ("_order");
  CREATE INDEX "communities_overview_stats_parent_id_idx" ON "communities_overview_stats" USING btree ("_parent_id");
  CREATE INDEX "communities_overview_highlights_order_idx" ON "communities_overview_highlights" USING btree ("_order");
  CREATE INDEX "communities_overview_highlights_parent_id_idx" ON "communities_overview_highlights" USING btree ("_parent_id");
  CREATE INDEX "communities_schools_list_highlights_order_idx" ON "communities_schools_list_highlights" USING btree ("_order");
  CREATE INDEX "communities_schools_list_highlights_parent_id_idx" ON "communities_schools_list_highlights" USING btree ("_parent_id");
  CREATE INDEX "communities_schools_list_order_idx" ON "communities_schools_list" USING btree ("_order");
  CREATE INDEX "communities_schools_list_parent_id_idx" ON "communities_schools_list" USING btree ("_parent_id");
  CREATE INDEX "communities_attractions_order_idx" ON "communities_attractions" USING btree ("_order");
  CREATE INDEX "communities_attractions_parent_id_idx" ON "communities_attractions" USING btree ("_parent_id");
  CREATE INDEX "communities_top_neighborhoods_features_order_idx" ON "communities_top_neighborhoods_features" USING btree ("_order");
  CREATE INDEX "communities_top_neighborhoods_features_parent_id_idx" ON "communities_top_neighborhoods_features" USING btree ("_parent_id");
  CREATE INDEX "communities_top_neighborhoods_order_idx" ON "communities_top_neighborhoods" USING btree ("_order");
  CREATE INDEX "communities_top_neighborhoods_parent_id_idx" ON "communities_top_neighborhoods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "communities_slug_idx" ON "communities" USING btree ("slug");
  CREATE INDEX "communities_image_idx" ON "communities" USING btree ("image_id");
  CREATE INDEX "communities_seo_seo_image_idx" ON "communities" USING btree ("seo_image_id");
  CREATE INDEX "communities_updated_at_idx" ON "communities" USING btree ("updated_at");
  CREATE INDEX "communities_created_at_idx" ON "communities" USING btree ("created_at");
  CREATE INDEX "communities__status_idx" ON "communities" USING btree ("_status");
  CREATE INDEX "_communities_v_version_highlights_order_idx" ON "_communities_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_communities_v_version_highlights_parent_id_idx" ON "_communities_v_version_highlights" USING btree ("_parent_id");
  CREATE INDEX "_communities_v_version_overview_stats_order_idx" ON "_communities_v_version_overview_stats" USING btree ("_order");
  CREATE INDEX "_communities_v_version_overview_stats_parent_id_idx" ON "_communities_v_version_overview_stats" USING btree ("_parent_id");
  CREATE INDEX "_communities_v_version_overview_highlights_order_idx" ON "_communities_v_version_overview_highlights" USING btree ("_order");
  CREATE INDEX "_communities_v_version_overview_highlights_parent_id_idx" ON "_communities_v_version_overview_highlights" USING btree ("_parent_id");
  CREATE INDEX "_communities_v_version_schools_list_highlights_order_idx" ON "_communities_v_version_schools_list_highlights" USING btree ("_order");
  CREATE INDEX "_communities_v_version_schools_list_highlights_parent_id_idx" ON "_communities_v_version_schools_list_highlights" USING btree ("_parent_id");
  CREATE INDEX "_communities_v_version_schools_list_order_idx" ON "_communities_v_version_schools_list" USING btree ("_order");
  CREATE INDEX "_communities_v_version_schools_list_parent_id_idx" ON "_communities_v_version_schools_list" USING btree ("_parent_id");
  CREATE INDEX "_communities_v_version_attractions_order_idx" ON "_communities_v_version_attractions" USING btree ("_order");
  CREATE INDEX "_communities_v_version_attractions_parent_id_idx" ON "_communities_v_version_attractions" USING btree ("_parent_id");
  CREATE INDEX "_communities_v_version_top_neighborhoods_features_order_idx" ON "_communities_v_version_top_neighborhoods_features" USING btree ("_order");
  CREATE INDEX "_communities_v_version_top_neighborhoods_features_parent_id_idx" ON "_communities_v_version_top_neighborhoods_features" USING btree ("_parent_id");
  CREATE INDEX "_communities_v_version_top_neighborhoods_order_idx" ON "_communities_v_version_top_neighborhoods" USING btree ("_order");
  CREATE INDEX "_communities_v_version_top_neighborhoods_parent_id_idx" ON "_communities_v_version_top_neighborhoods" USING btree ("_parent_id");
  CREATE INDEX "_communities_v_parent_idx" ON "_communities_v" USING btree ("parent_id");
  CREATE INDEX "_communities_v_version_version_slug_idx" ON "_communities_v" USING btree ("version_slug");
  CREATE INDEX "_communities_v_version_version_image_idx" ON "_communities_v" USING btree ("version_image_id");
  CREATE INDEX "_communities_v_version_seo_version_seo_image_idx" ON "_communities_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_communities_v_version_version_updated_at_idx" ON "_communities_v" USING btree ("version_updated_at");
  CREATE INDEX "_communities_v_version_version_created_at_idx" ON "_communities_v" USING btree ("version_created_at");
  CREATE INDEX "_communities_v_version_version__status_idx" ON "_communities_v" USING btree ("version__status");
  CREATE INDEX "_communities_v_created_at_idx" ON "_communities_v" USING btree ("created_at");
  CREATE INDEX "_communities_v_updated_at_idx" ON "_communities_v" USING btree ("updated_at");
  CREATE INDEX "_communities_v_latest_idx" ON "_communities_v" USING btree ("latest");
  CREATE INDEX "_communities_v_autosave_idx" ON "_communities_v" USING btree ("autosave");
  CREATE INDEX "market_reports_stats_order_idx" ON "market_reports_stats" USING btree ("_order");
  CREATE INDEX "market_reports_stats_parent_id_idx" ON "market_reports_stats" USING btree ("_parent_id");
  CREATE INDEX "market_reports_content_order_idx" ON "market_reports_content" USING btree ("_order");
  CREATE INDEX "market_reports_content_parent_id_idx" ON "market_reports_content" USING btree ("_parent_id");
  CREATE INDEX "market_reports_insights_order_idx" ON "market_reports_insights" USING btree ("_order");
  CREATE INDEX "market_reports_insights_parent_id_idx" ON "market_reports_insights" USING btree ("_parent_id");
  CREATE INDEX "market_reports_price_data_order_idx" ON "market_reports_price_data" USING btree ("_order");
  CREATE INDEX "market_reports_price_data_parent_id_idx" ON "market_reports_price_data" USING btree ("_parent_id");
  CREATE INDEX "market_reports_sales_data_order_idx" ON "market_reports_sales_data" USING btree ("_order");
  CREATE INDEX "market_reports_sales_data_parent_id_idx" ON "market_reports_sales_data" USING btree ("_parent_id");
  CREATE INDEX "market_reports_market_segments_order_idx" ON "market_reports_market_segments" USING btree ("_order");
  CREATE INDEX "market_reports_market_segments_parent_id_idx" ON "market_reports_market_segments" USING btree ("_parent_id");
  CREATE INDEX "market_reports_neighborhood_markets_order_idx" ON "market_reports_neighborhood_markets" USING btree ("_order");
  CREATE INDEX "market_reports_neighborhood_markets_parent_id_idx" ON "market_reports_neighborhood_markets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "market_reports_slug_idx" ON "market_reports" USING btree ("slug");
  CREATE INDEX "market_reports_background_image_idx" ON "market_reports" USING btree ("background_image_id");
  CREATE INDEX "market_reports_seo_seo_image_idx" ON "market_reports" USING btree ("seo_image_id");
  CREATE INDEX "market_reports_updated_at_idx" ON "market_reports" USING btree ("updated_at");
  CREATE INDEX "market_reports_created_at_idx" ON "market_reports" USING btree ("created_at");
  CREATE INDEX "market_reports__status_idx" ON "market_reports" USING btree ("_status");
  CREATE INDEX "_market_reports_v_version_stats_order_idx" ON "_market_reports_v_version_stats" USING btree ("_order");
  CREATE INDEX "_market_reports_v_version_stats_parent_id_idx" ON "_market_reports_v_version_stats" USING btree ("_parent_id");
  CREATE INDEX "_market_reports_v_version_content_order_idx" ON "_market_reports_v_version_content" USING btree ("_order");
  CREATE INDEX "_market_reports_v_version_content_parent_id_idx" ON "_market_reports_v_version_content" USING btree ("_parent_id");
  CREATE INDEX "_market_reports_v_version_insights_order_idx" ON "_market_reports_v_version_insights" USING btree ("_order");
  CREATE INDEX "_market_reports_v_version_insights_parent_id_idx" ON "_market_reports_v_version_insights" USING btree ("_parent_id");
  CREATE INDEX "_market_reports_v_version_price_data_order_idx" ON "_market_reports_v_version_price_data" USING btree ("_order");
  CREATE INDEX "_market_reports_v_version_price_data_parent_id_idx" ON "_market_reports_v_version_price_data" USING btree ("_parent_id");
  CREATE INDEX "_market_reports_v_version_sales_data_order_idx" ON "_market_reports_v_version_sales_data" USING btree ("_order");
  CREATE INDEX "_market_reports_v_version_sales_data_parent_id_idx" ON "_market_reports_v_version_sales_data" USING btree ("_parent_id");
  CREATE INDEX "_market_reports_v_version_market_segments_order_idx" ON "_market_reports_v_version_market_segments" USING btree ("_order");
  CREATE INDEX "_market_reports_v_version_market_segments_parent_id_idx" ON "_market_reports_v_version_market_segments" USING btree ("_parent_id");
  CREATE INDEX "_market_reports_v_version_neighborhood_markets_order_idx" ON "_market_reports_v_version_neighborhood_markets" USING btree ("_order");
  CREATE INDEX "_market_reports_v_version_neighborhood_markets_parent_id_idx" ON "_market_reports_v_version_neighborhood_markets" USING btree ("_parent_id");
  CREATE INDEX "_market_reports_v_parent_idx" ON "_market_reports_v" USING btree ("parent_id");
  CREATE INDEX "_market_reports_v_version_version_slug_idx" ON "_market_reports_v" USING btree ("version_slug");
  CREATE INDEX "_market_reports_v_version_version_background_image_idx" ON "_market_reports_v" USING btree ("version_background_image_id");
  CREATE INDEX "_market_reports_v_version_seo_version_seo_image_idx" ON "_market_reports_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_market_reports_v_version_version_updated_at_idx" ON "_market_reports_v" USING btree ("version_updated_at");
  CREATE INDEX "_market_reports_v_version_version_created_at_idx" ON "_market_reports_v" USING btree ("version_created_at");
  CREATE INDEX "_market_reports_v_version_version__status_idx" ON "_market_reports_v" USING btree ("version__status");
  CREATE INDEX "_market_reports_v_created_at_idx" ON "_market_reports_v" USING btree ("created_at");
  CREATE INDEX "_market_reports_v_updated_at_idx" ON "_market_reports_v" USING btree ("updated_at");
  CREATE INDEX "_market_reports_v_latest_idx" ON "_market_reports_v" USING btree ("latest");
  CREATE INDEX "_market_reports_v_autosave_idx" ON "_market_reports_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_cover_image_idx" ON "posts" USING btree ("cover_image_id");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_cover_image_idx" ON "_posts_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_communities_fk" FOREIGN KEY ("communities_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_market_reports_fk" FOREIGN KEY ("market_reports_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_communities_id_idx" ON "payload_locked_documents_rels" USING btree ("communities_id");
  CREATE INDEX "payload_locked_documents_rels_market_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("market_reports_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_process_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_process_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_grid_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_community_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_property_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_process_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_process_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_grid_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_community_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_property_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities_overview_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities_overview_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities_schools_list_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities_schools_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities_attractions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities_top_neighborhoods_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities_top_neighborhoods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "communities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v_version_overview_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v_version_overview_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v_version_schools_list_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v_version_schools_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v_version_attractions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v_version_top_neighborhoods_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v_version_top_neighborhoods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_communities_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports_insights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports_price_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports_sales_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports_market_segments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports_neighborhood_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v_version_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v_version_insights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v_version_price_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v_version_sales_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v_version_market_segments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v_version_neighborhood_markets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_market_reports_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_banner" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_process_steps_steps" CASCADE;
  DROP TABLE "pages_blocks_process_steps" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_features" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_stats_grid_stats" CASCADE;
  DROP TABLE "pages_blocks_stats_grid" CASCADE;
  DROP TABLE "pages_blocks_community_cards" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_newsletter" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages_blocks_property_search" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_process_steps_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_process_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_features" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_grid_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_community_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_pages_v_blocks_property_search" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "communities_highlights" CASCADE;
  DROP TABLE "communities_overview_stats" CASCADE;
  DROP TABLE "communities_overview_highlights" CASCADE;
  DROP TABLE "communities_schools_list_highlights" CASCADE;
  DROP TABLE "communities_schools_list" CASCADE;
  DROP TABLE "communities_attractions" CASCADE;
  DROP TABLE "communities_top_neighborhoods_features" CASCADE;
  DROP TABLE "communities_top_neighborhoods" CASCADE;
  DROP TABLE "communities" CASCADE;
  DROP TABLE "_communities_v_version_highlights" CASCADE;
  DROP TABLE "_communities_v_version_overview_stats" CASCADE;
  DROP TABLE "_communities_v_version_overview_highlights" CASCADE;
  DROP TABLE "_communities_v_version_schools_list_highlights" CASCADE;
  DROP TABLE "_communities_v_version_schools_list" CASCADE;
  DROP TABLE "_communities_v_version_attractions" CASCADE;
  DROP TABLE "_communities_v_version_top_neighborhoods_features" CASCADE;
  DROP TABLE "_communities_v_version_top_neighborhoods" CASCADE;
  DROP TABLE "_communities_v" CASCADE;
  DROP TABLE "market_reports_stats" CASCADE;
  DROP TABLE "market_reports_content" CASCADE;
  DROP TABLE "market_reports_insights" CASCADE;
  DROP TABLE "market_reports_price_data" CASCADE;
  DROP TABLE "market_reports_sales_data" CASCADE;
  DROP TABLE "market_reports_market_segments" CASCADE;
  DROP TABLE "market_reports_neighborhood_markets" CASCADE;
  DROP TABLE "market_reports" CASCADE;
  DROP TABLE "_market_reports_v_version_stats" CASCADE;
  DROP TABLE "_market_reports_v_version_content" CASCADE;
  DROP TABLE "_market_reports_v_version_insights" CASCADE;
  DROP TABLE "_market_reports_v_version_price_data" CASCADE;
  DROP TABLE "_market_reports_v_version_sales_data" CASCADE;
  DROP TABLE "_market_reports_v_version_market_segments" CASCADE;
  DROP TABLE "_market_reports_v_version_neighborhood_markets" CASCADE;
  DROP TABLE "_market_reports_v" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_communities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_market_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_communities_id_idx";
  DROP INDEX "payload_locked_documents_rels_market_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "communities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "market_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_background_type";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_height";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_divider_color";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_content_position";
  DROP TYPE "public"."enum_pages_blocks_process_steps_variant";
  DROP TYPE "public"."enum_pages_blocks_process_steps_background";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_variant";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_background_color";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_button_variant";
  DROP TYPE "public"."enum_pages_blocks_stats_grid_stats_trend";
  DROP TYPE "public"."enum_pages_blocks_stats_grid_variant";
  DROP TYPE "public"."enum_pages_blocks_community_cards_columns";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_background_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_height";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_divider_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_content_position";
  DROP TYPE "public"."enum__pages_v_blocks_process_steps_variant";
  DROP TYPE "public"."enum__pages_v_blocks_process_steps_background";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_button_variant";
  DROP TYPE "public"."enum__pages_v_blocks_stats_grid_stats_trend";
  DROP TYPE "public"."enum__pages_v_blocks_stats_grid_variant";
  DROP TYPE "public"."enum__pages_v_blocks_community_cards_columns";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_communities_overview_stats_icon";
  DROP TYPE "public"."enum_communities_attractions_category";
  DROP TYPE "public"."enum_communities_slug";
  DROP TYPE "public"."enum_communities_status";
  DROP TYPE "public"."enum__communities_v_version_overview_stats_icon";
  DROP TYPE "public"."enum__communities_v_version_attractions_category";
  DROP TYPE "public"."enum__communities_v_version_slug";
  DROP TYPE "public"."enum__communities_v_version_status";
  DROP TYPE "public"."enum_market_reports_stats_trend";
  DROP TYPE "public"."enum_market_reports_neighborhood_markets_price_trend";
  DROP TYPE "public"."enum_market_reports_slug";
  DROP TYPE "public"."enum_market_reports_price_trend";
  DROP TYPE "public"."enum_market_reports_market_outlook";
  DROP TYPE "public"."enum_market_reports_status";
  DROP TYPE "public"."enum__market_reports_v_version_stats_trend";
  DROP TYPE "public"."enum__market_reports_v_version_neighborhood_markets_price_trend";
  DROP TYPE "public"."enum__market_reports_v_version_slug";
  DROP TYPE "public"."enum__market_reports_v_version_price_trend";
  DROP TYPE "public"."enum__market_reports_v_version_market_outlook";
  DROP TYPE "public"."enum__market_reports_v_version_status";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";`)
}
