CREATE TABLE "subpoena_status_debts" (
	"status_nr" integer NOT NULL,
	"debt_nr" integer NOT NULL,
	CONSTRAINT "subpoena_status_debts_status_nr_debt_nr_pk" PRIMARY KEY("status_nr","debt_nr")
);
--> statement-breakpoint
ALTER TABLE "signing_tasks" ADD COLUMN "subpoena_status_nr" integer;--> statement-breakpoint
ALTER TABLE "signing_tasks" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "subpoena_statuses" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "subpoena_status_debts" ADD CONSTRAINT "subpoena_status_debts_status_nr_subpoena_statuses_nr_fk" FOREIGN KEY ("status_nr") REFERENCES "public"."subpoena_statuses"("nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subpoena_status_debts" ADD CONSTRAINT "subpoena_status_debts_debt_nr_debts_nr_fk" FOREIGN KEY ("debt_nr") REFERENCES "public"."debts"("nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_tasks" ADD CONSTRAINT "signing_tasks_subpoena_status_nr_subpoena_statuses_nr_fk" FOREIGN KEY ("subpoena_status_nr") REFERENCES "public"."subpoena_statuses"("nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subpoena_statuses_open_key" ON "subpoena_statuses" USING btree ("subpoena_nr") WHERE "subpoena_statuses"."cancelled_at" IS NULL;