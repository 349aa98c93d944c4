/**
 * The case closure report: the case, its team, its steps and tasks, documents, filled forms, invoices and
 * time, as template blocks drawn by the same PDF writer as document templates (vector text, Arabic shaped
 * and read back in logical order).
 */
import type { ClosureSection, Locale } from '@counsel/domain';
import { renderTemplatePdf, type TableCell, type TemplateBlock } from '@counsel/invoice-document/node';
import type { DbOrTx } from '../../../db/client.js';
import type { CaseRow } from '../service.js';
import { shapeOf, takenPathId } from '../tasks/flow.js';
import { stepsTasksAndPeople } from '../tasks/service.js';
import { REPORT_WORDS, type ReportWords } from './report-words.js';
import * as repo from './repository.js';

export interface ReportFacts {
  caseRow: CaseRow;
  clientName: string;
  language: Locale;
  now: Date;
  /** The case's files the export holds (those of the sections left out already removed). */
  files: repo.CaseFile[];
  /** The sections the person making the export may not read: named as left out, their facts never read. */
  leftOut: readonly ClosureSection[];
}

const text = (value: string) => [{ text: value }];
const heading = (level: 1 | 2 | 3, value: string): TemplateBlock => ({ kind: 'heading', level, runs: text(value) });
const paragraph = (value: string): TemplateBlock => ({
  kind: 'paragraph',
  quote: false,
  code: false,
  runs: text(value),
});
const cell = (value: string, header = false): TableCell => ({ header, colspan: 1, rowspan: 1, runs: text(value) });
const table = (head: string[], rows: string[][]): TemplateBlock => ({
  kind: 'table',
  rows: [head.map((value) => cell(value, true)), ...rows.map((row) => row.map((value) => cell(value)))],
});

export async function renderCaseReport(db: DbOrTx, facts: ReportFacts): Promise<{ title: string; pdf: Buffer }> {
  const words = REPORT_WORDS[facts.language];
  const blocks = await reportBlocks(db, facts, words);
  const title = words.title(facts.caseRow.title);
  const firm = await repo.firmName(db, facts.caseRow.lawFirmId);
  const pdf = await renderTemplatePdf({ title, language: facts.language, blocks, ...(firm ? { author: firm } : {}) });
  return { title, pdf };
}

