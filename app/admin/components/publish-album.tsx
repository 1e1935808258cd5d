import { Form } from "react-router";
import type { PublishOutcome } from "#app/admin/lib/media-api.server.ts";

type Props = {
  canPublish: boolean;
  publishedAt: string | null;
  busy: boolean;
  outcome?: PublishOutcome;
  /** Each photo's place in the list by its stored path, to link a problem to its description field. */
  placeOf: ReadonlyMap<string, number>;
  /** Opens the describing sheet at a photo a refusal names (the link's own target is its tile). */
  onDescribe: (place: number) => void;
};

/** Publishing: refused, with every photo at fault linked to its description in the sheet, until each photo is described or decorative. */
export function PublishAlbum({ canPublish, publishedAt, busy, outcome, placeOf, onDescribe }: Props) {
  return (
    <section aria-labelledby="publish-heading">
      <h2 id="publish-heading">Publish</h2>
      <p>
        {publishedAt
          ? "This album is on the site. Publish again to show changes to its title, date, club page, order or cover."
          : "This album is not on the site yet."}
      </p>
      {outcome && !outcome.ok && (
        <div className="admin-alert" role="alert">
          <p>{outcome.message}</p>
          {outcome.problems.length > 0 && (
            <ul>
              {outcome.problems.map((problem) => {
                const place = problem.file ? placeOf.get(problem.file) : undefined;
                return (
                  <li key={`${problem.code}-${problem.file}`}>
                    {place === undefined ? (
                      problem.message
                    ) : (
                      <a
                        href={`#photo-${place}`}
                        onClick={(event) => {
                          event.preventDefault();
                          onDescribe(place);
                        }}
                      >
                        {problem.message}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      {outcome?.ok && (
        <p className="admin-notice" role="status">
          Published. <a href={outcome.path}>See the album on the site</a>.
        </p>
      )}
      {canPublish ? (
        <Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <button type="submit" className="admin-button" disabled={busy}>
            {publishedAt ? "Publish again" : "Publish album"}
          </button>
        </Form>
      ) : (
        <p>An editor publishes albums; your role prepares them.</p>
      )}
    </section>
  );
}
