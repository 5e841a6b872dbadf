ALTER TABLE "online_payment" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payment" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payment_to_handle_idx" ON "online_payment" USING btree ("created_at") WHERE "online_payment"."problem" is not null and "online_payment"."refunded_at" is null;