-- Sessions of the bearer tokens end here; their rows stay (a debtor's data export lists their logins).
UPDATE "sessions" SET "token_hash" = 'retired:' || "id", "revoked_at" = COALESCE("revoked_at", now()), "revoked_reason" = COALESCE("revoked_reason", 'bearer-retired') WHERE "token_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "current_jti";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "previous_jti";--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "previous_jti_until";