import { DOCUMENT_FILLING_MESSAGES, FORM_REFERENCE_MESSAGES } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cases, documentFillings, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { insertClient } from '../../test/kits/client-records.js';
import { auditCount } from '../../test/kits/documents.js';
import { formsApi, samplePdf } from '../../test/kits/firm-forms.js';
import { multipart } from '../../test/kits/team.js';

let t: TestApp;
let firm: TestFirm;
let otherFirm: TestFirm;
/** Forms at create (may assign), at read (may only list), and without forms at all. */
let assigner: TestUser;
let paralegal: TestUser;
let outsider: TestUser;
let arabicSpeaker: TestUser;
let clientId: number;
let caseId: number;
let siblingCaseId: number;
let foreignClientId: number;
let foreignEmployee: TestUser;
let firmFormId: number;
let foreignFormId: number;

const path = (lawFirmId = firm.lawFirmId) => `/api/law-firm/${lawFirmId}/document-filling`;
const listPath = (query = '', lawFirmId = firm.lawFirmId) => `/api/law-firm/${lawFirmId}/document-fillings${query}`;

async function assignWithFormData(token: string, fields: Record<string, string>, lawFirmId = firm.lawFirmId) {
  const { body, headers } = await multipart(fields);
  return t.call('POST', path(lawFirmId), { token, body, headers });
}

const fillingRows = async () => {
  const [row] = await t.services.db
    .select({ n: count() })
    .from(documentFillings)
    .where(eq(documentFillings.lawFirmId, firm.lawFirmId));
  return row?.n ?? 0;
};
const outbox = async () => (await t.services.mailer.listOutbox(firm.lawFirmId, 1, 50)).items;

