ALTER TABLE "sandbox_signing_tasks" ADD COLUMN "callback_url" text;--> statement-breakpoint
ALTER TABLE "sandbox_signing_tasks" ADD COLUMN "callback_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_signing_tasks" ADD COLUMN "callback_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_signing_tasks" ADD COLUMN "callback_delivered_at" timestamp with time zone;