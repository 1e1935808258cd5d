import { samplePdfFrameHeightPx } from "#app/lib/constants.ts";
import { fileUrl } from "#app/lib/image-url.ts";
import { tcStrings } from "#app/lib/strings/tc.ts";
import { ExternalLink } from "./external-link";

const t = tcStrings;

/**
 * The sample certificate below the form (spec 2.7), in a frame 500 px high.
 * A link opens it too: phone browsers often cannot show a PDF inside a page.
 */
export function TcSample({ pdfPath }: { pdfPath: string | null }) {
  return (
    <section className="tc-sample" aria-labelledby="tc-sample-heading">
      <h2 id="tc-sample-heading">{t.sampleHeading}</h2>
      {pdfPath ? (
        <>
          <iframe src={fileUrl(pdfPath)} title={t.sampleTitle} height={samplePdfFrameHeightPx} loading="lazy" />
          <p>
            <ExternalLink href={fileUrl(pdfPath)} pdf>
              {t.sampleOpen}
            </ExternalLink>
          </p>
        </>
      ) : (
        <p>{t.sampleUnavailable}</p>
      )}
    </section>
  );
}
