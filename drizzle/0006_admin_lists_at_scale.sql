DROP INDEX "parcel_status_created_idx";--> statement-breakpoint
DROP INDEX "parcel_created_idx";--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcel_waiting_for_dates_idx" ON "parcel" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "parcel"."status" = 'pending' and "parcel"."preferred_date" is null;--> statement-breakpoint
CREATE INDEX "parcel_id_trgm_idx" ON "parcel" USING gin (upper("id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcel_tracking_code_trgm_idx" ON "parcel" USING gin ("tracking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcel_status_created_idx" ON "parcel" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "parcel_created_idx" ON "parcel" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);