import { Link } from "react-router";

/** The way back from a records screen to the list of records. */
export function RecordsCrumb() {
  return (
    <p>
      <Link to="/admin/records">Records</Link>
    </p>
  );
}
