import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { MERGE_FIELD_CHIP_CLASS } from './merge-field-marks';
import { templateExtensions } from './template-extensions';

describe('merge-field chips in the template editor', () => {
  it('shows each placeholder left to right without changing the stored text', () => {
    const element = document.createElement('div');
    const html = '<p dir="rtl">مع خالص التحية، #User_full_name و #Law_Firm_name و #meeting_</p>';
    const editor = new Editor({ element, extensions: templateExtensions, content: html });
    const chips = [...element.querySelectorAll(`.${MERGE_FIELD_CHIP_CLASS}`)];
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('dir')])).toEqual([
      ['#User_full_name', 'ltr'],
      ['#Law_Firm_name', 'ltr'],
    ]);
    expect(editor.getHTML()).not.toContain(MERGE_FIELD_CHIP_CLASS);
    expect(editor.getHTML()).toContain('#User_full_name و #Law_Firm_name');
    editor.destroy();
  });
});
