CREATE TABLE "document_counter" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "document_counter_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_counter_kind_check" CHECK ("document_counter"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "issued_document" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"parcel_id" text NOT NULL,
	"client_id" text,
	"settlement_id" text,
	"corrects_id" text,
	"cents" integer NOT NULL,
	"fcfa" integer NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "issued_document_number_unique" UNIQUE("number"),
	CONSTRAINT "issued_document_sequence_uq" UNIQUE("kind","year","sequence"),
	CONSTRAINT "issued_document_kind_check" CHECK ("issued_document"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "issued_document_reason_check" CHECK ("issued_document"."reason" in ('price', 'balance', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "issued_document" ADD CONSTRAINT "issued_document_parcel_id_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_document" ADD CONSTRAINT "issued_document_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_document" ADD CONSTRAINT "issued_document_settlement_id_balance_settlement_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."balance_settlement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_document" ADD CONSTRAINT "issued_document_corrects_id_issued_document_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."issued_document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_document_parcel_idx" ON "issued_document" USING btree ("parcel_id","issued_at");--> statement-breakpoint
CREATE INDEX "issued_document_client_idx" ON "issued_document" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "issued_document_issued_idx" ON "issued_document" USING btree ("issued_at");