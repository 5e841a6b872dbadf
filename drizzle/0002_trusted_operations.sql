DROP INDEX "tracking_event_parcel_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "admin_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "proof_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Hand-edited: existing history is numbered in its time order before the column becomes an identity.
ALTER TABLE "tracking_event" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "tracking_event" SET "seq" = "numbered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "tracking_event") AS "numbered" WHERE "numbered"."id" = "tracking_event"."id";--> statement-breakpoint
ALTER TABLE "tracking_event" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_event" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "tracking_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"tracking_event_seq_seq"', coalesce((SELECT max("seq") FROM "tracking_event"), 0) + 1, false);--> statement-breakpoint
UPDATE "parcel" SET "proof_received_at" = (SELECT max("created_at") FROM "payment_proof" WHERE "payment_proof"."parcel_id" = "parcel"."id");--> statement-breakpoint
CREATE INDEX "parcel_to_verify_idx" ON "parcel" USING btree ("created_at" DESC NULLS LAST) WHERE "parcel"."paid" = false and "parcel"."proof_received_at" is not null;--> statement-breakpoint
CREATE INDEX "tracking_event_parcel_idx" ON "tracking_event" USING btree ("parcel_id","seq");