/** The files the records name, each registered with the recipe that draws it. */
import type { PdfDocument } from "#content/demo/lib/pdf";
import type { PortraitKind } from "#content/demo/lib/pictures/bust";
import type { CertificateFields } from "#content/demo/lib/pictures/certificate";
import type { SceneKind } from "#content/demo/lib/scenes/scene-kinds";
import type { PrincipalClip } from "#content/demo/lib/video";
import { footer, issuerLine, school } from "./school";

export type Recipe =
  | { type: "scene"; scene: SceneKind; seed: string; width: number; height: number }
  | { type: "portrait"; seed: string; kind: PortraitKind }
  | { type: "avatar"; seed: string; girl: boolean }
  | { type: "pdf"; doc: PdfDocument }
  | { type: "certificate"; fields: CertificateFields }
  | { type: "video"; clip: PrincipalClip };

/** A number as two digits, for numbered file names. */
export const twoDigits = (n: number) => String(n).padStart(2, "0");

export class Registry {
  readonly files = new Map<string, Recipe>();

  /** Registers `name`; registering it again is fine only with the same recipe. */
  register(name: string, recipe: Recipe): string {
    const known = this.files.get(name);
    if (known && JSON.stringify(known) !== JSON.stringify(recipe)) throw new Error(`${name} registered twice`);
    this.files.set(name, recipe);
    return name;
  }

  /** A scene picture, seeded by its own name. */
  photo(name: string, scene: SceneKind, width = 1200, height = 800): string {
    return this.register(name, { type: "scene", scene, seed: name, width, height });
  }

  /** A one-page PDF on the school's letterhead; `language` goes in its catalog when given. */
  pdf(name: string, title: string, lines: string[], language?: string): string {
    const doc = { issuer: school.name, issuerLine, title, lines, footer, ...(language ? { language } : {}) };
    return this.register(name, { type: "pdf", doc });
  }

  /** Photo `index` (from 1) of an album registered before. */
  albumPhoto(id: string, index = 1): string {
    const name = `gallery/${id}/${twoDigits(index)}.jpg`;
    if (!this.files.has(name)) throw new Error(`no such album photo: ${name}`);
    return name;
  }
}
