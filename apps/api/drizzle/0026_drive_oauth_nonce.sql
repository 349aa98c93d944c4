CREATE TABLE "google_drive_oauth_nonces" (
	"law_firm_id" integer NOT NULL,
	"nonce_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_drive_oauth_nonces_law_firm_id_nonce_hash_pk" PRIMARY KEY("law_firm_id","nonce_hash")
);
--> statement-breakpoint
ALTER TABLE "google_drive_oauth_nonces" ADD CONSTRAINT "google_drive_oauth_nonces_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_drive_oauth_nonces" ADD CONSTRAINT "google_drive_oauth_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_drive_oauth_nonces_expiry_idx" ON "google_drive_oauth_nonces" USING btree ("law_firm_id","expires_at");--> statement-breakpoint
-- The Drive sandbox used to take its account from a posted login_hint, so anyone could have read or
-- planted files in a sandbox account named after someone else. Its accounts are now a firm's user from
-- the signed state, and its tokens are signed under a new purpose: the old sandbox files and the
-- sandbox connections made under the old rule are dropped (they hold test data only; users connect again).
DELETE FROM "sandbox_drive_files";--> statement-breakpoint
DELETE FROM "google_drive_connections" WHERE "sandbox" = true;