async function insertCase(lawFirmId: number, owner: number, title: string) {
  const [row] = await t.services.db.insert(cases).values({ lawFirmId, clientId: owner, title }).returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t, 'Fillings Firm');
  otherFirm = await registerFirm(t, 'Other Fillings LLP');
  assigner = await addEmployee(t, firm, {
    fullName: 'Nadia Lead',
    rules: [
      { subject: 'forms', action: 'create' },
      { subject: 'clients', action: 'read' },
    ],
  });
  paralegal = await addEmployee(t, firm, { fullName: 'Omar Para', rules: [{ subject: 'forms', action: 'read' }] });
  outsider = await addEmployee(t, firm, { fullName: 'Ivy Outside', rules: [] });
  arabicSpeaker = await addEmployee(t, firm, { fullName: 'سلمى حداد', rules: [{ subject: 'forms', action: 'read' }] });
  await t.services.db.update(users).set({ locale: 'ar' }).where(eq(users.id, arabicSpeaker.id));
  foreignEmployee = await addEmployee(t, otherFirm, { rules: [{ subject: 'forms', action: 'read' }] });
  clientId = await insertClient(t, firm.lawFirmId, 'Ahmed', 'Hassan');
  const sibling = await insertClient(t, firm.lawFirmId, 'Wei', 'Chen');
  caseId = await insertCase(firm.lawFirmId, clientId, 'Spousal petition');
  siblingCaseId = await insertCase(firm.lawFirmId, sibling, 'Naturalization');
  foreignClientId = await insertClient(t, otherFirm.lawFirmId, 'Their', 'Client');
  const pdf = await samplePdf();
  const upload = async (token: string, lawFirmId: number) =>
    (await formsApi(t, token, lawFirmId).upload({ title: 'Intake sheet' }, { bytes: pdf, filename: 'intake.pdf' })).body
      .form.id as number;
  firmFormId = await upload(firm.admin.token, firm.lawFirmId);
  foreignFormId = await upload(otherFirm.admin.token, otherFirm.lawFirmId);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('POST /law-firm/{firmId}/document-filling', () => {
  it('assigns a public form to two employees from form data (201), audited, and mails each in their language', async () => {
    const res = await assignWithFormData(assigner.token, {
      employees: JSON.stringify([paralegal.id, arabicSpeaker.id, paralegal.id]),
      client_id: String(clientId),
      case_id: String(caseId),
      form_type: 'public',
      form_id: '2',
      note: 'Use the marriage certificate in the file.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'open',
      client: { id: clientId, full_name: 'Ahmed Hassan' },
      case: { id: caseId, title: 'Spousal petition' },
      form: { form_type: 'public', id: 2, title: expect.stringContaining('I-130') },
      note: 'Use the marriage certificate in the file.',
      assigned_by: { id: assigner.id, full_name: 'Nadia Lead' },
      completed_at: null,
    });
    expect(res.body.employees.map((e: { id: number }) => e.id).sort()).toEqual([paralegal.id, arabicSpeaker.id].sort());
    expect(await auditCount(t, 'document_filling.assigned', res.body.id)).toBe(1);

    const mails = await outbox();
    const english = mails.find((m) => m.to.includes(paralegal.email));
    const arabic = mails.find((m) => m.to.includes(arabicSpeaker.email));
    expect(english?.subject).toBe('Form to fill: I-130 – Petition for Alien Relative for Ahmed Hassan');
    expect(english?.text).toContain(`/en/forms/fill?client_id=${clientId}&form_type=public&id=2&case_id=${caseId}`);
    expect(arabic?.subject).toContain('نموذج للتعبئة');
    expect(arabic?.text).toContain('/ar/forms/fill?');
  });

  it('takes JSON too, with a firm form and no case; the caller assigning themselves gets no mail', async () => {
    const before = (await outbox()).length;
    const res = await t.call('POST', path(), {
      token: assigner.token,
      body: {
        employees: [assigner.id],
        client_id: clientId,
        case_id: 'general',
        form_type: 'law_firm',
        form_id: firmFormId,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      case: null,
      form: { form_type: 'law_firm', id: firmFormId, title: 'Intake sheet' },
    });
    expect((await outbox()).length).toBe(before);
  });

  it('keeps the assignment when an assignee’s mail fails, still tells the others, and logs which one failed', async () => {
    // The paralegal's address is refused as an SMTP server would; the other mail goes out as usual.
    const send = t.services.mailer.send.bind(t.services.mailer);
    vi.spyOn(t.services.mailer, 'send').mockImplementation(async (message) =>
      message.to.includes(paralegal.email) ? Promise.reject(new Error('550 5.1.1 mailbox unavailable')) : send(message),
    );
    const logged = vi.spyOn(t.app.log, 'error');
    const before = await fillingRows();
    const mailsBefore = (await outbox()).length;
    const res = await t.call('POST', path(), {
      token: assigner.token,
      body: { employees: [paralegal.id, arabicSpeaker.id], client_id: clientId, form_type: 'public', form_id: 2 },
    });
    expect(res.status).toBe(201);
    expect(await fillingRows()).toBe(before + 1);
    expect((await outbox()).length).toBe(mailsBefore + 1);
    expect(logged).toHaveBeenCalledTimes(1);
    const [context, message] = logged.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('document filling assignment mail not sent');
    expect(context).toEqual({
      err: expect.objectContaining({ message: '550 5.1.1 mailbox unavailable' }),
      document_filling_id: res.body.id,
      employee_id: paralegal.id,
    });
  });

  it('refuses bad input with field errors and saves nothing', async () => {
    const before = await fillingRows();
    const base = { client_id: String(clientId), form_type: 'public', form_id: '1' };
    const none = await assignWithFormData(assigner.token, { ...base, employees: '[]' });
    expect(none.status).toBe(400);
    expect(none.body.fields.employees).toBe(DOCUMENT_FILLING_MESSAGES.employeesRequired);
    const notJson = await assignWithFormData(assigner.token, { ...base, employees: 'paralegal' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.fields.employees).toBe(DOCUMENT_FILLING_MESSAGES.employeesNotJson);
    const badType = await assignWithFormData(assigner.token, {
      ...base,
      employees: `[${paralegal.id}]`,
      form_type: 'x',
    });
    expect(badType.status).toBe(400);
    expect(badType.body.fields).toHaveProperty('form_type');
    const noClient = await assignWithFormData(assigner.token, {
      employees: `[${paralegal.id}]`,
      form_type: 'public',
      form_id: '1',
    });
    expect(noClient.status).toBe(400);
    expect(noClient.body.fields).toHaveProperty('client_id');
    expect(await fillingRows()).toBe(before);
  });

  it('answers 404 for another firm’s client, case, form, employee or firm id, and for an unknown public form', async () => {
    const before = await fillingRows();
    const body = { employees: [paralegal.id], client_id: clientId, form_type: 'public', form_id: 1 };
    const cases404 = [
      { ...body, client_id: foreignClientId },
      { ...body, case_id: siblingCaseId },
      { ...body, form_type: 'law_firm', form_id: foreignFormId },
      { ...body, form_id: 999 },
      { ...body, employees: [paralegal.id, foreignEmployee.id] },
    ];
    for (const attempt of cases404) {
      const res = await t.call('POST', path(), { token: assigner.token, body: attempt });
      expect(res.status, JSON.stringify(attempt)).toBe(404);
    }
    const otherFirmPath = await t.call('POST', path(otherFirm.lawFirmId), { token: assigner.token, body });
    expect(otherFirmPath.status).toBe(404);
    expect(await fillingRows()).toBe(before);
  });

  it('answers 403 to employees who may not create forms', async () => {
    const body = { employees: [paralegal.id], client_id: clientId, form_type: 'public', form_id: 1 };
    for (const user of [paralegal, outsider]) {
      expect((await t.call('POST', path(), { token: user.token, body })).status).toBe(403);
    }
  });

  it('answers 403 to one who may create forms but not read clients: the filling names a client, and mails their name', async () => {
    const formsOnly = await addEmployee(t, firm, { rules: [{ subject: 'forms', action: 'create' }] });
    const before = await fillingRows();
    const mails = (await outbox()).length;
    const res = await t.call('POST', path(), {
      token: formsOnly.token,
      body: { employees: [paralegal.id], client_id: clientId, form_type: 'public', form_id: 1 },
    });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('Hassan');
    expect(await fillingRows()).toBe(before);
    expect((await outbox()).length).toBe(mails);
  });
});

describe('POST /law-firm/{firmId}/document-filling with the spec’s body (employees, a JSON list in form data)', () => {
  it('employees with the case the screen is on: the case member assignment (201 with the members)', async () => {
    const res = await assignWithFormData(firm.admin.token, {
      employees: JSON.stringify([paralegal.id]),
      case_id: String(caseId),
    });
    expect(res.status).toBe(201);
    expect(res.body.members.map((m: { id: number }) => m.id)).toContain(paralegal.id);
  });

  it('employees with a case and a public form named as the schema call takes it: a filling for the case’s client', async () => {
    const res = await assignWithFormData(assigner.token, {
      employees: JSON.stringify([paralegal.id]),
      case_id: String(caseId),
      form_title: 'I-130',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      client: { id: clientId },
      case: { id: caseId },
      form: { form_type: 'public', id: 2 },
    });
  });

  it('a firm form named by its title, its PDF’s file name or the address the forms list gives', async () => {
    const listed = await t.call('GET', `/api/firm-legal-form/${firm.lawFirmId}/all-forms`, { token: firm.admin.token });
    const address = listed.body.forms.find((form: { id: number }) => form.id === firmFormId).file as string;
    const names: Record<string, string>[] = [
      { form_title: 'intake sheet' },
      { form_title: 'intake.pdf' },
      { form_url: address },
    ];
    for (const named of names) {
      const res = await assignWithFormData(assigner.token, {
        employees: JSON.stringify([paralegal.id]),
        client_id: String(clientId),
        ...named,
      });
      expect([res.status, res.body.form?.form_type, res.body.form?.id], JSON.stringify(named)).toEqual([
        201,
        'law_firm',
        firmFormId,
      ]);
    }
  });

  it('employees alone say nothing to assign them to: 400 saying what to add, nothing saved', async () => {
    const before = await fillingRows();
    const alone = await assignWithFormData(assigner.token, { employees: JSON.stringify([paralegal.id]) });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe(DOCUMENT_FILLING_MESSAGES.subjectRequired);
    const noType = await assignWithFormData(assigner.token, {
      employees: JSON.stringify([paralegal.id]),
      client_id: String(clientId),
      form_id: '2',
    });
    expect([noType.status, noType.body.fields]).toEqual([400, { form_type: FORM_REFERENCE_MESSAGES.typeRequired }]);
    expect(await fillingRows()).toBe(before);
  });

  it('answers 404 for another firm’s case or form address, and for a form nobody has', async () => {
    const before = await fillingRows();
    const foreignCaseId = await insertCase(otherFirm.lawFirmId, foreignClientId, 'Their case');
    const employees = JSON.stringify([paralegal.id]);
    const attempts: Record<string, string>[] = [
      { employees, case_id: String(foreignCaseId), form_title: 'I-130' },
      {
        employees,
        client_id: String(clientId),
        form_url: `/api/firm-legal-form/${otherFirm.lawFirmId}/forms/${foreignFormId}`,
      },
      { employees, client_id: String(clientId), form_title: 'No such form' },
    ];
    for (const attempt of attempts) {
      expect((await assignWithFormData(assigner.token, attempt)).status, JSON.stringify(attempt)).toBe(404);
    }
    expect(await fillingRows()).toBe(before);
  });
});

describe('GET /law-firm/{lawFirmId}/document-fillings and PUT .../document-filling/{id}', () => {
  let fillingId: number;

  beforeAll(async () => {
    const res = await t.call('POST', path(), {
      token: firm.admin.token,
      body: { employees: [paralegal.id], client_id: clientId, form_type: 'public', form_id: 3 },
    });
    fillingId = res.body.id;
  });

  it('lists the caller’s own open fillings by default, newest first, and the firm’s with assigned_to=all', async () => {
    const mine = await t.call('GET', listPath(), { token: paralegal.token });
    expect(mine.status).toBe(200);
    expect(mine.body.items[0]).toMatchObject({ id: fillingId, form: { id: 3 } });
    expect(
      mine.body.items.every((f: { employees: Array<{ id: number }> }) =>
        f.employees.some((e) => e.id === paralegal.id),
      ),
    ).toBe(true);
    const adminsOwn = await t.call('GET', listPath(), { token: firm.admin.token });
    expect(adminsOwn.body.total).toBe(0);
    const all = await t.call('GET', listPath('?assigned_to=all&page_size=2'), { token: firm.admin.token });
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(all.body.items).toHaveLength(2);
    const foreign = await t.call('GET', listPath('?assigned_to=all', otherFirm.lawFirmId), {
      token: otherFirm.admin.token,
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body.items.some((f: { id: number }) => f.id === fillingId)).toBe(false);
  });

  it('an assignee marks it done (audited), and it leaves the open list; it can be reopened', async () => {
    const done = await t.call('PUT', `${path()}/${fillingId}`, { token: paralegal.token, body: { status: 'done' } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: fillingId, status: 'done', completed_at: expect.any(String) });
    expect(await auditCount(t, 'document_filling.completed', fillingId)).toBe(1);
    const open = await t.call('GET', listPath(), { token: paralegal.token });
    expect(open.body.items.some((f: { id: number }) => f.id === fillingId)).toBe(false);
    const doneList = await t.call('GET', listPath('?status=done'), { token: paralegal.token });
    expect(doneList.body.items.map((f: { id: number }) => f.id)).toContain(fillingId);
    const reopened = await t.call('PUT', `${path()}/${fillingId}`, {
      token: firm.admin.token,
      body: { status: 'open' },
    });
    expect(reopened.body).toMatchObject({ status: 'open', completed_at: null });
  });

  it('answers 403 to an employee who is neither an assignee nor allowed to change forms, 404 across firms', async () => {
    const notMine = await t.call('PUT', `${path()}/${fillingId}`, {
      token: arabicSpeaker.token,
      body: { status: 'done' },
    });
    expect(notMine.status).toBe(403);
    expect((await t.call('GET', listPath(), { token: outsider.token })).status).toBe(403);
    const foreign = await t.call('PUT', `${path(otherFirm.lawFirmId)}/${fillingId}`, {
      token: otherFirm.admin.token,
      body: { status: 'done' },
    });
    expect(foreign.status).toBe(404);
    const crossPath = await t.call('GET', listPath('', otherFirm.lawFirmId), { token: paralegal.token });
    expect(crossPath.status).toBe(404);
    const badStatus = await t.call('PUT', `${path()}/${fillingId}`, {
      token: firm.admin.token,
      body: { status: 'lost' },
    });
    expect(badStatus.status).toBe(400);
  });
});
