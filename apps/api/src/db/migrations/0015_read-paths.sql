-- Read paths: a list of a country's ads in a category (the persisted selection without a region)
-- walks an index in its order, as a region's does, instead of a country's whole list filtered by
-- category (356 buffers against about 5 for a small country and category on 1M ads).
CREATE INDEX "ads_active_country_category_idx" ON "ads" USING btree ("country_id","category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "ads_active_country_root_category_idx" ON "ads" USING btree ("country_id","root_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';
