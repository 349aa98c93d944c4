import { describe, expect, it } from 'vitest';
import { directoryNameSchema } from './document-directories.js';
import { FolderTree, folderNameSchema, folderPathKey } from './folders.js';

describe('folderNameSchema', () => {
  const rule = folderNameSchema({ maxLength: 5, slashMessage: 'no slashes' });

  it('trims the name and takes one to maxLength characters', () => {
    expect(rule.parse('  ab  ')).toBe('ab');
    expect(rule.safeParse('abcde').success).toBe(true);
    expect(rule.safeParse('abcdef').success).toBe(false);
    expect(rule.safeParse('   ').success).toBe(false);
  });

  it('refuses either slash with the message it is given', () => {
    for (const name of ['a/b', 'a\\b']) {
      const parsed = rule.safeParse(name);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('no slashes');
    }
  });

  it('gives the document folders (and so the form folders) a limit of 100 characters', () => {
    expect(directoryNameSchema.safeParse('x'.repeat(100)).success).toBe(true);
    expect(directoryNameSchema.safeParse('x'.repeat(101)).success).toBe(false);
    expect(directoryNameSchema.safeParse('a/b').error?.issues[0]?.message).toBe(
      'A folder name cannot contain / or \\.',
    );
  });
});

describe('FolderTree', () => {
  // Immigration (1) > Asylum (2) > 2024 (4); Family (3) at the root.
  const tree = new FolderTree([
    { id: 1, parentId: null, name: 'Immigration' },
    { id: 2, parentId: 1, name: 'Asylum' },
    { id: 3, parentId: null, name: 'Family' },
    { id: 4, parentId: 2, name: '2024' },
  ]);

  it('walks from the root down to the folder for breadcrumbs and paths', () => {
    expect(tree.ancestry(4)).toEqual([
      { id: 1, name: 'Immigration' },
      { id: 2, name: 'Asylum' },
      { id: 4, name: '2024' },
    ]);
    expect(tree.path(4)).toBe('/Immigration/Asylum/2024');
    expect(tree.path(3)).toBe('/Family');
    expect(tree.ancestry(99)).toEqual([]);
  });

  it('lists a folder and everything below it', () => {
    expect(tree.subtree(1).sort()).toEqual([1, 2, 4]);
    expect(tree.subtree(3)).toEqual([3]);
  });

  it('never lets a folder move into itself or below itself', () => {
    expect(tree.canMove(1, 1)).toBe(false);
    expect(tree.canMove(1, 2)).toBe(false);
    expect(tree.canMove(1, 4)).toBe(false);
    expect(tree.canMove(1, 3)).toBe(true);
    expect(tree.canMove(4, 1)).toBe(true);
    expect(tree.canMove(2, null)).toBe(true);
  });

  it('stops at a cycle instead of walking forever', () => {
    const looped = new FolderTree([
      { id: 1, parentId: 2, name: 'a' },
      { id: 2, parentId: 1, name: 'b' },
    ]);
    expect(looped.path(1)).toBe('/b/a');
    expect(looped.subtree(1).sort()).toEqual([1, 2]);
  });
});

describe('folderPathKey', () => {
  it('ignores the slashes at the ends, doubled slashes and case', () => {
    expect(folderPathKey('Intake//Family/')).toBe('/intake/family');
    expect(folderPathKey('/')).toBe('/');
  });
});
