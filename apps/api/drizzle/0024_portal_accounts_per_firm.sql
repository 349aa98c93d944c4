-- Portal accounts become one per firm and address: a set-password link one firm mailed (or could read
-- in its outbox) must never open what another firm shares with the same address.
ALTER TABLE "portal_users" DROP CONSTRAINT "portal_users_email_unique";--> statement-breakpoint
ALTER TABLE "portal_access" DROP CONSTRAINT "portal_access_portal_user_id_portal_users_id_fk";--> statement-breakpoint
ALTER TABLE "portal_users" ADD COLUMN "law_firm_id" integer;--> statement-breakpoint
-- An account that several firms reach may have had its password set through any one firm's link: it
-- loses its password, sessions and reset links, and each firm's copy is opened again by a new link.
WITH "reach" AS (
  SELECT "portal_user_id", "law_firm_id" FROM "portal_access"
  UNION SELECT "portal_user_id", "law_firm_id" FROM "portal_password_tokens" WHERE "law_firm_id" IS NOT NULL
), "shared" AS (
  SELECT "portal_user_id" FROM "reach" GROUP BY "portal_user_id" HAVING count(DISTINCT "law_firm_id") > 1
)
UPDATE "portal_users" SET "password_hash" = NULL, "password_set_at" = NULL, "last_sign_in_at" = NULL
  WHERE "id" IN (SELECT "portal_user_id" FROM "shared");--> statement-breakpoint
DELETE FROM "portal_sessions" WHERE "portal_user_id" IN (SELECT "id" FROM "portal_users" WHERE "password_hash" IS NULL);--> statement-breakpoint
DELETE FROM "portal_password_tokens" WHERE "law_firm_id" IS NULL
  AND "portal_user_id" IN (SELECT "id" FROM "portal_users" WHERE "password_hash" IS NULL);--> statement-breakpoint
-- The first firm (by id) keeps the account; every other firm gets an account of its own.
UPDATE "portal_users" AS "u" SET "law_firm_id" = (
  SELECT min("r"."law_firm_id") FROM (
    SELECT "portal_user_id", "law_firm_id" FROM "portal_access"
    UNION SELECT "portal_user_id", "law_firm_id" FROM "portal_password_tokens" WHERE "law_firm_id" IS NOT NULL
  ) AS "r" WHERE "r"."portal_user_id" = "u"."id"
);--> statement-breakpoint
INSERT INTO "portal_users" ("law_firm_id", "email", "locale", "created_at")
  SELECT DISTINCT "r"."law_firm_id", "u"."email", "u"."locale", "u"."created_at"
  FROM "portal_users" AS "u"
  JOIN (
    SELECT "portal_user_id", "law_firm_id" FROM "portal_access"
    UNION SELECT "portal_user_id", "law_firm_id" FROM "portal_password_tokens" WHERE "law_firm_id" IS NOT NULL
  ) AS "r" ON "r"."portal_user_id" = "u"."id"
  WHERE "r"."law_firm_id" <> "u"."law_firm_id";--> statement-breakpoint
UPDATE "portal_access" AS "a" SET "portal_user_id" = "n"."id"
  FROM "portal_users" AS "o", "portal_users" AS "n"
  WHERE "a"."portal_user_id" = "o"."id" AND "a"."law_firm_id" <> "o"."law_firm_id"
    AND "n"."email" = "o"."email" AND "n"."law_firm_id" = "a"."law_firm_id";--> statement-breakpoint
UPDATE "portal_password_tokens" AS "t" SET "portal_user_id" = "n"."id"
  FROM "portal_users" AS "o", "portal_users" AS "n"
  WHERE "t"."portal_user_id" = "o"."id" AND "t"."law_firm_id" <> "o"."law_firm_id"
    AND "n"."email" = "o"."email" AND "n"."law_firm_id" = "t"."law_firm_id";--> statement-breakpoint
-- An account no firm reaches any more has nothing to show.
DELETE FROM "portal_users" WHERE "law_firm_id" IS NULL;--> statement-breakpoint
ALTER TABLE "portal_users" ALTER COLUMN "law_firm_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_users_firm_email_idx" ON "portal_users" USING btree ("law_firm_id","email");--> statement-breakpoint
CREATE INDEX "portal_users_email_idx" ON "portal_users" USING btree ("email");--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_id_firm_key" UNIQUE("id","law_firm_id");--> statement-breakpoint
ALTER TABLE "portal_access" ADD CONSTRAINT "portal_access_account_firm_fk" FOREIGN KEY ("portal_user_id","law_firm_id") REFERENCES "public"."portal_users"("id","law_firm_id") ON DELETE cascade ON UPDATE no action;
