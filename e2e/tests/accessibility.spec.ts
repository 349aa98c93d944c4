/**
 * Every route of the router, in English and in Arabic, and the dialogs behind each page's main buttons,
 * scanned with axe (WCAG 2.1 A/AA and best practices); each route is also gone through with Tab, every stop
 * seen and ringed (focus.ts). The routes come from the router's own table, so a
 * page added later is scanned without editing this file; a route with a new kind of id fails here until
 * `sampleParam` knows where to find one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  APP_ROUTES,
  GUEST_ROUTES,
  OPEN_ROUTES,
  PORTAL_ROUTES,
  type RouteEntry,
} from '../../apps/web/src/app/route-table';
import { axeFindings, describeFindings } from './axe';
import { type TabWalk, tabStopProblems } from './focus';
import { DEMO, DEMO_SECOND_FACTOR, demoAuthHeaders, signIn } from './helpers';
import { type APIRequestContext, expect, type Page, test } from './test';

type Lang = 'en' | 'ar';

/** An opener that presses Enter on the page's first calendar event; the key after it names it in the report. */
const EVENT_OPENER = 'event:';

/** An opener whose button's name begins with the text (its visible text, the rest naming what it acts on). */
const START_OPENER = 'start:';

/** The main buttons whose dialogs are scanned, by route and locale key (namespace:key). */
const DIALOG_OPENERS: Record<string, string[]> = {
  contacts: ['contacts:add'],
  'receipt-scanner/scanner': ['caseReceipts:add'],
  // The new-event chooser, the two forms it leads to, the first event's details (opened from the grid), and
  // the user's own calendar settings.
  'client/calendar': [
    'calendar:page.settings',
    'calendar:page.newEvent',
    'calendar:page.newEvent>calendar:chooser.meeting',
    'calendar:page.newEvent>calendar:chooser.appointment',
    `${EVENT_OPENER}calendar:details.notes`,
  ],
  clients: ['clients:list.add', 'clients:list.addWithAddress'],
  // The demo admin has another session (the samples' sign-in), so signing out of all others is offered; adding
  // a passkey asks its name first (its rename and remove dialogs: passkeys.spec).
  'account/security': ['security:sessions.revokeOthers', 'secondFactor:passkeys.add'],
  'client/:clientId': ['clients:profile.edit', 'documents:open', 'documents:open>documents:list.add'],
  'client/cases': ['cases:newCase.open', 'cases:foia.open'],
  'client/:clientId/cases/:caseId': [
    'cases:profile.edit',
    'documents:management.caseUpload.open',
    'caseMembers:section.assign',
    'caseClosure:closeButton',
  ],
  'doc-management': [
    'documents:management.newFolder',
    'documents:management.uploadDocument',
    'documents:uploadForm.open',
    'menu:documents:versions.menu',
  ],
  'forms/law-firm-forms': ['firmForms:actions.newFolder', 'firmForms:actions.upload', 'firmForms:manage.fields'],
  'forms/public-forms': ['forms:public.fields'],
  // The demo firm's sent forms: a form's answers, and withdrawing one (the live ones are in the portal).
  forms: ['formSending:list.review', 'formSending:list.client_portal.withdraw'],
  // The review and assign dialogs need a client and a form: the address names them (ADDRESS_QUERIES).
  'forms/fill': [
    'formFilling:page.review',
    'formFilling:page.review>formFilling:review.sendToClient',
    'formFilling:page.assign',
  ],
  team: ['team:add.open'],
  // A member with an authenticator app (the demo seeds one): the administrator's confirmation of its reset.
  'team/:employeeId/edit-profile': ['secondFactor:reset.button'],
  'settings/participant-types': ['participantTypes:create'],
  // Adding a card, and the confirmation of a plan change (the demo firm is on Professional: Upgrade to Business).
  'settings/plans': ['subscription:cards.add', `${START_OPENER}subscription:plans.action.upgrade`],
  'time-entries': ['time:add'],
  invoices: ['invoices:create'],
  'settings/bank-accounts': ['banking:accounts.add'],
  'settings/trust-accounting': ['banking:trust.add'],
  'client/workflows': ['workflowDrafts:chooser.open'],
  // The firm's own workflow: adding library steps and creating a step (a step's task dialogs: workflow-builder.spec).
  'client/workflows/:templateId/workflow-builder': [
    'workflowBuilder:toolbar.addSteps',
    'workflowBuilder:toolbar.createStep',
  ],
  'settings/templates': [
    'templates:list.newTemplate',
    'templates:list.mergeFields',
    'templates:list.mergeFields>templates:mergeFields.new',
  ],
  'settings/templates/:id': ['templates:preview.button'],
};

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
function label(lang: Lang, key: string): string {
  const [ns, dotted = ''] = key.split(':');
  const messages = JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'));
  const value = dotted.split('.').reduce((node, part) => node?.[part], messages);
  if (typeof value !== 'string') throw new Error(`No ${lang} text for ${key}`);
  return value;
}

