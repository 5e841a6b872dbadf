CREATE TABLE "content_item" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"parcel_id" text,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_value_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_item_owner_check" CHECK ("content_item"."order_id" is not null or "content_item"."parcel_id" is not null),
	CONSTRAINT "content_item_category_check" CHECK ("content_item"."category" in ('clothing', 'shoes', 'electronics', 'cosmetics', 'dry_food', 'spare_parts', 'documents', 'other')),
	CONSTRAINT "content_item_quantity_check" CHECK ("content_item"."quantity" > 0),
	CONSTRAINT "content_item_value_check" CHECK ("content_item"."unit_value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_photo" (
	"order_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shop_order_photo_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text,
	"shop" text NOT NULL,
	"shop_name" text,
	"tracking_number" text NOT NULL,
	"tracking_key" text NOT NULL,
	"order_number" text,
	"weight_grams" integer NOT NULL,
	"note" text,
	"place" text DEFAULT 'paris' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"parcel_id" text,
	"storage_reminder_7_sent_at" timestamp with time zone,
	"storage_reminder_1_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_shop_check" CHECK ("shop_order"."shop" in ('amazon', 'shein', 'temu', 'other')),
	CONSTRAINT "shop_order_place_check" CHECK ("shop_order"."place" in ('paris', 'lome')),
	CONSTRAINT "shop_order_weight_check" CHECK ("shop_order"."weight_grams" > 0)
);
--> statement-breakpoint
-- A client's reference (CLB-4K7P, decision 100): drawn at random in an alphabet without 0/O or 1/I/L,
-- one drawer at a time until the drawing transaction ends, so two sign-ups at once never take the same
-- free reference. The loop retries a reference already taken.
CREATE FUNCTION colibri_new_client_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  candidate text;
BEGIN
  PERFORM pg_advisory_xact_lock(740100);
  LOOP
    candidate := 'CLB-' || (
      SELECT string_agg(substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1), '')
      FROM generate_series(1, 4)
    );
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "user" WHERE "reference" = candidate);
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "reference" text;--> statement-breakpoint
DO $$
DECLARE account record;
BEGIN
  FOR account IN SELECT "id" FROM "user" ORDER BY "created_at", "id" LOOP
    UPDATE "user" SET "reference" = colibri_new_client_reference() WHERE "id" = account."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "reference" SET DEFAULT colibri_new_client_reference();--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "parcel_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "refused_items_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "parcel" ADD COLUMN "repacking" text;--> statement-breakpoint
ALTER TABLE "content_item" ADD CONSTRAINT "content_item_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item" ADD CONSTRAINT "content_item_parcel_id_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_photo" ADD CONSTRAINT "shop_order_photo_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_photo" ADD CONSTRAINT "shop_order_photo_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_received_by_user_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_claimed_by_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_parcel_id_parcel_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcel"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_item_order_idx" ON "content_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "content_item_parcel_idx" ON "content_item" USING btree ("parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_tracking_key_uq" ON "shop_order" USING btree ("tracking_key");--> statement-breakpoint
CREATE INDEX "shop_order_client_idx" ON "shop_order" USING btree ("client_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_order_parcel_idx" ON "shop_order" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "shop_order_unidentified_idx" ON "shop_order" USING btree ("received_at" DESC NULLS LAST) WHERE "shop_order"."client_id" is null;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_repacking_check" CHECK ("parcel"."repacking" is null or "parcel"."repacking" in ('keep', 'consolidate'));--> statement-breakpoint
-- Existing parcels get their reference in the order they were made, and each client's counter the number
-- of their parcels.
WITH numbered AS (
  SELECT "parcel"."id", "user"."reference" AS client_reference,
    row_number() OVER (PARTITION BY "parcel"."client_id" ORDER BY "parcel"."created_at", "parcel"."id") AS n
  FROM "parcel" JOIN "user" ON "user"."id" = "parcel"."client_id"
)
UPDATE "parcel" SET "reference" = numbered.client_reference || '-' || CASE WHEN numbered.n < 10 THEN '0' ELSE '' END || numbered.n
FROM numbered WHERE "parcel"."id" = numbered."id";--> statement-breakpoint
UPDATE "user" SET "parcel_sequence" = (SELECT count(*) FROM "parcel" WHERE "parcel"."client_id" = "user"."id");--> statement-breakpoint
-- A new parcel of a client takes the next number of that client (the row lock on the client orders two
-- requests made at once).
CREATE FUNCTION colibri_set_parcel_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."reference" IS NULL AND NEW."client_id" IS NOT NULL THEN
    UPDATE "user" SET "parcel_sequence" = "parcel_sequence" + 1 WHERE "id" = NEW."client_id"
    RETURNING "reference" || '-' || CASE WHEN "parcel_sequence" < 10 THEN '0' ELSE '' END || "parcel_sequence"
    INTO NEW."reference";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "parcel_reference_trg" BEFORE INSERT ON "parcel" FOR EACH ROW EXECUTE FUNCTION colibri_set_parcel_reference();