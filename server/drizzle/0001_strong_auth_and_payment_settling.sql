CREATE TABLE "auth_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"login_type" integer NOT NULL,
	"session_id" text,
	"redirect_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "settle_at" timestamp with time zone;