CREATE TABLE "balance_settlement" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"kind" text NOT NULL,
	"cents" integer NOT NULL,
	"fcfa" integer NOT NULL,
	"measured_weight_grams" integer,
	"proof_id" text,
	"note" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_settlement_kind_check" CHECK ("balance_settlement"."kind" in ('paid', 'waived', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "balance_settlement" ADD CONSTRAINT "balance_settlement_parcel_id_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_settlement" ADD CONSTRAINT "balance_settlement_proof_id_payment_proof_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."payment_proof"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_settlement" ADD CONSTRAINT "balance_settlement_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_settlement_parcel_idx" ON "balance_settlement" USING btree ("parcel_id","created_at");--> statement-breakpoint
-- Balances settled before this table existed: one row each, as the parcel recorded it (decision 064).
INSERT INTO "balance_settlement" ("id", "parcel_id", "kind", "cents", "fcfa", "measured_weight_grams", "proof_id", "note", "actor_id", "created_at")
SELECT
	'bst-' || "parcel"."id",
	"parcel"."id",
	"parcel"."balance_state",
	"parcel"."balance_cents",
	"parcel"."balance_fcfa",
	"parcel"."measured_weight_grams",
	CASE WHEN "parcel"."balance_state" = 'paid' THEN (
		SELECT "payment_proof"."id" FROM "payment_proof"
		WHERE "payment_proof"."parcel_id" = "parcel"."id" AND "payment_proof"."for_balance"
			AND "payment_proof"."created_at" <= coalesce("parcel"."balance_settled_at", "parcel"."updated_at")
		ORDER BY "payment_proof"."created_at" DESC, "payment_proof"."id" DESC LIMIT 1
	) END,
	CASE WHEN "parcel"."balance_state" = 'waived' THEN "parcel"."balance_note" END,
	(
		SELECT "user"."id" FROM "audit_log" JOIN "user" ON "user"."id" = "audit_log"."actor_id"
		WHERE "audit_log"."parcel_id" = "parcel"."id"
			AND "audit_log"."action" = 'parcel.balance_' || CASE "parcel"."balance_state" WHEN 'paid' THEN 'validated' ELSE "parcel"."balance_state" END
		ORDER BY "audit_log"."created_at" DESC LIMIT 1
	),
	coalesce("parcel"."balance_settled_at", "parcel"."updated_at")
FROM "parcel"
WHERE "parcel"."balance_state" IN ('paid', 'waived', 'refunded');
