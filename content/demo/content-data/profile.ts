/** The school's profile: contact details, links and the documents it points to. */
import type { BundleInput } from "#domain/content-schema";
import type { buildDocuments } from "./documents";
import { school } from "./school";

export function buildProfile(
  documents: ReturnType<typeof buildDocuments>,
  principalVideo: string,
): BundleInput["profile"] {
  return {
    name: school.name,
    shortName: school.shortName,
    blurb:
      "Sunrise Valley Public School, Kesarganj, is a co-educational English-medium senior secondary school affiliated to CBSE, New Delhi. Since 1998 it has helped children from Playgroup to Class XII grow into curious, kind and confident young people through sound academics, sports, clubs and the arts.",
    board: "CBSE",
    affiliation: school.affiliation,
    address: school.address,
    phone: school.phone,
    email: school.email,
    helpDeskEmail: "helpdesk@portal.example.in",
    portalUrl: "https://portal.example.in",
    appStoreUrl: "https://apps.example.in/ios/gyanpath-parent",
    playStoreUrl: "https://apps.example.in/android/gyanpath-parent",
    videoChannelUrl: "https://videos.example.in/sunrise-valley",
    mapEmbedUrl:
      "https://www.openstreetmap.org/export/embed.html?bbox=82.6710%2C25.7380%2C82.7010%2C25.7560&layer=mapnik",
    vendorName: "Gyanpath EduSoft Pvt. Ltd.",
    vendorUrl: "https://www.gyanpath.example.in",
    admissionGuidelinesPdf: documents.admissionGuidelines,
    sessionCalendarPdf: documents.sessionCalendar,
    sampleCertificatePdf: documents.sampleCertificate,
    principalVideo,
  };
}
