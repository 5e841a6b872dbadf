ALTER TABLE "available_date" ADD COLUMN "capacity_grams" integer;--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "dropoff_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "dropoff_place" text;--> statement-breakpoint
ALTER TABLE "available_date" ADD COLUMN "state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "measured_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "measured_length_mm" integer;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "measured_width_mm" integer;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "measured_height_mm" integer;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "scale_photo_file_id" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "balance_fcfa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "balance_state" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "balance_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "balance_note" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "balance_proof_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_proof" ADD COLUMN "for_balance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_scale_photo_file_id_stored_file_id_fk" FOREIGN KEY ("scale_photo_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_balance_to_verify_idx" ON "parcel" USING btree ("created_at" DESC NULLS LAST) WHERE "parcel"."balance_state" = 'due' and "parcel"."balance_proof_received_at" is not null;--> statement-breakpoint
ALTER TABLE "available_date" ADD CONSTRAINT "available_date_state_check" CHECK ("available_date"."state" in ('open', 'closed', 'departed', 'arrived'));--> statement-breakpoint
ALTER TABLE "available_date" ADD CONSTRAINT "available_date_capacity_check" CHECK ("available_date"."capacity_grams" is null or "available_date"."capacity_grams" > 0);--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_measured_weight_check" CHECK ("parcel"."measured_weight_grams" is null or "parcel"."measured_weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_balance_state_check" CHECK ("parcel"."balance_state" is null or "parcel"."balance_state" in ('due', 'paid', 'waived', 'refund_due', 'refunded'));