interface Samples {
  firmId: number;
  employeeId: number;
  /** The demo member with an authenticator app, whose page offers the administrator its reset. */
  secondFactorMemberId: number;
  clientId: number;
  caseId: number;
  billInvoiceId: number;
  trustInvoiceId: number;
  accountId: number;
  workflowTemplateId: number;
  firmWorkflowId: number;
  emailTemplateId: number;
}

/** Real demo records for each kind of id a route takes. */
/** The pay link of a demo invoice with something left to pay, as the path the client opens. */
async function payLinkPath(request: APIRequestContext): Promise<string> {
  const headers = await demoAuthHeaders(request);
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const list = await (
    await request.get(`/api/invoice/all/${me.law_firm.id}`, { headers, params: { page_size: 100 } })
  ).json();
  const owed = (list.items as { id: number; outstanding_amount: number }[]).find((row) => row.outstanding_amount > 0);
  if (!owed) throw new Error('The demo firm has no invoice with something left to pay');
  const link = await request.get(`/api/invoice/${owed.id}/pay-link`, { headers });
  expect(link.ok()).toBe(true);
  return new URL((await link.json()).url).pathname;
}

async function loadSamples(request: APIRequestContext): Promise<Samples> {
  const headers = await demoAuthHeaders(request);
  const get = async (url: string, params?: Record<string, string | number>) => {
    const response = await request.get(url, { headers, params });
    expect(response.ok(), url).toBe(true);
    return response.json();
  };
  const me = await get('/api/auth/me');
  const firmId = me.law_firm.id;
  const invoices = await get(`/api/invoice/all/${firmId}`, { page_size: 100 });
  const rows: { id: number; client_id: number; type: string; matter_id: number | null }[] = invoices.items;
  // One client with both kinds of invoice, a bill of one of their cases among them.
  const bill = rows.find(
    (row) =>
      row.type === 'BILL' &&
      row.matter_id !== null &&
      rows.some((r) => r.type === 'TRUST' && r.client_id === row.client_id),
  );
  const trust = rows.find((row) => row.type === 'TRUST' && row.client_id === bill?.client_id);
  if (!bill || !trust) throw new Error('The demo firm has no client with a case bill and a trust invoice');
  const accounts = await get('/api/bank-accounts');
  // A public workflow: the library every firm reads, with steps, tasks and alternative paths.
  const workflows = await get(`/api/workflow/get-law-firm-workflow-templates/${firmId}`, { view: 'true' });
  const publicWorkflow = (workflows.templates as { id: number; law_firm_id: number | null }[]).find(
    (template) => template.law_firm_id === null,
  );
  if (!publicWorkflow) throw new Error('The workflow list has no public workflow');
  const firmWorkflow = (workflows.templates as { id: number; law_firm_id: number | null }[]).find(
    (template) => template.law_firm_id === firmId,
  );
  if (!firmWorkflow) throw new Error('The demo firm has no workflow of its own');
  const colleagues: { id: number; email: string }[] = await get('/api/law-firm/users/light');
  const secondFactorMember = colleagues.find((member) => member.email === DEMO_SECOND_FACTOR.email);
  if (!secondFactorMember) throw new Error('The demo firm has no member with an authenticator app');
  const emailTemplates = await get(`/api/templates/${firmId}`, { kind: 'email' });
  if (!emailTemplates.items.length) throw new Error('The demo firm has no email template');
  return {
    firmId,
    employeeId: me.user.id,
    secondFactorMemberId: secondFactorMember.id,
    clientId: bill.client_id,
    caseId: bill.matter_id!,
    billInvoiceId: bill.id,
    trustInvoiceId: trust.id,
    accountId: accounts.bank_accounts[0].id,
    workflowTemplateId: publicWorkflow.id,
    firmWorkflowId: firmWorkflow.id,
    emailTemplateId: emailTemplates.items[0].id,
  };
}

function sampleParam(route: string, name: string, s: Samples): number {
  switch (name) {
    case 'clientId':
      return s.clientId;
    case 'caseId':
      return s.caseId;
    case 'invoiceId':
      return route.endsWith('edit-trust') ? s.trustInvoiceId : s.billInvoiceId;
    case 'accountId':
      return s.accountId;
    case 'employeeId':
      // Another member's page (an administrator's own has no reset of the second factor).
      return s.secondFactorMemberId;
    case 'templateId':
      // The builder edits the firm's own workflows; the viewer reads a public one.
      return route.endsWith('workflow-builder') ? s.firmWorkflowId : s.workflowTemplateId;
    case 'id':
      if (route === 'settings/templates/:id') return s.emailTemplateId;
      return route.startsWith('settings/') ? s.firmId : s.employeeId;
    default:
      throw new Error(`The accessibility check has no sample for :${name} in ${route}: add one to sampleParam`);
  }
}

