import type { DisclosureHealthAnswer } from "#domain/disclosure-health";

const headings = {
  expired: "Expired",
  expiring: "Expiring within 60 days",
  broken: "Broken links",
  missing: "Missing",
  stale: "Older than a year",
  figure: "Outside CBSE's norms",
} as const;
const order = ["expired", "expiring", "broken", "missing", "stale", "figure"] as const;

/**
 * The Mandatory Public Disclosure's health panel (issue 25), above its form: the published
 * disclosure's problems grouped by what is wrong, the most urgent first, each linking to its
 * field; and the annual report reminder when one is due.
 */
export function DisclosureHealth({ health }: { health: DisclosureHealthAnswer }) {
  const { problems, reminder } = health;
  return (
    <section className="admin-health" aria-labelledby="disclosure-health">
      <h2 id="disclosure-health">Health of the published disclosure</h2>
      {reminder && (
        <p className={reminder.overdue ? "admin-alert" : "admin-notice"} role="note">
          {reminder.text}
        </p>
      )}
      {problems.length === 0 ? (
        <p>Nothing is missing, expired, old or broken.</p>
      ) : (
        order.map((kind) => {
          const found = problems.filter((problem) => problem.kind === kind);
          if (found.length === 0) return null;
          return (
            <div key={kind}>
              <h3>
                {headings[kind]} ({found.length})
              </h3>
              <ul>
                {found.map((problem) => (
                  <li key={`${problem.field}-${problem.message}`}>
                    <a href={`#field-${problem.field}`}>{problem.message}</a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
