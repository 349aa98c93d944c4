import { TEMPLATE_MESSAGES } from '@counsel/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, templates } from '../../db/schema/index.js';
import { emailBody, templatesSuite } from '../../test/kits/templates.js';

const s = templatesSuite();
const firmId = () => s.w.firm.lawFirmId;

async function templateCount() {
  const [row] = await s.t.services.db.select({ n: count() }).from(templates).where(eq(templates.lawFirmId, firmId()));
  return row!.n;
}

describe('POST /api/templates/:lawFirmId', () => {
  it('creates an email template: 201 with the template, its creator, audited', async () => {
    const res = await s.api.create(s.admin, firmId(), emailBody({ title: '  Welcome letter ', subject: ' Hello ' }));
    expect(res.status).toBe(201);
    expect(res.body.template).toMatchObject({
      id: expect.any(Number),
      kind: 'email',
      title: 'Welcome letter',
      subject: 'Hello',
      body_html: '<p>Dear #contact_first_name,</p>',
      language: 'en',
      law_firm_id: firmId(),
      created_by: { id: s.w.firm.admin.id, full_name: 'Alex Admin' },
    });
    const [audit] = await s.t.services.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'template.created'), eq(auditLog.entityId, String(res.body.template.id))));
    expect(audit!.n).toBe(1);
  });

  it('sanitises the body: scripts, handlers and javascript: links go, the editor’s markup and chips stay', async () => {
    const html =
      '<h2 style="text-align: center; color: red" onclick="x()">Title</h2><script>alert(1)</script>' +
      '<p dir="rtl">Hi <span data-merge-field="#contact_first_name" class="chip">#contact_first_name</span>' +
      ' <span data-merge-field="javascript:alert(1)">x</span></p>' +
      '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a>' +
      ' <a href="mailto:a@b.example">mail</a><img src=x onerror=alert(1)></p>' +
      '<table><tbody><tr><td colspan="2" rowspan="1" style="width: 10px">cell</td></tr></tbody></table><iframe src="x"></iframe>';
    const res = await s.api.create(s.admin, firmId(), { ...emailBody(), body_html: html });
    expect(res.status).toBe(201);
    expect(res.body.template.body_html).toBe(
      '<h2 style="text-align:center">Title</h2>' +
        '<p dir="rtl">Hi <span data-merge-field="#contact_first_name">#contact_first_name</span> <span>x</span></p>' +
        '<p><a>bad</a> <a href="https://example.com">good</a> <a href="mailto:a@b.example">mail</a></p>' +
        '<table><tbody><tr><td colspan="2" rowspan="1">cell</td></tr></tbody></table>',
    );
  });

  it('needs a non-blank subject for email and reminder templates (422, nothing saved); a document stores none', async () => {
    const before = await templateCount();
    for (const kind of ['email', 'reminder'] as const) {
      const res = await s.api.create(s.admin, firmId(), emailBody({ kind, subject: '   ' }));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'subject_required',
        message: TEMPLATE_MESSAGES.subjectRequired,
        fields: { subject: TEMPLATE_MESSAGES.subjectRequired },
      });
    }
    expect(await templateCount()).toBe(before);
    const doc = await s.api.create(s.admin, firmId(), emailBody({ kind: 'document', subject: 'Ignored' }));
    expect(doc.status).toBe(201);
    expect(doc.body.template.subject).toBeNull();
  });

  it('refuses bad input with 400: blank title, unknown kind or language', async () => {
    for (const body of [
      emailBody({ title: '  ' }),
      { ...emailBody(), kind: 'letter' },
      { ...emailBody(), language: 'fr' },
    ]) {
      const res = await s.api.create(s.admin, firmId(), body as never);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('gates email and document templates by kind, but not reminders (403 with the kind’s message)', async () => {
    const { nobody, emailWriter, emailReader } = s.w.staff;
    const email = await s.api.create(emailReader.token, firmId(), emailBody());
    expect(email.status).toBe(403);
    expect(email.body.message).toBe(TEMPLATE_MESSAGES.noPermissionEmail);
    const document = await s.api.create(emailWriter.token, firmId(), emailBody({ kind: 'document' }));
    expect(document.status).toBe(403);
    expect(document.body.message).toBe(TEMPLATE_MESSAGES.noPermissionDocument);
    expect((await s.api.create(emailWriter.token, firmId(), emailBody())).status).toBe(201);
    const reminder = await s.api.create(nobody.token, firmId(), emailBody({ kind: 'reminder', title: 'Due soon' }));
    expect(reminder.status).toBe(201);
  });

  it('answers 404 for another firm’s id', async () => {
    expect((await s.api.create(s.admin, s.w.otherFirm.lawFirmId, emailBody())).status).toBe(404);
    expect((await s.api.create(s.w.otherFirm.admin.token, firmId(), emailBody())).status).toBe(404);
  });
});

describe('GET /api/templates/:lawFirmId', () => {
  it('lists one kind, last changed first, 20 a page, with a literal title search', async () => {
    const made: number[] = [];
    for (let index = 0; index < 22; index += 1) {
      const res = await s.api.create(s.admin, firmId(), emailBody({ kind: 'reminder', title: `Paging ${index}` }));
      made.push(res.body.template.id);
    }
    await s.api.create(s.admin, firmId(), emailBody({ kind: 'reminder', title: '100% paid_up' }));
    await s.api.create(s.admin, firmId(), emailBody({ kind: 'reminder', title: '100 paidXup' }));
    const first = await s.api.list(s.admin, firmId(), 'kind=reminder&search=paging');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, page_size: 20, total: 22 });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]).not.toHaveProperty('body_html');
    expect(first.body.items.map((item: { id: number }) => item.id)).toEqual(made.slice(2).reverse());
    const second = await s.api.list(s.admin, firmId(), 'kind=reminder&search=paging&page=2');
    expect(second.body.items.map((item: { id: number }) => item.id)).toEqual(made.slice(0, 2).reverse());
    const literal = await s.api.list(s.admin, firmId(), `kind=reminder&search=${encodeURIComponent('0% paid_')}`);
    expect(literal.body.items.map((item: { title: string }) => item.title)).toEqual(['100% paid_up']);
    const emails = await s.api.list(s.admin, firmId(), 'kind=email');
    expect(emails.body.items.every((item: { kind: string }) => item.kind === 'email')).toBe(true);
  });

  it('needs a kind (400), read on the kind (403) and the caller’s firm (404)', async () => {
    expect((await s.api.list(s.admin, firmId(), '')).status).toBe(400);
    expect((await s.api.list(s.w.staff.nobody.token, firmId(), 'kind=email')).status).toBe(403);
    expect((await s.api.list(s.w.staff.nobody.token, firmId(), 'kind=reminder')).status).toBe(200);
    expect((await s.api.list(s.w.staff.emailReader.token, firmId(), 'kind=email')).status).toBe(200);
    expect((await s.api.list(s.admin, s.w.otherFirm.lawFirmId, 'kind=email')).status).toBe(404);
  });
});

