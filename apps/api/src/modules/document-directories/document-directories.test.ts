import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { auditCount, buildWorld, type DocumentsWorld, documentsApi, PDF, TEXT } from '../../test/kits/documents.js';
import { multipart } from '../../test/kits/team.js';

let t: TestApp;
let w: DocumentsWorld;
let docs: ReturnType<typeof documentsApi>;
let admin: string;
let firmId: number;

const folders = (token: string) => ({
  create: (body: unknown, lawFirmId = firmId) =>
    t.call('POST', `/api/law-firm/${lawFirmId}/document-directories`, { token, body }),
  all: (lawFirmId = firmId) => t.call('GET', `/api/law-firm/${lawFirmId}/document-directories`, { token }),
  contents: (query = '', lawFirmId = firmId) =>
    t.call('GET', `/api/law-firm/${lawFirmId}/document-directories/contents${query}`, { token }),
  crumbs: (id: number) => t.call('GET', `/api/document-directory/${id}/breadcrumbs`, { token }),
  rename: (id: number, body: unknown) => t.call('PUT', `/api/document-directory/${id}`, { token, body }),
  move: (id: number, body: unknown) => t.call('PUT', `/api/document-directory/${id}/move`, { token, body }),
  remove: (id: number) => t.call('DELETE', `/api/document-directory/${id}`, { token }),
  file: (id: number, body: unknown) => t.call('PUT', `/api/document/move-document/${id}`, { token, body }),
});
let api: ReturnType<typeof folders>;

async function folder(name: string, parentId: number | null = null, token = admin) {
  const lawFirmId = token === admin ? firmId : w.otherFirm.lawFirmId;
  const res = await folders(token).create({ directory_name: name, parent_id: parentId }, lawFirmId);
  expect(res.status).toBe(201);
  return res.body.directory as { id: number; path: string; name: string; parent_id: number | null };
}

async function upload(title: string, fields: Record<string, string> = {}) {
  const res = await docs.uploadToClient(admin, firmId, w.clientId, [{ bytes: PDF, filename: `${title}.pdf` }], title);
  expect(res.status).toBe(201);
  const id = res.body.document.id as number;
  if (fields.directory_id) expect((await api.file(id, { directory_id: Number(fields.directory_id) })).status).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  docs = documentsApi(t);
  admin = w.firm.admin.token;
  firmId = w.firm.lawFirmId;
  api = folders(admin);
});
afterAll(() => t.close());

describe('creating folders', () => {
  it('creates nested folders with their paths, trimmed names, audited', async () => {
    const res = await api.create({ directory_name: '  Immigration ', parent_id: null });
    expect(res.status).toBe(201);
    const root = res.body.directory;
    expect(root).toMatchObject({ id: expect.any(Number), name: 'Immigration', path: '/Immigration', parent_id: null });
    const child = await folder('لجوء', root.id);
    expect(child).toMatchObject({ path: '/Immigration/لجوء', parent_id: root.id });
    expect(await auditCount(t, 'document_directory.created', child.id)).toBe(1);
    const crumbs = await api.crumbs(child.id);
    expect(crumbs.body.breadcrumbs).toEqual([
      { id: root.id, name: 'Immigration' },
      { id: child.id, name: 'لجوء' },
    ]);
  });

  it('refuses an empty name, a slash, and a sibling of the same name (409, any case); nothing is created', async () => {
    const before = (await api.all()).body.directories.length;
    const blank = await api.create({ directory_name: '   ', parent_id: null });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toHaveProperty('directory_name');
    expect((await api.create({ directory_name: 'a/b', parent_id: null })).status).toBe(400);
    await folder('Contracts');
    const twin = await api.create({ directory_name: 'contracts', parent_id: null });
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({ code: 'directory_name_taken', fields: { directory_name: expect.any(String) } });
    expect((await api.all()).body.directories.length).toBe(before + 1);
    // The same name is fine under another parent.
    const other = await folder('Other parent');
    expect((await api.create({ directory_name: 'Contracts', parent_id: other.id })).status).toBe(201);
  });

  it("answers 404 for another firm's parent or firm id", async () => {
    const theirs = await folder('Theirs', null, w.otherFirm.admin.token);
    expect((await api.create({ directory_name: 'X', parent_id: theirs.id })).status).toBe(404);
    expect((await api.create({ directory_name: 'X', parent_id: null }, w.otherFirm.lawFirmId)).status).toBe(404);
    expect((await api.crumbs(theirs.id)).status).toBe(404);
  });
});

