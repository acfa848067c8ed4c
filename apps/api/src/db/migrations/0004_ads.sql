CREATE TABLE "ad_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ad_id" bigint NOT NULL,
	"media_key" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_views" (
	"ad_id" bigint NOT NULL,
	"viewer" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_views_ad_id_viewer_pk" PRIMARY KEY("ad_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2),
	"negotiable" boolean DEFAULT false NOT NULL,
	"condition" text NOT NULL,
	"category_id" bigint NOT NULL,
	"root_category_id" bigint NOT NULL,
	"country_id" bigint NOT NULL,
	"region_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"title_norm" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_photos" ADD CONSTRAINT "ad_photos_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_root_category_id_categories_id_fk" FOREIGN KEY ("root_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_photos_ad_idx" ON "ad_photos" USING btree ("ad_id","position");--> statement-breakpoint
CREATE INDEX "ads_active_recent_idx" ON "ads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_category_idx" ON "ads" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_root_category_idx" ON "ads" USING btree ("root_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_region_idx" ON "ads" USING btree ("region_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_region_category_idx" ON "ads" USING btree ("region_id","category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_region_root_category_idx" ON "ads" USING btree ("region_id","root_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_country_idx" ON "ads" USING btree ("country_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_price_idx" ON "ads" USING btree ("price","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_price_desc_idx" ON "ads" USING btree ("price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_search_idx" ON "ads" USING gin ("search") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_title_trgm_idx" ON "ads" USING gin ("title_norm" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_user_idx" ON "ads" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);