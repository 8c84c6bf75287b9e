CREATE TABLE "signing_tasks" (
	"request_id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"debtor_nr" integer NOT NULL,
	"kind" text NOT NULL,
	"debt_nrs" text NOT NULL,
	"email" text,
	"lang" text NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signing_tasks" ADD CONSTRAINT "signing_tasks_debtor_nr_debtors_nr_fk" FOREIGN KEY ("debtor_nr") REFERENCES "public"."debtors"("nr") ON DELETE cascade ON UPDATE no action;