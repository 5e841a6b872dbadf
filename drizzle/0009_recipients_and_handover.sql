CREATE TABLE "recipient" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"second_phone" text,
	"city" text NOT NULL,
	"landmark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "recipient_second_phone" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "recipient_city" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "recipient_landmark" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "collection_code" text DEFAULT lpad((floor(random() * 1000000))::int::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "handover_method" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "collected_by_name" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "collected_by_id_number" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "handover_photo_file_id" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipient" ADD CONSTRAINT "recipient_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_client_phone_uq" ON "recipient" USING btree ("client_id","phone");--> statement-breakpoint
CREATE INDEX "recipient_client_used_idx" ON "recipient" USING btree ("client_id","last_used_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_handover_photo_file_id_stored_file_id_fk" FOREIGN KEY ("handover_photo_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_collection_code_check" CHECK ("parcel"."collection_code" ~ '^[0-9]{6}$');--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_handover_method_check" CHECK ("parcel"."handover_method" is null or "parcel"."handover_method" in ('code', 'identity'));