/** Whole sentences of the USCIS labels that do not decompose into glossary terms, per form. */
import { G28_SENTENCES_AR } from './uscis-sentences-g28-ar.js';
import { I130_SENTENCES_AR } from './uscis-sentences-i130-ar.js';
import { I485_SENTENCES_AR } from './uscis-sentences-i485-ar.js';
import { I485_ELIGIBILITY_SENTENCES_AR } from './uscis-sentences-i485-eligibility-ar.js';

export const ARABIC_SENTENCES: Record<string, string> = {
  ...G28_SENTENCES_AR,
  ...I130_SENTENCES_AR,
  ...I485_SENTENCES_AR,
  ...I485_ELIGIBILITY_SENTENCES_AR,
};
