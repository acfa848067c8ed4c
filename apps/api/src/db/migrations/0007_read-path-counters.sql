-- Read paths: counters on the post row (comments, reactions by type) kept by triggers in the
-- transaction of every write, cascades included, and an index giving an ad's cover without a sort.
ALTER TABLE "posts" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reactions_like" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reactions_love" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reactions_haha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reactions_wow" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reactions_sad" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reactions_angry" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "ad_photos_ad_idx";--> statement-breakpoint
CREATE INDEX "ad_photos_ad_idx" ON "ad_photos" USING btree ("ad_id","position","id");--> statement-breakpoint
CREATE FUNCTION "post_comments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" SET "comments_count" = "comments_count" + 1 WHERE "id" = NEW."post_id";
  ELSE
    -- A deleted post's comments go with it: its row is gone and nothing is updated.
    UPDATE "posts" SET "comments_count" = "comments_count" - 1 WHERE "id" = OLD."post_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_comments_count" AFTER INSERT OR DELETE ON "post_comments"
  FOR EACH ROW EXECUTE FUNCTION "post_comments_count"();--> statement-breakpoint
CREATE FUNCTION "post_reactions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."post_id" = OLD."post_id" AND NEW."type" = OLD."type" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "posts" SET
      "reactions_like" = "reactions_like" - (OLD."type" = 'like')::int,
      "reactions_love" = "reactions_love" - (OLD."type" = 'love')::int,
      "reactions_haha" = "reactions_haha" - (OLD."type" = 'haha')::int,
      "reactions_wow" = "reactions_wow" - (OLD."type" = 'wow')::int,
      "reactions_sad" = "reactions_sad" - (OLD."type" = 'sad')::int,
      "reactions_angry" = "reactions_angry" - (OLD."type" = 'angry')::int
    WHERE "id" = OLD."post_id";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "posts" SET
      "reactions_like" = "reactions_like" + (NEW."type" = 'like')::int,
      "reactions_love" = "reactions_love" + (NEW."type" = 'love')::int,
      "reactions_haha" = "reactions_haha" + (NEW."type" = 'haha')::int,
      "reactions_wow" = "reactions_wow" + (NEW."type" = 'wow')::int,
      "reactions_sad" = "reactions_sad" + (NEW."type" = 'sad')::int,
      "reactions_angry" = "reactions_angry" + (NEW."type" = 'angry')::int
    WHERE "id" = NEW."post_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_reactions_count" AFTER INSERT OR DELETE OR UPDATE OF "type", "post_id" ON "post_reactions"
  FOR EACH ROW EXECUTE FUNCTION "post_reactions_count"();--> statement-breakpoint
UPDATE "posts" p SET "comments_count" = c.n
  FROM (SELECT "post_id", count(*)::int AS n FROM "post_comments" GROUP BY "post_id") c
  WHERE c."post_id" = p."id";--> statement-breakpoint
UPDATE "posts" p SET
  "reactions_like" = r.like_n, "reactions_love" = r.love_n, "reactions_haha" = r.haha_n,
  "reactions_wow" = r.wow_n, "reactions_sad" = r.sad_n, "reactions_angry" = r.angry_n
  FROM (SELECT "post_id",
      count(*) FILTER (WHERE "type" = 'like')::int AS like_n,
      count(*) FILTER (WHERE "type" = 'love')::int AS love_n,
      count(*) FILTER (WHERE "type" = 'haha')::int AS haha_n,
      count(*) FILTER (WHERE "type" = 'wow')::int AS wow_n,
      count(*) FILTER (WHERE "type" = 'sad')::int AS sad_n,
      count(*) FILTER (WHERE "type" = 'angry')::int AS angry_n
    FROM "post_reactions" GROUP BY "post_id") r
  WHERE r."post_id" = p."id";
