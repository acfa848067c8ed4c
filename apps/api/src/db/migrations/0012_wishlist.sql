-- The wish list: one row per user and saved item. The item is named by kind and id, with no
-- foreign key on purpose: a deleted ad, job or auction stays listed (as deleted), not silently
-- removed by a cascade. The unique index decides double clicks and concurrent saves.
CREATE TABLE "wishlist_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"item_type" text NOT NULL,
	"item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_type" CHECK ("wishlist_items"."item_type" in ('ad', 'job', 'auction'))
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_item_idx" ON "wishlist_items" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_recent_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wishlist_items_user_type_recent_idx" ON "wishlist_items" USING btree ("user_id","item_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- How many people saved an item, on the item's row (its owner's view reads it with the item).
ALTER TABLE "ads" ADD COLUMN "saves_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "saves_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "saves_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Kept by a trigger in the transaction of every save and removal (a deleted item's row is gone
-- and nothing is updated; an account's cascade gives its saves back).
CREATE FUNCTION "wishlist_saves_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  item bigint;
  delta int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    kind := NEW."item_type"; item := NEW."item_id"; delta := 1;
  ELSE
    kind := OLD."item_type"; item := OLD."item_id"; delta := -1;
  END IF;
  IF kind = 'ad' THEN
    UPDATE "ads" SET "saves_count" = "saves_count" + delta WHERE "id" = item;
  ELSIF kind = 'job' THEN
    UPDATE "jobs" SET "saves_count" = "saves_count" + delta WHERE "id" = item;
  ELSE
    UPDATE "auctions" SET "saves_count" = "saves_count" + delta WHERE "id" = item;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "wishlist_saves_count" AFTER INSERT OR DELETE ON "wishlist_items"
  FOR EACH ROW EXECUTE FUNCTION "wishlist_saves_count"();
