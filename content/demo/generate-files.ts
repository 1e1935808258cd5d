/**
 * Regenerates the whole demo bundle: content.json, every attachment under files/
 * and the fixed static images under public/. Pictures are drawn as SVG in code and
 * encoded with sharp; PDFs are written by hand; the principal's video is drawn
 * frame by frame and joined by ffmpeg (apt-get install ffmpeg). Nothing is
 * downloaded, nothing depends on the clock, so a re-run gives byte-identical files.
 *
 *   npx tsx content/demo/generate-files.ts
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { Recipe } from "./content-data/registry";
import { buildDemo } from "./generate-content";
import { makePdf } from "./lib/pdf";
import { certificateSvg } from "./lib/pictures/certificate";
import { communicationPortalSvg } from "./lib/pictures/communication-portal";
import { crestSvg } from "./lib/pictures/crest";
import { mobileAppSvg } from "./lib/pictures/mobile-app";
import { parentPortalSvg } from "./lib/pictures/parent-portal";
import { placeholderSvg, silhouetteSvg } from "./lib/pictures/placeholders";
import { avatarSvg, portraitSvg } from "./lib/pictures/portraits";
import type { SceneKind } from "./lib/scenes/scene-kinds";
import { sceneSvg } from "./lib/scenes/scene-svg";
import { makePrincipalVideo, requireFfmpeg } from "./lib/video";

const root = path.dirname(fileURLToPath(import.meta.url));

/** The clubs' photo folders and how many each page shows (spec 2.6). */
export const clubPhotos: Record<string, { count: number; scenes: SceneKind[] }> = {
  green: { count: 2, scenes: ["garden"] },
  "english-literary": { count: 3, scenes: ["literary", "library", "literary"] },
  music: { count: 3, scenes: ["music"] },
  "performing-arts": { count: 16, scenes: ["stage", "dance", "dance", "stage"] },
  quest: { count: 15, scenes: ["quiz", "quiz", "trophy", "quiz", "exhibition"] },
  piccaso: { count: 14, scenes: ["art", "art", "exhibition", "art"] },
  ramanujan: { count: 8, scenes: ["math", "math", "classroom"] },
};

const slideScenes: SceneKind[] = [
  "campus",
  "assembly",
  "lab",
  "sports",
  "library",
  "stage",
  "computer",
  "exhibition",
  "dance",
  "garden",
  "classroom",
  "music",
  "trophy",
  "flag",
];

const clubTiles: Record<string, SceneKind> = {
  "english-literary": "literary",
  green: "garden",
  quest: "quiz",
  music: "music",
  sports: "sports",
  "performing-arts": "dance",
  ramanujan: "math",
  piccaso: "art",
};

/** Fixed encoder options: no metadata is kept, so no timestamps end up in the files. */
async function jpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
}

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

async function render(recipe: Recipe): Promise<Buffer> {
  switch (recipe.type) {
    case "scene":
      return jpeg(sceneSvg(recipe.scene, recipe.seed, recipe.width, recipe.height));
    case "portrait":
      return jpeg(portraitSvg(recipe.seed, recipe.kind));
    case "avatar":
      return jpeg(avatarSvg(recipe.seed, recipe.girl));
    case "certificate":
      return jpeg(certificateSvg(recipe.fields));
    case "pdf":
      return makePdf(recipe.doc);
    case "video":
      return makePrincipalVideo(recipe.clip);
  }
}

/** Every file under public/, by its fixed path. */
function publicPictures(): Map<string, () => Promise<Buffer>> {
  const pictures = new Map<string, () => Promise<Buffer>>();
  const two = (n: number) => String(n).padStart(2, "0");
  slideScenes.forEach((scene, index) => {
    pictures.set(`slides/slide-${two(index + 1)}.jpg`, () => jpeg(sceneSvg(scene, `slide-${index + 1}`, 1600, 700)));
  });
  for (const [club, { count, scenes }] of Object.entries(clubPhotos)) {
    for (let index = 1; index <= count; index++) {
      const scene = scenes[(index - 1) % scenes.length];
      pictures.set(`clubs/${club}/${two(index)}.jpg`, () => jpeg(sceneSvg(scene, `club-${club}-${index}`, 1000, 700)));
    }
  }
  for (const [club, scene] of Object.entries(clubTiles)) {
    pictures.set(`club-tiles/${club}.jpg`, () => jpeg(sceneSvg(scene, `tile-${club}`, 600, 400)));
  }
  pictures.set("placeholder.jpg", () => jpeg(placeholderSvg(800, 600)));
  pictures.set("principal-placeholder.jpg", () => jpeg(silhouetteSvg(400, 500)));
  pictures.set("avatar-placeholder.jpg", () => jpeg(silhouetteSvg(200, 200)));
  pictures.set("erp/parent-portal.jpg", () => jpeg(parentPortalSvg()));
  pictures.set("erp/communication-portal.jpg", () => jpeg(communicationPortalSvg()));
  pictures.set("erp/mobile-app.jpg", () => jpeg(mobileAppSvg()));
  pictures.set("about.jpg", () => jpeg(sceneSvg("campus", "about", 1200, 800)));
  pictures.set("logo.png", () => png(crestSvg(256)));
  return pictures;
}

async function write(file: string, data: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

async function main(): Promise<void> {
  sharp.concurrency(1);
  sharp.cache(false);
  requireFfmpeg();
  const { content, files } = buildDemo();
  await rm(path.join(root, "files"), { recursive: true, force: true });
  await rm(path.join(root, "public"), { recursive: true, force: true });
  await write(path.join(root, "content.json"), `${JSON.stringify(content, null, 2)}\n`);
  let count = 0;
  for (const [name, recipe] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    await write(path.join(root, "files", name), await render(recipe));
    count++;
  }
  const pictures = publicPictures();
  for (const [name, draw] of [...pictures].sort(([a], [b]) => a.localeCompare(b))) {
    await write(path.join(root, "public", name), await draw());
  }
  console.log(`content.json, ${count} files under files/, ${pictures.size} under public/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
