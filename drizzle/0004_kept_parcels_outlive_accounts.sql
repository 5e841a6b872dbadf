ALTER TABLE "parcel" DROP CONSTRAINT "parcel_client_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "parcel" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel" ADD CONSTRAINT "parcel_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;