import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { type BlockerKind, checkDistribution, countByKind } from './distribution-checks.js';

/**
 * Today's blockers of distributing by law_firm_id (npm run check-distribution lists them). A ceiling: a change may
 * lower a number (then lower it here), never raise it.
 */
const CEILING: Record<BlockerKind, number> = {
  table_without_law_firm_id: 17,
  nullable_law_firm_id: 5,
  primary_key: 72,
  unique: 33,
  foreign_key: 158,
  reference_to_distributed: 0,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('check-distribution', () => {
  it('finds no more blockers of each kind than today', async () => {
    const counts = countByKind(await checkDistribution(t.services.db));
    for (const [kind, ceiling] of Object.entries(CEILING)) {
      expect(counts[kind as BlockerKind], kind).toBeLessThanOrEqual(ceiling);
    }
  });

  it('names a new table without law_firm_id, its key, a unique index and a foreign key that leave the firm out', async () => {
    await t.services.db.execute(sql`CREATE TABLE dist_probe_notes (id serial PRIMARY KEY, body text)`);
    await t.services.db.execute(
      sql`CREATE TABLE dist_probe_tags (id serial, law_firm_id integer NOT NULL REFERENCES law_firms(id),
          note_id integer REFERENCES dist_probe_notes(id), name text, PRIMARY KEY (law_firm_id, id))`,
    );
    await t.services.db.execute(sql`CREATE UNIQUE INDEX dist_probe_tags_name ON dist_probe_tags (name)`);
    try {
      const found = (await checkDistribution(t.services.db)).filter((blocker) =>
        blocker.table.startsWith('dist_probe'),
      );
      expect(found).toEqual([
        { kind: 'table_without_law_firm_id', table: 'dist_probe_notes', name: 'dist_probe_notes', detail: '' },
        { kind: 'primary_key', table: 'dist_probe_notes', name: 'dist_probe_notes_pkey', detail: '(id)' },
        { kind: 'unique', table: 'dist_probe_tags', name: 'dist_probe_tags_name', detail: '(name)' },
        {
          kind: 'foreign_key',
          table: 'dist_probe_tags',
          name: 'dist_probe_tags_note_id_fkey',
          detail: '(note_id) -> dist_probe_notes(id)',
        },
      ]);
    } finally {
      await t.services.db.execute(sql`DROP TABLE dist_probe_tags, dist_probe_notes`);
    }
  });
});
