CREATE TABLE "sandbox_bank_payments" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"account" integer NOT NULL,
	"stamp" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"callback_due_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "confirmed_via" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_payments_stamp_key" ON "sandbox_bank_payments" USING btree ("stamp");--> statement-breakpoint
CREATE INDEX "sandbox_bank_payments_callback_idx" ON "sandbox_bank_payments" USING btree ("callback_due_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_stalled_idx" ON "payment_transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_debt_key" ON "payments" USING btree ("transaction_id","debt_nr") WHERE transaction_id IS NOT NULL;