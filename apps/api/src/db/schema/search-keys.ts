/**
 * The expressions the header's search compares, shared by the indexes that serve them (in each table's
 * schema) and by the queries (modules/search): PostgreSQL uses an expression index only when the query
 * repeats the indexed expression exactly. Each is indexed with text_pattern_ops, whose operators
 * (~>=~, ~<~) compare bytes, so a prefix is a range the index answers whatever the database's collation
 * and even in a generic prepared plan (LIKE with a parameter cannot use the index there).
 * pg_trgm would find words inside names too, but PGlite loads it only as an extension and servers may
 * lack it; prefixes of each name part cover how people look a record up.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** lower(column), the key of a case-insensitive prefix match. */
export const lowered = (column: AnyColumn | SQL): SQL => sql`lower(${column})`;

/** "first last", lowered: a full name typed in order. */
export const loweredFullName = (first: AnyColumn, last: AnyColumn): SQL => sql`lower(${first} || ' ' || ${last})`;

/** What follows a name's first word, lowered: "Hamdan" finds the contact "Sara Hamdan". */
export const loweredAfterFirstWord = (name: AnyColumn): SQL => sql`lower(substr(${name}, strpos(${name}, ' ') + 1))`;

/** A phone's digits, however it was typed: "+1 (713) 555-0111" is 17135550111. */
export const phoneDigits = (phone: AnyColumn): SQL => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

/** The digits reversed, so that the number's end (the national number without its country code) is a prefix. */
export const phoneDigitsReversed = (phone: AnyColumn): SQL => sql`reverse(${phoneDigits(phone)})`;

/** An index element of one of the keys above, with the operator class that answers prefix ranges. */
export const prefixKey = (key: SQL): SQL => sql`${key} text_pattern_ops`;
