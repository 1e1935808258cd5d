import { DisclosurePage, type DisclosureView } from "#app/components/disclosure/disclosure-page.tsx";
import { metaFor } from "#app/lib/page-meta.ts";
import { disclosurePage } from "#app/lib/strings/disclosure.ts";
import { siteOf } from "#app/load-context.ts";
import { formatBytes } from "#domain/media-rules";
import type { Route } from "./+types/mandatory-public-disclosure";

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const record = await site.content.disclosure();
  if (!record) return { disclosure: null };
  // Each document's size, so a parent on a phone knows before opening it (the file store's, in the process).
  const documents = await Promise.all(
    record.documents.map(async (document) => ({
      ...document,
      size:
        document.file === null
          ? null
          : await site.content.fileSize(document.file).then((bytes) => (bytes === null ? null : formatBytes(bytes))),
    })),
  );
  const disclosure: DisclosureView = { ...record, documents };
  return { disclosure };
}

export const meta = metaFor(disclosurePage);

/** CBSE's Mandatory Public Disclosure (issue 25), linked from every page's header and footer. */
export default function MandatoryPublicDisclosureRoute({ loaderData }: Route.ComponentProps) {
  return <DisclosurePage disclosure={loaderData.disclosure} />;
}
