import { imageUrl, publicPath } from "#app/lib/image-url.ts";
import { erpStrings } from "#app/lib/strings/help.ts";
import { dialogOpener, ModalDialog } from "./modal-dialog";
import { ResponsiveImage } from "./responsive-image";
import "./erp-features.css";

/** The three products of spec 2.6, each with a screenshot from the school's public images. */
const features = [
  { key: "parentPortal", image: "erp/parent-portal.jpg" },
  { key: "communicationPortal", image: "erp/communication-portal.jpg" },
  { key: "mobileApp", image: "erp/mobile-app.jpg" },
] as const;

/** Size of the screenshots in the school's public folder. */
const shot = { width: 1200, height: 750 } as const;

/**
 * Each screenshot is a link to the full image, so it works without
 * JavaScript; with it, the dialogs island opens the image in its modal dialog
 * instead (focus moves in and is kept there, Escape closes, focus returns to
 * the link). The large image is in the dialog's <template>: fetched at opening.
 */
export function ErpFeatures({ schoolCode }: { schoolCode: string }) {
  return (
    <>
      <div className="erp-features">
        {features.map((feature, index) => {
          const text = erpStrings.features[feature.key];
          const path = publicPath(schoolCode, feature.image);
          return (
            <section key={feature.key} className="erp-feature">
              <h2>{text.heading}</h2>
              <p>{text.text}</p>
              <a className="erp-feature__zoom" href={imageUrl(path)} {...dialogOpener(`erp-${feature.key}`)}>
                <ResponsiveImage
                  path={path}
                  fallback={path}
                  alt={text.alt}
                  {...shot}
                  sizes="16rem"
                  widths={[320, 480, 640]}
                  // The first screenshot is the largest paint on a phone (it starts about 580 px down):
                  // requested by the preload scanner at high priority rather than after layout.
                  priority={index === 0}
                />
                <span className="visually-hidden"> ({erpStrings.enlarge})</span>
              </a>
            </section>
          );
        })}
      </div>
      {features.map((feature) => {
        const text = erpStrings.features[feature.key];
        const path = publicPath(schoolCode, feature.image);
        return (
          <ModalDialog
            key={feature.key}
            id={`erp-${feature.key}`}
            titleId={`erp-${feature.key}-title`}
            title={text.heading}
            closeLabel={erpStrings.closeImage}
            className="image-dialog"
          >
            <template>
              <ResponsiveImage
                path={path}
                fallback={path}
                alt={text.alt}
                {...shot}
                sizes="(max-width: 800px) 90vw, 46rem"
                widths={[480, 640, 960, 1280]}
                priority
              />
            </template>
          </ModalDialog>
        );
      })}
    </>
  );
}
