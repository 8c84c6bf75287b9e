ALTER TABLE "payment_plans" ADD COLUMN "charge_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "awaiting_first_payment_since" timestamp with time zone;