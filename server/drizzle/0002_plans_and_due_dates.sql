ALTER TABLE "debts" ADD COLUMN "due_date_transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "date_selection" integer;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "due_date_moved_at" timestamp with time zone;