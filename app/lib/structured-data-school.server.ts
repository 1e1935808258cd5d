/** Home's JSON-LD (issue 16): the School. */
import type { School, WithContext } from "schema-dts";
import type { ProfileRecord } from "#domain/api-records";
import { type SiteAddress, schemaContext } from "./structured-data.server";

export function schoolJsonLd(profile: ProfileRecord, site: SiteAddress, logo: string): WithContext<School> {
  return {
    "@context": schemaContext,
    "@type": "School",
    "@id": `${site.origin}/#school`,
    name: profile.name,
    url: `${site.origin}/`,
    logo,
    image: logo,
    telephone: profile.phone,
    email: profile.email,
    address: { "@type": "PostalAddress", streetAddress: profile.address, addressCountry: "IN" },
    sameAs: [profile.videoChannelUrl, profile.appStoreUrl, profile.playStoreUrl],
  };
}