describe('GET, PUT, DELETE /api/templates/:lawFirmId/:id', () => {
  it('reads, updates (sanitising again) and deletes a template', async () => {
    const { id } = (await s.api.create(s.admin, firmId(), emailBody())).body.template;
    const read = await s.api.get(s.admin, firmId(), id);
    expect(read.status).toBe(200);
    expect(read.body.template.id).toBe(id);
    const updated = await s.api.update(
      s.admin,
      firmId(),
      id,
      emailBody({ title: 'Renamed', body_html: '<p onclick="x()">Hi</p>', language: 'ar' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.template).toMatchObject({ title: 'Renamed', body_html: '<p>Hi</p>', language: 'ar' });
    expect((await s.api.remove(s.admin, firmId(), id)).status).toBe(204);
    expect((await s.api.get(s.admin, firmId(), id)).status).toBe(404);
  });

  it('keeps a template’s kind: 422 and no change', async () => {
    const { id } = (await s.api.create(s.admin, firmId(), emailBody({ title: 'Fixed kind' }))).body.template;
    const res = await s.api.update(s.admin, firmId(), id, emailBody({ kind: 'reminder', title: 'Changed' }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('template_kind_locked');
    expect((await s.api.get(s.admin, firmId(), id)).body.template).toMatchObject({
      kind: 'email',
      title: 'Fixed kind',
    });
  });

  it('checks the stored kind: reading needs read, changing update, deleting manage', async () => {
    const { emailWriter, emailReader, nobody } = s.w.staff;
    const { id } = (await s.api.create(s.admin, firmId(), emailBody())).body.template;
    expect((await s.api.get(nobody.token, firmId(), id)).status).toBe(403);
    expect((await s.api.get(emailReader.token, firmId(), id)).status).toBe(200);
    const update = await s.api.update(emailWriter.token, firmId(), id, emailBody());
    expect(update.status).toBe(403);
    expect(update.body.message).toBe(TEMPLATE_MESSAGES.noPermissionEmail);
    expect((await s.api.remove(emailWriter.token, firmId(), id)).status).toBe(403);
    const reminder = (await s.api.create(nobody.token, firmId(), emailBody({ kind: 'reminder' }))).body.template;
    expect((await s.api.update(nobody.token, firmId(), reminder.id, emailBody({ kind: 'reminder' }))).status).toBe(200);
    expect((await s.api.remove(nobody.token, firmId(), reminder.id)).status).toBe(204);
  });

  it('answers 404 for another firm’s template, whichever firm id the path names', async () => {
    const foreign = await s.api.create(s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId, emailBody());
    const id = foreign.body.template.id;
    expect((await s.api.get(s.admin, firmId(), id)).status).toBe(404);
    expect((await s.api.get(s.admin, s.w.otherFirm.lawFirmId, id)).status).toBe(404);
    expect((await s.api.update(s.admin, firmId(), id, emailBody())).status).toBe(404);
    expect((await s.api.remove(s.admin, firmId(), id)).status).toBe(404);
    expect((await s.api.get(s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId, id)).status).toBe(200);
  });
});

describe('the workflow task form’s template pickers', () => {
  it('lists the firm’s email or document templates as {id, title} by title', async () => {
    await s.api.create(s.admin, firmId(), emailBody({ title: 'Zulu email' }));
    await s.api.create(s.admin, firmId(), emailBody({ title: 'Alpha email' }));
    await s.api.create(s.admin, firmId(), emailBody({ kind: 'document', title: 'Picker letter' }));
    await s.api.create(s.w.otherFirm.admin.token, s.w.otherFirm.lawFirmId, emailBody({ title: 'Aaa foreign' }));
    const token = s.w.staff.workflowReader.token;
    const emails = await s.t.call('GET', `/api/workflow/get-email-templates-by-law-firm/${firmId()}`, { token });
    expect(emails.status).toBe(200);
    const titles = emails.body.map((item: { title: string }) => item.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(titles).toContain('Alpha email');
    expect(titles).not.toContain('Aaa foreign');
    expect(titles).not.toContain('Picker letter');
    expect(Object.keys(emails.body[0]).sort()).toEqual(['id', 'title']);
    const documents = await s.t.call('GET', `/api/workflow/get-document-templates-by-law-firm/${firmId()}`, { token });
    expect(documents.body.map((item: { title: string }) => item.title)).toContain('Picker letter');
  });

  it('needs read on workflows (403) and the caller’s firm (404)', async () => {
    const url = (id: number) => `/api/workflow/get-email-templates-by-law-firm/${id}`;
    expect((await s.t.call('GET', url(firmId()), { token: s.w.staff.nobody.token })).status).toBe(403);
    expect((await s.t.call('GET', url(s.w.otherFirm.lawFirmId), { token: s.admin })).status).toBe(404);
  });
});
