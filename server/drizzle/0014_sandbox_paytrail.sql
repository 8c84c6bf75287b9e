ALTER TABLE "sandbox_bank_payments" ALTER COLUMN "method" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_bank_payments" ADD COLUMN "language" text DEFAULT 'FI' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_bank_payments" ADD COLUMN "redirect_success_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_bank_payments" ADD COLUMN "redirect_cancel_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_bank_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;