import { ErpFeatures } from "#app/components/erp-features.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { useSiteData } from "#app/components/use-site-data.ts";
import type { IslandHandle } from "#app/islands/names.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { erpSoftwarePage, erpStrings } from "#app/lib/strings/help.ts";
import "#app/components/prose.css";

export const meta = metaFor(erpSoftwarePage);

export const handle = { islands: ["dialogs"] } satisfies IslandHandle;

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
