/**
 * A folder tree in memory: paths from the root, breadcrumbs, and the folders below one folder. Below the
 * modules: the document folders and the firm's form folders are both trees of this shape.
 */
import type { Breadcrumb } from '@counsel/domain';

/** The shape of a folder tree: enough to build paths, breadcrumbs and sub-trees in memory. */
export interface TreeNode {
  id: number;
  parentId: number | null;
  name: string;
}

export class FolderTree {
  private readonly byId: Map<number, TreeNode>;

  constructor(nodes: TreeNode[]) {
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
}
