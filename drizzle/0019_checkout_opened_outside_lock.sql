ALTER TABLE "online_payment" ALTER COLUMN "provider_transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payment" ALTER COLUMN "checkout_url" DROP NOT NULL;