/**
 * The sandbox's answer to a description: the public-library workflow closest to it by words. Each
 * workflow's words are its title, description and step titles plus its everyday keywords; a shared
 * word counts more the fewer workflows have it (so "marriage", found in two, outweighs "card", in three).
 */
import type { WorkflowDraft } from '@counsel/domain';
import type { LibraryEntry } from '../../platform/public-library.js';
import { LIBRARY_KEYWORDS, matchWords, tokenize } from './sandbox-words.js';

function wordsOf(entry: LibraryEntry): Set<string> {
  const { draft } = entry;
  const titles = draft.steps.flatMap((step) => [step.title, ...step.alternatives.map((alt) => alt.title)]);
  return new Set([
    ...tokenize([draft.title, draft.description, ...titles].join(' ')),
    ...(LIBRARY_KEYWORDS[entry.key] ?? []),
  ]);
}

export interface LibraryMatch {
  draft: WorkflowDraft;
  /** The library workflow's title. */
  basedOn: string;
}

/** The closest workflow; with no word in common, the first of the library (it is never empty). */
export function closestLibraryWorkflow(description: string, library: readonly LibraryEntry[]): LibraryMatch {
  const query = matchWords(description);
  const vocabularies = library.map(wordsOf);
  const documentFrequency = (word: string) => vocabularies.filter((words) => words.has(word)).length;
  let best = 0;
  let bestScore = 0;
  for (const [index, words] of vocabularies.entries()) {
    let score = 0;
    for (const word of query) if (words.has(word)) score += Math.log(1 + library.length / documentFrequency(word));
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  const entry = library[best]!;
  return { draft: entry.draft, basedOn: entry.draft.title };
}
