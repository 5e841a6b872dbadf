ALTER TABLE "available_date" RENAME TO "departure";--> statement-breakpoint
ALTER TABLE "parcel" RENAME COLUMN "available_date_id" TO "departure_id";--> statement-breakpoint
ALTER TABLE "departure" RENAME CONSTRAINT "available_date_pkey" TO "departure_pkey";--> statement-breakpoint
ALTER TABLE "departure" RENAME CONSTRAINT "available_date_state_check" TO "departure_state_check";--> statement-breakpoint
ALTER TABLE "departure" RENAME CONSTRAINT "available_date_capacity_check" TO "departure_capacity_check";--> statement-breakpoint
ALTER TABLE "departure" RENAME CONSTRAINT "available_date_created_by_user_id_fk" TO "departure_created_by_user_id_fk";--> statement-breakpoint
ALTER TABLE "parcel" RENAME CONSTRAINT "parcel_available_date_id_available_date_id_fk" TO "parcel_departure_id_departure_id_fk";--> statement-breakpoint
ALTER INDEX "available_date_route_day_uq" RENAME TO "departure_route_day_uq";--> statement-breakpoint
ALTER INDEX "available_date_day_idx" RENAME TO "departure_day_idx";--> statement-breakpoint
ALTER INDEX "parcel_available_date_idx" RENAME TO "parcel_departure_idx";
--> statement-breakpoint
-- PostgreSQL 18 also names each NOT NULL constraint after its table ("available_date_date_not_null");
-- older servers keep none, so they are renamed wherever they exist.
DO $$
DECLARE old_name text;
BEGIN
  FOR old_name IN
    SELECT conname FROM pg_constraint
     WHERE conrelid = '"departure"'::regclass AND conname LIKE 'available\_date\_%'
  LOOP
    EXECUTE format('ALTER TABLE "departure" RENAME CONSTRAINT %I TO %I', old_name,
      'departure_' || substr(old_name, length('available_date_') + 1));
  END LOOP;
END $$;
