import { ErpFeatures } from "../components/erp-features";
import { ExternalLink } from "../components/external-link";
import { PageHeader } from "../components/page-header";
import { useSiteData } from "../components/use-site-data";
import { metaFor } from "../lib/page-meta";
import { erpSoftwarePage, erpStrings } from "../lib/strings/help";
import "../components/prose.css";

export const meta = metaFor(erpSoftwarePage);

/** The vendor of the school-management software (spec 2.6): fixed text, the vendor from the profile. */
export default function ErpSoftwarePage() {
  const { profile, schoolCode } = useSiteData();
  return (
    <>
      <PageHeader title={erpSoftwarePage.name} />
      <div className="container page-body">
        <div className="prose">
          {profile ? (
            <p>
              <strong>{profile.vendorName}</strong> {erpStrings.introSuffix}
            </p>
          ) : (
            <p>{erpStrings.introGeneric}</p>
          )}
          {profile && (
            <p>
              <ExternalLink href={profile.vendorUrl}>{erpStrings.vendorLink}</ExternalLink>
            </p>
          )}
        </div>
        <ErpFeatures schoolCode={schoolCode} />
      </div>
    </>
  );
}
