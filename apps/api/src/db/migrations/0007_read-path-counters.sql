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
--> statement-breakpoint
-- An ad's cover (its first photo by position, then id) kept on the ad row by a trigger in the
-- transaction of every photo write (create, edit with reorder, delete): a card reads no photo.
ALTER TABLE "ads" ADD COLUMN "cover_photo_id" bigint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "cover_key" text;--> statement-breakpoint
CREATE FUNCTION "ad_cover"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ad bigint;
BEGIN
  FOREACH ad IN ARRAY CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW."ad_id"]
      WHEN 'DELETE' THEN ARRAY[OLD."ad_id"]
      ELSE ARRAY[NEW."ad_id", OLD."ad_id"] END
  LOOP
    UPDATE "ads" a SET "cover_photo_id" = c."id", "cover_key" = c."media_key"
      FROM (SELECT NULL::bigint AS "no") x
      LEFT JOIN LATERAL (SELECT p."id", p."media_key" FROM "ad_photos" p WHERE p."ad_id" = ad
        ORDER BY p."position", p."id" LIMIT 1) c ON true
      WHERE a."id" = ad
        AND (a."cover_photo_id", a."cover_key") IS DISTINCT FROM (c."id", c."media_key");
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ad_cover" AFTER INSERT OR DELETE OR UPDATE OF "position", "ad_id", "media_key" ON "ad_photos"
  FOR EACH ROW EXECUTE FUNCTION "ad_cover"();--> statement-breakpoint
UPDATE "ads" a SET "cover_photo_id" = c."id", "cover_key" = c."media_key"
  FROM (SELECT DISTINCT ON ("ad_id") "ad_id", "id", "media_key" FROM "ad_photos"
    ORDER BY "ad_id", "position", "id") c
  WHERE c."ad_id" = a."id";
