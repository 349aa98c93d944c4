/**
 * Folders as one capability: document folders (/doc-management) and the firm's form folders
 * (/forms/law-firm-forms) are the same nested tree under a firm, with the same name rule, breadcrumbs,
 * paths and move rule. What differs between them (messages, the name limit, how the root is named in a
 * call) is passed in by each side, so the rules here never name either.
 */
import { z } from 'zod';
import { trimmed } from './common.js';

/** What a folder name may be: its longest length and the message for a slash. */
export interface FolderNameRule {
  maxLength: number;
  slashMessage: string;
}

/** Spec §5: a directory name is at least 1 character after trimming; slashes would break its path. */
export const folderNameSchema = (rule: FolderNameRule) =>
  trimmed(1, rule.maxLength).refine((value) => !/[/\\]/.test(value), rule.slashMessage);

export const breadcrumbSchema = z.object({ id: z.number().int(), name: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** A folder as the tree needs it: enough to build paths, breadcrumbs and sub-trees in memory. */
export interface FolderNode {
  id: number;
  parentId: number | null;
  name: string;
}

/** A firm's folder tree in memory: a firm has hundreds of folders, not millions, so one read builds it. */
export class FolderTree {
  private readonly byId: Map<number, FolderNode>;

  constructor(nodes: readonly FolderNode[]) {
    this.byId = new Map(nodes.map((node) => [node.id, node]));
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** Root first, the folder itself last. The guard stops at a cycle, which the move rule never lets happen. */
  ancestry(id: number): Breadcrumb[] {
    const chain: Breadcrumb[] = [];
    const seen = new Set<number>();
    for (let node = this.byId.get(id); node && !seen.has(node.id); node = this.byId.get(node.parentId ?? -1)) {
      seen.add(node.id);
      chain.unshift({ id: node.id, name: node.name });
    }
    return chain;
  }

  /** From the root, e.g. "/Immigration/Asylum". */
  path(id: number): string {
    return `/${this.ancestry(id)
      .map((crumb) => crumb.name)
      .join('/')}`;
  }

  /** The folder and every folder below it. */
  subtree(id: number): number[] {
    const children = new Map<number, number[]>();
    for (const node of this.byId.values()) {
      if (node.parentId === null) continue;
      children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
    }
    const found = new Set<number>();
    const queue = [id];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (found.has(next)) continue;
      found.add(next);
      queue.push(...(children.get(next) ?? []));
    }
    return [...found];
  }

  /** True when `candidate` is `id` or lies below it. */
  isWithin(candidate: number, id: number): boolean {
    return this.ancestry(candidate).some((crumb) => crumb.id === id);
  }

  /** The move rule: a folder may go to the root or any folder but itself and those below it. */
  canMove(id: number, parentId: number | null): boolean {
    return parentId === null || !this.isWithin(parentId, id);
  }
}

/** A folder path as compared: one leading slash, none at the end or doubled, case ignored. */
export const folderPathKey = (path: string) => `/${path.split('/').filter(Boolean).join('/')}`.toLowerCase();
