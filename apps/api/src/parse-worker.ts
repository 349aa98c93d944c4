/**
 * The parser workers' entry (platform/parsing/pool.ts starts it): every parser task of the API, by
 * name. build.mjs bundles it beside server.js as dist/parse-worker.js; from the sources it runs
 * through tsx.
 */

import { noticePdfTask, noticePhotoTask } from './modules/case-receipts/notice-pages.js';
import { placeFieldsTask } from './modules/firm-forms/place-fields-pdf.js';
import { signatureDecodesTask, signedFormPdfTask } from './modules/form-sending/signed-pdf.js';
import { checklistTextTask } from './modules/workflow-drafts/checklist-text.js';
import { serveParserTasks } from './platform/parsing/task.js';
import { fillPdfFormTask, pdfFormFieldsTask } from './platform/pdf/pdf-tasks.js';

export default serveParserTasks([
  checklistTextTask,
  pdfFormFieldsTask,
  fillPdfFormTask,
  signatureDecodesTask,
  signedFormPdfTask,
  placeFieldsTask,
  noticePdfTask,
  noticePhotoTask,
]);