/** Pages whose dialogs need more than the path: the query that sets them up. */
const ADDRESS_QUERIES: Record<string, (samples: Samples) => string> = {
  'forms/fill': (samples) => `?form_type=public&id=2&client_id=${samples.clientId}`,
  'settings/templates/new': () => '?kind=document',
};

const UNKNOWN_LINK_TOKEN = 'accessibility-scan-unknown-link-token-0000';

function urlOf(lang: Lang, route: RouteEntry, samples?: Samples): string {
  if (route.path === '*') return `/${lang}/no-such-page`;
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => {
    // A client's form link and an invoice's pay link have no sample a scan could hold: an unknown token shows the
    // page's "not valid" state.
    if (name === 'token') return UNKNOWN_LINK_TOKEN;
    if (!samples) throw new Error(`${route.path} needs ids`);
    return String(sampleParam(route.path, name, samples));
  });
  const query = samples ? (ADDRESS_QUERIES[route.path]?.(samples) ?? '') : '';
  return `/${lang}/${filled}${query}`;
}

/** Waits until the page has its data: no request in flight and no loader showing. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
}

/** The signed-in pages' own content; their header and navigation are walked on each test's first page. */
const MAIN_CONTENT = '#main-content';

async function scanRoute(page: Page, url: string, problems: string[], walk: TabWalk = {}) {
  await page.goto(url);
  await settle(page);
  problems.push(...describeFindings(url, await axeFindings(page)));
  problems.push(...(await tabStopProblems(page, url, walk)));
}

/**
 * Opens the first of the page's row menus that has this entry, and chooses it: a dialog reached from a
 * row's three-dots menu (a document's versions) rather than from a button of the page.
 */
