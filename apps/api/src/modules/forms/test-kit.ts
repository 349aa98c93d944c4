/** The real USCIS forms of the public library, read for the forms suites. */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';

export const FORMS_ASSETS_DIR = loadConfig({}).formsAssetsDir;

export const uscisPdf = (file: 'g-28.pdf' | 'i-130.pdf' | 'i-485.pdf') =>
  fs.readFileSync(path.join(FORMS_ASSETS_DIR, 'uscis', file));

/** I-130's Part 2 family name of the petitioner (the client). */
export const I130_PETITIONER_FAMILY_NAME = 'form1[0].#subform[0].Pt2Line4a_FamilyName[0]';
