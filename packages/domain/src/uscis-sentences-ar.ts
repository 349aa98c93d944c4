/** Whole sentences of the USCIS labels that do not decompose into glossary terms, per form. */
import { G28_SENTENCES_AR } from './uscis-sentences-g28-ar.js';
import { I130_SENTENCES_AR } from './uscis-sentences-i130-ar.js';

export const ARABIC_SENTENCES: Record<string, string> = { ...G28_SENTENCES_AR, ...I130_SENTENCES_AR };
