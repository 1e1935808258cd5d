import type { ItemSummary } from "#domain/editing/editing-records";

const labels: Record<ItemSummary["status"], string> = {
  draft: "Draft",
  "in review": "In review",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
  trash: "In the trash",
};

/** Where an item stands, in words (never colour alone), and whether changes wait to be published. */
export function StatusBadge({ status, hasChanges }: { status: ItemSummary["status"]; hasChanges?: boolean }) {
  return (
    <span className="admin-status-line">
      <span className={`admin-status admin-status-${status.replace(" ", "-")}`}>{labels[status]}</span>
      {hasChanges && <span className="admin-status admin-status-changes">Changes not yet published</span>}
    </span>
  );
}
