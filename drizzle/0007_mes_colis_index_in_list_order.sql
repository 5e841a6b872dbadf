DROP INDEX "parcel_client_created_idx";--> statement-breakpoint
CREATE INDEX "parcel_client_created_idx" ON "parcel" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);