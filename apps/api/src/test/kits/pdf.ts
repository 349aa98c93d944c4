/** The real USCIS forms of the public library, read as test PDFs by the PDF engine's and the forms' suites. */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';

export const FORMS_ASSETS_DIR = loadConfig({}).formsAssetsDir;

export const uscisPdf = (file: 'g-28.pdf' | 'i-130.pdf' | 'i-485.pdf') =>
  fs.readFileSync(path.join(FORMS_ASSETS_DIR, 'uscis', file));
