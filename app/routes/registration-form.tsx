import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.registrationForm);

export default function RegistrationFormPage() {
  return <ComingSoon page={pages.registrationForm} />;
}
