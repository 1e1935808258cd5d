import type { FieldProblem } from "#domain/editing/draft-checks";
import type { FieldErrors } from "#domain/editing/editable-kinds";

/** An editing action refused: the status and plain words the API answers, with what is at fault. */
export class EditingError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    readonly code: string,
    message: string,
    readonly details: { fields?: FieldErrors; problems?: FieldProblem[] } = {},
  ) {
    super(message);
  }
}
