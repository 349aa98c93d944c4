/**
 * Every "open document" action of /doc-management goes through here, so the viewers (built
 * separately) replace one function. Until then, opening a document downloads its current version.
 */
import type { Document } from '@counsel/domain';
import { downloadDocument } from '../use-documents';

export function openDocument(document: Document): Promise<void> {
  return downloadDocument(document);
}
