/** Toggles one id of a selection. */
export const toggleOne = (selected: ReadonlySet<string>, id: string): Set<string> => {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** Toggles a group's ids: all chosen → none of them; otherwise all of them. */
export const toggleAll = (selected: ReadonlySet<string>, ids: readonly string[]): Set<string> => {
  const next = new Set(selected);
  const all = allChosen(selected, ids);
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
};

/** Whether a group's box is ticked: it has ids, and every one is chosen. */
export const allChosen = (selected: ReadonlySet<string>, ids: readonly string[]): boolean =>
  ids.length > 0 && ids.every((id) => selected.has(id));
