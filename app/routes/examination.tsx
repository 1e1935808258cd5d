import { NoticeCard } from "../components/notice-card";
import { PageHeader } from "../components/page-header";
import { metaFor } from "../lib/page-meta";
import { examinationStrings } from "../lib/strings/info";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.examination);

/** Spec 2.1 and 2.6: a placeholder card. */
export default function ExaminationPage() {
  return (
    <>
      <PageHeader title={pages.examination.name} />
      <div className="container page-body">
        <NoticeCard heading={examinationStrings.placeholderHeading} text={examinationStrings.placeholder} />
      </div>
    </>
  );
}
