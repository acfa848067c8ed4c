-- The durable job queue (apps/api/src/jobs): one row per piece of work that must happen after a
-- commit, claimed with FOR UPDATE SKIP LOCKED and a lease. Outbox e-mails get an idempotency key
-- so a notification is e-mailed once however often its delivery runs. PostgreSQL 15 features only.
CREATE TABLE "background_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"recurring" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_jobs_state_check" CHECK ("background_jobs"."state" in ('queued', 'running', 'failed', 'dead', 'done'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_key_idx" ON "background_jobs" USING btree ("type","key");--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("run_at","id") WHERE "background_jobs"."state" in ('queued', 'failed');--> statement-breakpoint
CREATE INDEX "background_jobs_lease_idx" ON "background_jobs" USING btree ("locked_until") WHERE "background_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "background_jobs_state_idx" ON "background_jobs" USING btree ("state","id");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_key_idx" ON "outbox_emails" USING btree ("key");
