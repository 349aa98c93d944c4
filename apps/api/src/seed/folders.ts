/** Plants a demo folder tree through the folder SQL both folder kinds share, root first. */
import type { DbOrTx } from '../db/client.js';
import type { FolderRepository } from '../db/folders.js';

export interface DemoFolderTree<T> {
  name: string;
  children?: T[];
}

/** `fill` files the folder's demo contents once the folder exists. */
export async function plantFolders<T extends DemoFolderTree<T>>(
  tx: DbOrTx,
  folders: FolderRepository,
  owner: { lawFirmId: number; userId: number },
  tree: T[],
  fill: (folder: T, id: number) => Promise<void>,
  parentId: number | null = null,
): Promise<void> {
  for (const folder of tree) {
    const row = await folders.insert(tx, { ...owner, parentId, name: folder.name });
    await fill(folder, row.id);
    await plantFolders(tx, folders, owner, folder.children ?? [], fill, row.id);
  }
}