async function reportBlocks(db: DbOrTx, facts: ReportFacts, words: ReportWords): Promise<TemplateBlock[]> {
  const { caseRow, language } = facts;
  const lawFirmId = caseRow.lawFirmId;
  const date = (value: Date | string | null) =>
    value === null
      ? '—'
      : new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'medium' }).format(new Date(value));
  const money = (cents: number) =>
    new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', { style: 'currency', currency: 'USD' }).format(
      cents / 100,
    );
  const { files, leftOut } = facts;
  const shown = (section: ClosureSection) => !leftOut.includes(section);
  const [firm, team, bills, time, { steps, tasks, people }] = await Promise.all([
    repo.firmName(db, lawFirmId),
    repo.team(db, lawFirmId, caseRow.id),
    shown('invoices') ? repo.caseInvoices(db, lawFirmId, caseRow.id) : [],
    shown('time') ? repo.caseTime(db, lawFirmId, caseRow.id) : null,
    stepsTasksAndPeople(db, lawFirmId, caseRow.id),
  ]);
  const status = words.caseStatuses[caseRow.status as keyof ReportWords['caseStatuses']] ?? caseRow.status;

  const blocks: TemplateBlock[] = [
    heading(1, words.title(caseRow.title)),
    table([words.firm, words.client, words.status], [[firm, facts.clientName, status]]),
    paragraph(`${words.opened}: ${date(caseRow.createdAt)} · ${words.generated}: ${date(facts.now)}`),
  ];
  const sectionTitle: Record<ClosureSection, string> = {
    documents: words.documents,
    filled_forms: words.forms,
    invoices: words.invoices,
    time: words.time,
  };
  if (leftOut.length > 0) {
    blocks.push(
      paragraph(words.sectionsLeftOut(leftOut.map((section) => sectionTitle[section]).join(words.listSeparator))),
    );
  }
  if (caseRow.description) blocks.push(heading(2, words.description), paragraph(caseRow.description));

  blocks.push(heading(2, words.team));
  blocks.push(
    paragraph(`${words.teamLeads}: ${team.leads.map((p) => p.fullName).join(words.listSeparator) || words.none}`),
  );
  blocks.push(
    paragraph(`${words.members}: ${team.members.map((p) => p.fullName).join(words.listSeparator) || words.none}`),
  );

  if (steps.length > 0) {
    blocks.push(heading(2, words.steps));
    const shape = shapeOf(steps, tasks);
    const taskRows = (stepId: number) =>
      (shape.tasksOf.get(stepId) ?? []).map((task) => [
        task.title,
        words.taskStatuses[task.status],
        people.get(task.assigneeUserId ?? -1) ?? '—',
        date(task.dueAt),
        task.completedAt ? words.doneBy(people.get(task.completedByUserId ?? -1) ?? '—', date(task.completedAt)) : '—',
      ]);
    const head = [words.task, words.taskStatus, words.assignee, words.due, words.done];
    for (const step of shape.main) {
      blocks.push(heading(3, words.step(step.position, step.title)));
      const alternatives = shape.alternativesOf.get(step.id) ?? [];
      const taken = takenPathId(shape, step);
      for (const path of [step, ...alternatives]) {
        if (alternatives.length > 0) {
          blocks.push(
            paragraph(
              taken === path.id
                ? words.pathTaken(path.title)
                : taken === null
                  ? words.alternative(path.title)
                  : words.pathNotTaken(path.title),
            ),
          );
        }
        const rows = taskRows(path.id);
        if (rows.length > 0) blocks.push(table(head, rows));
      }
    }
  }

  const documents = files.filter((file) => file.filledFormId === null);
  const forms = files.filter((file) => file.filledFormId !== null);
  blocks.push(heading(2, words.documents));
  blocks.push(
    !shown('documents')
      ? paragraph(words.leftOut)
      : documents.length === 0
        ? paragraph(words.noDocuments)
        : table(
            [words.documents, words.version, words.updated],
            documents.map((d) => [d.title, String(d.version), date(d.updatedAt)]),
          ),
  );
  blocks.push(heading(2, words.forms));
  blocks.push(
    !shown('filled_forms')
      ? paragraph(words.leftOut)
      : forms.length === 0
        ? paragraph(words.noForms)
        : table(
            [words.form, words.formState, words.updated],
            forms.map((f) => [f.formTitle ?? f.title, f.flatten ? words.flattened : words.editable, date(f.updatedAt)]),
          ),
  );

  blocks.push(heading(2, words.invoices));
  if (!shown('invoices')) blocks.push(paragraph(words.leftOut));
  else if (bills.length === 0) blocks.push(paragraph(words.noInvoices));
  else {
    const total = bills.reduce((sum, b) => sum + b.totalCents, 0);
    const paid = bills.reduce((sum, b) => sum + b.paidCents, 0);
    blocks.push(
      table(
        [words.invoice, words.invoiceType, words.issued, words.total, words.paid, words.outstanding],
        [
          ...bills.map((b) => [
            b.number,
            b.type,
            date(b.dateIssued),
            money(b.totalCents),
            money(b.paidCents),
            money(b.totalCents - b.paidCents),
          ]),
          [words.totals, '', '', money(total), money(paid), money(total - paid)],
        ],
      ),
    );
  }

  const hours = (seconds: number) => words.hours((seconds / 3600).toFixed(2));
  blocks.push(heading(2, words.time));
  blocks.push(
    time === null
      ? paragraph(words.leftOut)
      : table(
          [words.allTime, words.billableTime, words.billableValue],
          [[hours(time.seconds), hours(time.billableSeconds), money(time.billableCents)]],
        ),
  );
  return blocks;
}
