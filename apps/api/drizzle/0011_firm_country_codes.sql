-- Firms made before the address pickers kept their country as an ISO code in "country": that code is
-- the picker's id, so it moves to country_id and the firm's address shows as picked, not typed.
UPDATE "law_firms" SET "country_id" = "country" WHERE "country_id" IS NULL AND "country" ~ '^[A-Z]{2}$';