describe('contents, search and pages', () => {
  it('lists sub-folders first, then documents, paged with a total', async () => {
    const box = await folder('Box');
    for (const name of ['B2', 'A1', 'C3']) await folder(name, box.id);
    for (const title of ['one', 'two', 'three']) await upload(title, { directory_id: String(box.id) });
    const first = await api.contents(`?directory_id=${box.id}&page=1&page_size=4`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(6);
    expect(first.body.directory).toMatchObject({ id: box.id, path: '/Box' });
    expect(first.body.breadcrumbs).toEqual([{ id: box.id, name: 'Box' }]);
    expect(first.body.directories.map((d: { name: string }) => d.name)).toEqual(['A1', 'B2', 'C3']);
    expect(first.body.documents.map((d: { title: string }) => d.title)).toEqual(['three']);
    const second = await api.contents(`?directory_id=${box.id}&page=2&page_size=4`);
    expect(second.body.directories).toEqual([]);
    expect(second.body.documents.map((d: { title: string }) => d.title)).toEqual(['two', 'one']);
  });

  it('names each document’s client, since a folder mixes several clients’ documents', async () => {
    const shared = await folder('Shared intake');
    await upload('Maria’s birth certificate', { directory_id: String(shared.id) });
    const other = await docs.uploadToClient(
      admin,
      firmId,
      w.siblingClientId,
      [{ bytes: PDF, filename: 'c.pdf' }],
      'Carlos’s visa',
    );
    expect((await api.file(other.body.document.id, { directory_id: shared.id })).status).toBe(200);
    const res = await api.contents(`?directory_id=${shared.id}`);
    expect(res.body.documents.map((d: { title: string; client_name: string }) => [d.title, d.client_name])).toEqual([
      ['Carlos’s visa', 'Carlos Gonzalez'],
      ['Maria’s birth certificate', 'Maria Gonzalez'],
    ]);
  });

  it('searches folder names and titles below the folder only', async () => {
    const area = await folder('Searchable');
    const inner = await folder('Passport copies', area.id);
    await upload('Passport of Maria', { directory_id: String(inner.id) });
    await upload('Passport elsewhere');
    const res = await api.contents(`?directory_id=${area.id}&q=passport`);
    expect(res.body.directories.map((d: { id: number }) => d.id)).toEqual([inner.id]);
    expect(res.body.directories[0].path).toBe('/Searchable/Passport copies');
    expect(res.body.documents.map((d: { title: string }) => d.title)).toEqual(['Passport of Maria']);
    expect(res.body.total).toBe(2);
    const everywhere = await api.contents('?q=PASSPORT');
    expect(everywhere.body.documents.map((d: { title: string }) => d.title).sort()).toEqual([
      'Passport elsewhere',
      'Passport of Maria',
    ]);
    // A % is searched for literally.
    expect((await api.contents('?q=%25')).body.total).toBe(0);
  });

  it("answers 404 for another firm's folder, and never shows its documents", async () => {
    const theirs = await folder('Hidden', null, w.otherFirm.admin.token);
    expect((await api.contents(`?directory_id=${theirs.id}`)).status).toBe(404);
    expect((await api.contents('', w.otherFirm.lawFirmId)).status).toBe(404);
    const root = await api.contents('?q=Hidden');
    expect(root.body.total).toBe(0);
  });
});

describe('rename, move and delete', () => {
  it('renames, refusing a sibling name; unchanged otherwise', async () => {
    const a = await folder('Rename me');
    await folder('Taken name');
    const res = await api.rename(a.id, { directory_name: ' Renamed ' });
    expect(res.status).toBe(200);
    expect(res.body.directory).toMatchObject({ name: 'Renamed', path: '/Renamed' });
    expect(await auditCount(t, 'document_directory.renamed', a.id)).toBe(1);
    expect((await api.rename(a.id, { directory_name: 'TAKEN NAME' })).status).toBe(409);
    expect((await api.rename(a.id, { directory_name: '' })).status).toBe(400);
    expect((await api.crumbs(a.id)).body.breadcrumbs).toEqual([{ id: a.id, name: 'Renamed' }]);
  });

  it('moves a folder, never into itself or a descendant (422)', async () => {
    const top = await folder('Top');
    const mid = await folder('Mid', top.id);
    const low = await folder('Low', mid.id);
    const into = await api.move(top.id, { parent_id: low.id });
    expect(into.status).toBe(422);
    expect(into.body.code).toBe('directory_move_into_itself');
    expect((await api.move(top.id, { parent_id: top.id })).status).toBe(422);
    expect((await api.crumbs(low.id)).body.breadcrumbs.map((c: { name: string }) => c.name)).toEqual([
      'Top',
      'Mid',
      'Low',
    ]);
    const out = await api.move(low.id, { parent_id: null });
    expect(out.status).toBe(200);
    expect(out.body.directory).toMatchObject({ path: '/Low', parent_id: null });
    expect(await auditCount(t, 'document_directory.moved', low.id)).toBe(1);
    // A same-named folder at the target refuses the move.
    await folder('Mid');
    expect((await api.move(mid.id, { parent_id: null })).status).toBe(409);
  });

  it('files a document in a folder and back to the root', async () => {
    const target = await folder('Filing');
    const id = await upload('To be filed');
    const res = await api.file(id, { directory_id: target.id });
    expect(res.status).toBe(200);
    expect(res.body.document.directory_id).toBe(target.id);
    expect(await auditCount(t, 'document.moved', id)).toBe(1);
    expect((await api.file(id, { directory_id: null })).body.document.directory_id).toBeNull();
  });

  it('deletes only an empty folder, softly and audited', async () => {
    const full = await folder('Full');
    const id = await upload('Inside', { directory_id: String(full.id) });
    const refused = await api.remove(full.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('directory_not_empty');
    await docs.remove(admin, id);
    expect((await api.remove(full.id)).status).toBe(204);
    expect(await auditCount(t, 'document_directory.deleted', full.id)).toBe(1);
    expect((await api.crumbs(full.id)).status).toBe(404);
    // Its name is free again.
    expect((await api.create({ directory_name: 'Full', parent_id: null })).status).toBe(201);
  });

  it("answers 404 for another firm's folder or document on every change", async () => {
    const theirs = await folder('Foreign', null, w.otherFirm.admin.token);
    const mine = await folder('Mine');
    const id = await upload('Mine doc');
    expect((await api.rename(theirs.id, { directory_name: 'x' })).status).toBe(404);
    expect((await api.move(theirs.id, { parent_id: null })).status).toBe(404);
    expect((await api.move(mine.id, { parent_id: theirs.id })).status).toBe(404);
    expect((await api.remove(theirs.id)).status).toBe(404);
    expect((await api.file(id, { directory_id: theirs.id })).status).toBe(404);
    const foreignDoc = await docs.uploadToClient(w.otherFirm.admin.token, w.otherFirm.lawFirmId, w.foreignClientId, [
      { bytes: TEXT, filename: 'x.txt' },
    ]);
    expect((await api.file(foreignDoc.body.document.id, { directory_id: mine.id })).status).toBe(404);
  });
});

describe('uploading into a folder', () => {
  it('files the upload in the folder given as directory_id', async () => {
    const target = await folder('Upload target');
    const res = await t.call('POST', `/api/client/${firmId}/${w.clientId}/documents`, {
      token: admin,
      ...(await multipart({ title: 'Filed', directory_id: String(target.id) }, [
        { name: 'documents', bytes: PDF, filename: 'f.pdf' },
      ])),
    });
    expect(res.status).toBe(201);
    expect(res.body.document.directory_id).toBe(target.id);
  });

  it("refuses another firm's folder with 404 and stores nothing", async () => {
    const theirs = await folder('Their upload target', null, w.otherFirm.admin.token);
    const before = (await docs.general(admin, w.clientId)).body.documents.length;
    const res = await t.call('POST', `/api/client/${firmId}/${w.clientId}/documents`, {
      token: admin,
      ...(await multipart({ directory_id: String(theirs.id) }, [{ name: 'documents', bytes: PDF, filename: 'f.pdf' }])),
    });
    expect(res.status).toBe(404);
    expect((await docs.general(admin, w.clientId)).body.documents.length).toBe(before);
  });
});

describe('permissions', () => {
  it('needs documents read to list, create to add, update to rename or move, manage to delete', async () => {
    const f = await folder('Guarded');
    const id = await upload('Guarded doc');
    const none = folders(w.staff.none.token);
    expect((await none.contents()).status).toBe(403);
    expect((await none.all()).status).toBe(403);
    expect((await none.crumbs(f.id)).status).toBe(403);
    const reader = folders(w.staff.read.token);
    expect((await reader.contents()).status).toBe(200);
    expect((await reader.create({ directory_name: 'Nope', parent_id: null })).status).toBe(403);
    const creator = folders(w.staff.create.token);
    expect((await creator.create({ directory_name: 'Created by staff', parent_id: null })).status).toBe(201);
    expect((await creator.rename(f.id, { directory_name: 'Nope' })).status).toBe(403);
    expect((await creator.move(f.id, { parent_id: null })).status).toBe(403);
    expect((await creator.file(id, { directory_id: f.id })).status).toBe(403);
    const updater = folders(w.staff.update.token);
    expect((await updater.rename(f.id, { directory_name: 'Guarded 2' })).status).toBe(200);
    expect((await updater.remove(f.id)).status).toBe(403);
    expect((await folders(w.staff.manage.token).remove(f.id)).status).toBe(204);
  });
});
