/**
 * Lets a route's action answer a document POST with a whole response, such
 * as a file download, instead of the page. React Router turns whatever an
 * action returns into page data and renders the page; only a redirect passes
 * through. So the action returns `documentAnswer(response)`, and the server
 * entry (app/entry.server.tsx) sends that response in place of the page.
 */
const key = Symbol.for("school-website.document-answer");

export type DocumentAnswer = { readonly [key]: Response };

export function documentAnswer(response: Response): DocumentAnswer {
  return { [key]: response };
}

/** The response one of the actions asked to send, if any. */
export function documentAnswerIn(actionData: Record<string, unknown> | null | undefined): Response | undefined {
  for (const value of Object.values(actionData ?? {})) {
    if (typeof value === "object" && value !== null && key in value) {
      const response = (value as DocumentAnswer)[key];
      if (response instanceof Response) return response;
    }
  }
  return undefined;
}
