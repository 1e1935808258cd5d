import type { FieldProblem } from "#domain/editing/draft-checks";
import type { FieldErrors } from "#domain/editing/editable-kinds";

/** An editing action refused: the status and plain words the API answers, with what is at fault. */
export class EditingError extends Error {
  /** Told by its name in the admin area, which is bundled apart from the server. */
  override readonly name = "EditingError";
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422 | 429,
    readonly code: string,
    message: string,
    readonly details: { fields?: FieldErrors; problems?: FieldProblem[] } = {},
  ) {
    super(message);
  }
}
