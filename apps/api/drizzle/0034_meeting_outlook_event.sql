ALTER TABLE "meetings" ADD COLUMN "outlook_event_id" text;--> statement-breakpoint
CREATE INDEX "meetings_firm_outlook_event_idx" ON "meetings" USING btree ("law_firm_id","outlook_event_id");