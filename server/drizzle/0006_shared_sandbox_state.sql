CREATE TABLE "sandbox_idp_entries" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" text NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_idp_entries_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_signing_tasks" (
	"request_id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"document_title" text NOT NULL,
	"lang" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"identity_code" text
);
--> statement-breakpoint
CREATE INDEX "sandbox_idp_entries_grant_idx" ON "sandbox_idp_entries" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "sandbox_idp_entries_uid_idx" ON "sandbox_idp_entries" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "sandbox_idp_entries_expiry_idx" ON "sandbox_idp_entries" USING btree ("expires_at");