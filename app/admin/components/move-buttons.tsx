/**
 * Move up / Move down for the thing at `index` of a list whose form reads `intent` "up:i" or
 * "down:i" (the album's photos, the hero slides): the keyboard's way to reorder, beside dragging.
 * `idPrefix` names the buttons (`<prefix>-up-<i>`), so the page can give the moved one the focus.
 */
export function MoveButtons({
  index,
  idPrefix,
  what,
  disabled,
}: {
  index: number;
  idPrefix: string;
  /** How a screen reader tells the buttons apart: "photo", "slide". */
  what: string;
  disabled: boolean;
}) {
  return (
    <div className="admin-photo-moves">
      {(["up", "down"] as const).map((way) => (
        <button
          key={way}
          type="submit"
          name="intent"
          value={`${way}:${index}`}
          id={`${idPrefix}-${way}-${index}`}
          disabled={disabled}
          className="admin-button admin-button-small admin-button-secondary"
        >
          Move {way}
          <span className="visually-hidden">
            {" "}
            {what} {index + 1}
          </span>
        </button>
      ))}
    </div>
  );
}
