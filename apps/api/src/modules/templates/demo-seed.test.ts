/** The demo firm's templates and merge fields, filled for a demo client, and the workflow tasks that use them. */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeFields, templates, workflowTasks } from '../../db/schema/index.js';
import { DEMO_ENGAGEMENT_TITLE, DEMO_WELCOME_TITLE, seedTemplates } from '../../seed/templates.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp, demoClientId } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

const titles = async (kind: string) =>
  (await t.call('GET', `/api/templates/${lawFirmId}?kind=${kind}`, { token })).body.items.map(
    (item: { title: string; language: string }) => [item.title, item.language],
  );

describe('demo templates', () => {
  it('has English and Arabic email and document templates and a reminder', async () => {
    expect(await titles('email')).toEqual(
      expect.arrayContaining([
        [DEMO_WELCOME_TITLE, 'en'],
        ['رسالة ترحيب', 'ar'],
      ]),
    );
    expect(await titles('document')).toEqual(
      expect.arrayContaining([
        [DEMO_ENGAGEMENT_TITLE, 'en'],
        ['خطاب التعاقد', 'ar'],
      ]),
    );
    expect(await titles('reminder')).toHaveLength(1);
    const fields = (await t.call('GET', `/api/merge-fields/${lawFirmId}`, { token })).body.merge_fields;
    expect(
      fields.filter((field: { system: boolean }) => !field.system).map((field: { name: string }) => field.name),
    ).toEqual(['#contact_a_number', '#contact_passport_number']);
  });

  it('fills the welcome email for a demo client with nothing left over', async () => {
    const [welcome] = await t.services.db
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.lawFirmId, lawFirmId), eq(templates.title, DEMO_WELCOME_TITLE)));
    const contactId = await demoClientId(t, 'ahmed.mansour@mail.example');
    const res = await t.call('POST', `/api/templates/${lawFirmId}/${welcome!.id}/preview`, {
      token,
      body: { contact_id: contactId },
    });
    expect(res.status).toBe(200);
    // The subject is plain text; the body is HTML, so the firm's "&" is escaped there.
    expect(res.body.subject).toBe('Welcome to Hamdan & Clarke Immigration Law');
    expect(res.body.html).toContain('Dear <span data-merge-field="#contact_first_name">أحمد</span>,');
    expect(res.body.html).toContain('Hamdan &amp; Clarke Immigration Law');
    expect(res.body.unknown_fields).toEqual([]);
  });

  it('links the demo workflow’s first tasks to the welcome email and the engagement letter', async () => {
    const linked = await t.services.db
      .select({ email: workflowTasks.emailTemplateId, document: workflowTasks.documentTemplateId })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.lawFirmId, lawFirmId), isNotNull(workflowTasks.emailTemplateId)));
    expect(linked).toHaveLength(1);
    const [withDocument] = await t.services.db
      .select({ n: count() })
      .from(workflowTasks)
      .where(and(eq(workflowTasks.lawFirmId, lawFirmId), isNotNull(workflowTasks.documentTemplateId)));
    expect(withDocument!.n).toBe(1);
  });

  it('changes nothing when it runs again', async () => {
    const countOf = async () => {
      const [a] = await t.services.db.select({ n: count() }).from(templates).where(eq(templates.lawFirmId, lawFirmId));
      const [b] = await t.services.db
        .select({ n: count() })
        .from(mergeFields)
        .where(eq(mergeFields.lawFirmId, lawFirmId));
      return [a!.n, b!.n];
    };
    const before = await countOf();
    await t.services.db.transaction((tx) => seedTemplates(tx, lawFirmId, null));
    expect(await countOf()).toEqual(before);
  });
});
