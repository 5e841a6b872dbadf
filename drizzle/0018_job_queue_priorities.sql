ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "grouped_into" text;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("priority","next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed', 'grouped'));--> statement-breakpoint
-- E-mails queued before priorities (decision 095): account e-mails first, administrators' alerts last;
-- their attempts, leases and back-off stay as they were, so each is still sent once.
UPDATE "email_outbox" SET "priority" = 0 WHERE "kind" IN ('verify-email', 'change-email', 'reset-password', 'sign-in-link', 'sign-in-alert');--> statement-breakpoint
UPDATE "email_outbox" SET "priority" = 2 WHERE "kind" LIKE 'admin-%';
