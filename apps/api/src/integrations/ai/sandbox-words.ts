/**
 * Words for the sandbox's matching of a description to the public library: tokenising English and
 * Arabic, a few words to ignore, an Arabic-to-English glossary (the library is written in English) and,
 * per library workflow, the everyday words people use for that kind of case but its text lacks
 * ("my wife" for a family petition). A stand-in for a model, not a model.
 */

const ENGLISH_STOPWORDS = new Set(
  'a an the and or of for to in on at by with my our his her their your me we i he she they it is are was be been need needs want wants would like help case please this that from about into get so as do does'.split(
    ' ',
  ),
);
const ARABIC_STOPWORDS = new Set([
  'في',
  'من',
  'على',
  'الى',
  'عن',
  'مع',
  'هذا',
  'هذه',
  'ان',
  'او',
  'ثم',
  'لي',
  'الي',
  'اريد',
  'نريد',
  'بعد',
  'قبل',
]);

/** Arabic letters folded to one spelling: no diacritics, one alef, taa marbuta as haa, alef maqsura as yaa. */
function foldArabic(word: string): string {
  return word
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

/** Lower-cased words of a text; a form number ("I-130", "i 130") is one word ("i130"). */
export function tokenize(text: string): string[] {
  const joined = text.toLowerCase().replace(/\b([a-z])[\s-]?(\d{3})\b/g, '$1$2');
  const words = joined.match(/[a-z0-9]+|[\u0600-\u06FF]+/g) ?? [];
  return words
    .map((word) => (/[\u0600-\u06FF]/.test(word) ? foldArabic(word) : word))
    .filter((word) => word.length > 1 && !ENGLISH_STOPWORDS.has(word) && !ARABIC_STOPWORDS.has(word));
}

/** Arabic stems (folded) and the English words they stand for. */
const ARABIC_GLOSSARY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['زوج', ['spouse', 'wife', 'husband']],
  ['زواج', ['marriage']],
  ['متزوج', ['married']],
  ['بطاقه', ['card']],
  ['خضراء', ['green']],
  ['اقامه', ['residence', 'resident']],
  ['دائم', ['permanent']],
  ['جنسيه', ['citizenship', 'naturalization']],
  ['تجنس', ['naturalization']],
  ['مواطن', ['citizen']],
  ['لجوء', ['asylum']],
  ['لاجئ', ['asylum', 'refugee']],
  ['اضطهاد', ['persecution']],
  ['عمل', ['employment', 'work']],
  ['وظيف', ['employment', 'job']],
  ['مصلحه', ['interest']],
  ['وطنيه', ['national']],
  ['شروط', ['conditions']],
  ['مشروط', ['conditional']],
  ['ازاله', ['removal']],
  ['رفع', ['removal']],
  ['والد', ['parent']],
  ['ابن', ['child', 'son']],
  ['بنت', ['daughter']],
  ['اخت', ['sister']],
  ['اخو', ['brother']],
  ['عائل', ['family']],
  ['اسر', ['family']],
  ['قريب', ['relative']],
  ['اقارب', ['relative']],
  ['تعديل', ['adjustment']],
  ['وضع', ['status']],
  ['تاشير', ['visa']],
  ['قنصل', ['consular']],
  ['سفار', ['embassy']],
  ['مقابل', ['interview']],
  ['التماس', ['petition']],
  ['كفال', ['sponsor', 'petition']],
];

const ARABIC_PREFIXES = ['وال', 'بال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل', 'ك'];

/** A folded Arabic word as English words, trying it with and without a leading article or particle. */
function glossArabic(word: string): string[] {
  const forms = [word, ...ARABIC_PREFIXES.filter((p) => word.startsWith(p)).map((p) => word.slice(p.length))];
  const english = new Set<string>();
  for (const form of forms) {
    for (const [stem, words] of ARABIC_GLOSSARY) if (form.startsWith(stem)) for (const w of words) english.add(w);
  }
  return [...english];
}

/** The words a description is matched with: its own, and the English of its Arabic ones. */
export function matchWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of tokenize(text)) {
    words.add(word);
    if (/[\u0600-\u06FF]/.test(word)) for (const english of glossArabic(word)) words.add(english);
  }
  return words;
}

/** Everyday words for each public workflow (by its file's key) that its own text does not use. */
export const LIBRARY_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'family-petition-i130': [
    'wife',
    'husband',
    'spouse',
    'marriage',
    'married',
    'fiance',
    'parent',
    'mother',
    'father',
    'child',
    'son',
    'daughter',
    'brother',
    'sister',
    'sibling',
    'relative',
    'family',
    'sponsor',
    'green',
    'card',
    'i130',
  ],
  'adjustment-of-status-i485': ['adjust', 'adjustment', 'status', 'green', 'card', 'permanent', 'residence', 'i485'],
  'naturalization-n400': ['citizen', 'citizenship', 'naturalize', 'naturalization', 'passport', 'oath', 'n400'],
  'removal-of-conditions-i751': ['conditions', 'conditional', 'remove', 'removal', 'two', 'year', 'i751'],
  'asylum-i589': ['asylum', 'refugee', 'persecution', 'persecuted', 'fear', 'i589'],
  'employment-niw-i140': [
    'employment',
    'job',
    'work',
    'employer',
    'national',
    'interest',
    'waiver',
    'niw',
    'eb2',
    'i140',
  ],
};
