/** The id in a direct kind's address for an item not made yet: its empty form (decision 0090). */
export const newItemId = "new";

/** The names a photo field's own inputs take beside its stored value. */
export const photoInputs = (name: string) => ({ upload: `${name}.upload`, remove: `${name}.remove` });
