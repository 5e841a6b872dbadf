CREATE TABLE "online_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"purpose" text NOT NULL,
	"measured_weight_grams" integer,
	"amount_fcfa" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"problem" text,
	"applied_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_status_check" CHECK ("online_payment"."status" in ('pending', 'approved', 'declined', 'canceled', 'expired')),
	CONSTRAINT "online_payment_purpose_check" CHECK ("online_payment"."purpose" in ('price', 'balance'))
);
--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_parcel_id_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_transaction_uq" ON "online_payment" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_open_uq" ON "online_payment" USING btree ("parcel_id","purpose") WHERE "online_payment"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "online_payment_parcel_idx" ON "online_payment" USING btree ("parcel_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payment_due_check_idx" ON "online_payment" USING btree ("next_check_at") WHERE "online_payment"."status" = 'pending';