CREATE TABLE "consent_message" (
	"channel" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"phone" text NOT NULL,
	"action" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_message_channel_provider_message_id_pk" PRIMARY KEY("channel","provider_message_id")
);
