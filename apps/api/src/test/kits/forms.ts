/** The real USCIS forms of the public library, read for the forms suites. */
export { FORMS_ASSETS_DIR, uscisPdf } from './pdf.js';

/** I-130's Part 2 family name of the petitioner (the client). */
export const I130_PETITIONER_FAMILY_NAME = 'form1[0].#subform[0].Pt2Line4a_FamilyName[0]';
