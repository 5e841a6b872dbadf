ALTER TABLE "parcel" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_client_idempotency_uq" ON "parcel" USING btree ("client_id","idempotency_key");