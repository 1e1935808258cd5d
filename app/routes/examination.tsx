import { NoticeCard } from "#app/components/notice-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { metaFor } from "#app/lib/page-meta.ts";
import { examinationPage, examinationStrings } from "#app/lib/strings/info.ts";

export const meta = metaFor(examinationPage);

/** Spec 2.1 and 2.6: a placeholder card. */
export default function ExaminationPage() {
  return (
    <>
      <PageHeader title={examinationPage.name} />
      <div className="container page-body">
        <NoticeCard heading={examinationStrings.placeholderHeading} text={examinationStrings.placeholder} />
      </div>
    </>
  );
}
