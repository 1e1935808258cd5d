import { redirect } from "react-router";

/** The album screens are the generic editor's now (decision 0101): an old bookmark lands on the albums' list. */
export function loader() {
  return redirect("/admin/content/galleries", 301);
}