async function chooseFromRowMenu(page: Page, entry: string) {
  const menus = page.getByRole('main').locator('button[aria-haspopup="menu"]');
  const count = await menus.count();
  for (let index = 0; index < count; index += 1) {
    await menus.nth(index).click();
    // The menu opens with a transition: wait until it is there before asking what it holds, or an entry still
    // fading in reads as missing and the Escape below lands before the menu can take it.
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    const item = menu.getByRole('menuitem', { name: entry, exact: true });
    if ((await item.count()) > 0) {
      await item.click();
      return;
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  throw new Error(`No row menu of the page has “${entry}”`);
}

/** Opens the first event of the calendar on the page from the keyboard: its details dialog. */
async function openFirstEvent(page: Page) {
  // FullCalendar 7 draws each event of the month grid as a button in its day's list.
  const event = page.getByRole('main').getByRole('table').getByRole('listitem').getByRole('button').first();
  await event.waitFor({ timeout: 15_000 });
  await event.focus();
  await page.keyboard.press('Enter');
}

/**
 * Opens each dialog by its button's text, scans it and Tabs through it. "a>b" opens a with a button of the
 * page, then b with a button of the dialog that opened (a dialog reached from another); "menu:a" opens a
 * from a row's menu; "event:a" opens the first calendar event's details (a names it); "start:a" clicks the button
 * whose name begins with a. Escape closes them all.
 */
async function scanDialogs(page: Page, lang: Lang, url: string, openers: string[], problems: string[]) {
  for (const opener of openers) {
    const keys = opener.split('>');
    const steps = keys.map((key) => label(lang, key.replace(/^(menu|event|start):/, '')));
    const dialog = page.getByRole('dialog');
    for (const [index, name] of steps.entries()) {
      const scope = index === 0 ? page.getByRole('main') : dialog;
      // A missing button fails the test at once rather than at the end of its time limit.
      if (keys[index]!.startsWith('menu:')) await chooseFromRowMenu(page, name);
      else if (keys[index]!.startsWith(EVENT_OPENER)) await openFirstEvent(page);
      else if (keys[index]!.startsWith(START_OPENER)) {
        const begins = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
        await scope.getByRole('button', { name: begins }).first().click({ timeout: 15_000 });
      } else await scope.getByRole('button', { name, exact: true }).first().click({ timeout: 15_000 });
      await expect(dialog.getByRole('heading').first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    // A dialog fading in is seen through its overlay: colours are only what they are once it has finished.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    const name = steps.join(' › ');
    problems.push(...describeFindings(`${url} dialog "${name}"`, await axeFindings(page, '[role="dialog"]')));
    problems.push(...(await tabStopProblems(page, `${url} dialog "${name}"`, { inDialog: true })));
    // The walk ends with nothing focused; Escape is heard by the dialog that holds the focus. Closing a dialog
    // reached from another shows that one again, after its transition: one Escape per dialog, pressed again
    // only when a dialog still in its opening transition let one pass.
    for (let open = await dialog.count(); open > 0; open = await dialog.count()) {
      await expect(async () => {
        if ((await dialog.count()) >= open) {
          await dialog.last().focus();
          await page.keyboard.press('Escape');
        }
        await expect.poll(() => dialog.count(), { timeout: 2_000 }).toBeLessThan(open);
      }).toPass();
    }
  }
}

/** The demo firm's portal client (seeded with forms; their portal speaks Arabic). */
const PORTAL_CLIENT = { email: 'ahmed.mansour@mail.example', password: 'counsel-portal-2026', locale: 'ar' };

/** The portal's pages for a signed-in client; the others are scanned with the signed-out pages. */
const PORTAL_SIGNED_IN = PORTAL_ROUTES.filter((route) => route.signedIn);
const PORTAL_SIGNED_OUT = PORTAL_ROUTES.filter((route) => !route.signedIn);

/** Signs the portal client in on this page's context (its cookie), in `lang`; answers one of their forms' id. */
async function signInToPortal(page: Page, lang: Lang): Promise<number> {
  const signedIn = await page.request.post('/api/portal/sign-in', {
    data: { email: PORTAL_CLIENT.email, password: PORTAL_CLIENT.password },
  });
  expect(signedIn.ok(), 'the demo portal client signs in').toBe(true);
  // The portal follows the account's language: the scan's language becomes the account's for a while.
  expect((await page.request.put('/api/portal/account', { data: { locale: lang } })).ok()).toBe(true);
  const forms = await (await page.request.get('/api/portal/forms')).json();
  if (!forms.items?.length) throw new Error('The demo portal client has no form to scan');
  return forms.items[0].id;
}

// The longest file of the suite: its tests (each signs in on its own) are shared out among the workers.
test.describe.configure({ mode: 'parallel' });

/** The signed-in routes in a few groups, one test each, so that each test's time limit covers its own share. */
const ROUTES_PER_TEST = 5;
const routeGroups = Array.from({ length: Math.ceil(APP_ROUTES.length / ROUTES_PER_TEST) }, (_, index) =>
  APP_ROUTES.slice(index * ROUTES_PER_TEST, (index + 1) * ROUTES_PER_TEST),
);

for (const lang of ['en', 'ar'] as const) {
  const language = lang === 'en' ? 'English' : 'Arabic';

  test(`the signed-out pages pass axe in ${language}`, async ({ browser, request }) => {
    test.setTimeout(4 * 60_000);
    const problems: string[] = [];
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    for (const route of [...GUEST_ROUTES, ...OPEN_ROUTES, ...PORTAL_SIGNED_OUT]) {
      await scanRoute(guest, urlOf(lang, route), problems);
    }
    // A real pay link too: the invoice, the amount and the card form, beside the unknown link's state above.
    await scanRoute(guest, `/${lang}${await payLinkPath(request)}`, problems);
    await guestContext.close();
    expect(
      problems,
      `Accessibility violations (axe: serious or critical; keyboard: Tab stops):\n${problems.join('\n')}`,
    ).toEqual([]);
  });

  test(`the client portal's signed-in pages pass axe in ${language}`, async ({ browser }) => {
    test.setTimeout(3 * 60_000);
    const problems: string[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    const formId = await signInToPortal(page, lang);
    for (const route of PORTAL_SIGNED_IN) {
      await scanRoute(page, `/${lang}/${route.path.replace(':id', String(formId))}`, problems);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    await page.request.put('/api/portal/account', { data: { locale: PORTAL_CLIENT.locale } });
    await context.close();
    expect(
      problems,
      `Accessibility violations (axe: serious or critical; keyboard: Tab stops):\n${problems.join('\n')}`,
    ).toEqual([]);
  });

  for (const [index, routes] of routeGroups.entries()) {
    test(`pages and main dialogs, group ${index + 1} of ${routeGroups.length}, pass axe in ${language}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(6 * 60_000);
      const problems: string[] = [];
      const samples = await loadSamples(request);
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, DEMO);
      await expect(page.getByRole('heading', { level: 1, name: DEMO.firm })).toBeVisible();
      for (const [index, route] of routes.entries()) {
        const url = urlOf(lang, route, samples);
        await scanRoute(page, url, problems, index === 0 ? {} : { within: MAIN_CONTENT });
        const openers = DIALOG_OPENERS[route.path];
        if (openers) await scanDialogs(page, lang, url, openers, problems);
      }
      await context.close();
      expect(
        problems,
        `Accessibility violations (axe: serious or critical; keyboard: Tab stops):\n${problems.join('\n')}`,
      ).toEqual([]);
    });
  }
}
