/**
 * The selection of a server-paged picker (time entries, payments): kept by id so it survives paging
 * and searching, with the page's select-all state. Rows already on the invoice (`excluded`) are shown
 * but cannot be chosen.
 */
import { useState } from 'react';

export function usePickerSelection<T extends { id: number }>(rows: readonly T[], excluded: ReadonlySet<number>) {
  const [selected, setSelected] = useState<ReadonlyMap<number, T>>(new Map());
  const selectable = rows.filter((row) => !excluded.has(row.id));
  const chosen = selectable.filter((row) => selected.has(row.id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const toggle = (items: readonly T[], on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      for (const item of items) {
        if (on) next.set(item.id, item);
        else next.delete(item.id);
      }
      return next;
    });
  return {
    selected,
    toggle,
    /** The select-all checkbox of the page (PickerTable's `selectAll`, without its label). */
    pageState: {
      checked: allChosen,
      indeterminate: chosen.length > 0 && !allChosen,
      disabled: selectable.length === 0,
      onChange: (on: boolean) => toggle(selectable, on),
    },
  };
}
