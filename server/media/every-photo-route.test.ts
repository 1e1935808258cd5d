import { zipSync } from "fflate";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "#tests/api-fixture";
import { tempDir } from "#tests/fixtures/make-bundle";
import { phonePhoto } from "#tests/photo-fixture";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

/**
 * Issue 21: every picture staff send, by any route, is stored upright, at most 2560 px and
 * without its metadata (decision 0080). Each route gets the same phone photo: 3200 × 2400 as the
 * sensor wrote it, EXIF orientation 6, a camera make and model and a GPS position; the test reads
 * back the bytes the public image service serves for it.
 */

let t: TestApi;
let owner: string;
beforeEach(async () => {
  t = await createTestApi({ DATA_DIR: tempDir("every-photo-route") });
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  owner = await signIn(t.app, "principal@school.example");
});

const base = "/api/admin/schools/test";

/** The sensor's picture is 3200 × 2400 with a blue band on its left; upright it is 2400 × 3200, band on top. */
let colour = 0;
function gpsPhoto(): Promise<Buffer> {
  // A new background each time, so no route answers "already uploaded" with an earlier file.
  colour += 1;
  return phonePhoto({ width: 3200, height: 2400, background: `#c8${colour.toString(16).padStart(2, "0")}0a` });
}

function sendJson(method: string, route: string, body?: unknown) {
  return t.app.request(`${base}${route}`, {
    method,
    headers: { ...sameSite, cookie: owner, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function sendForm(method: string, route: string, fields: Record<string, string | File | File[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const entry of Array.isArray(value) ? value : [value]) form.append(key, entry);
  }
  return t.app.request(`${base}${route}`, { method, headers: { ...sameSite, cookie: owner }, body: form });
}

function sendBytes(route: string, name: string, bytes: Uint8Array) {
  return t.app.request(`${base}${route}`, {
    method: "POST",
    headers: { ...sameSite, cookie: owner, "x-file-name": name },
    body: new Blob([new Uint8Array(bytes)]),
  });
}

const asFile = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

/** An upload through the photo upload route, as every file field of the edit screens sends it; its stored path. */
async function uploadPhoto(query = ""): Promise<string> {
  const response = await sendBytes(`/media/photos${query}`, "IMG_0001.jpg", await gpsPhoto());
  expect(response.status).toBe(201);
  return (await response.json()).file.path;
}

/** A content item's working values, as the edit screen reads them back. */
async function saved(kind: string, id: string): Promise<Record<string, unknown>> {
  const response = await sendJson("GET", `/content/${kind}/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

async function createItem(kind: string, values: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await sendJson("POST", `/content/${kind}`, { values });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return saved(kind, (await response.json()).id);
}

function firstPath(value: unknown): string {
  const paths = Array.isArray(value) ? value : [value];
  expect(typeof paths[0]).toBe("string");
  return paths[0] as string;
}

/** The public look-up of a certificate, as the /Tc form sends it: its stored path. */
async function certificatePath(admission: string, name: string): Promise<string> {
  const response = await t.app.request("/api/tc/test", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ admission, name }),
  });
  const path = (await response.json()).data;
  expect(path).toMatch(/^tc\/[0-9a-f]{32}\.jpg$/);
  return path;
}

const topperFields = {
  name: "Meera Joshi",
  class: "XII",
  division: "99.2%",
  stream: "Science",
  sessionYear: "2025-2026",
};

/** Each route: how a photo gets in, and the path the image service then serves it at. */
const routes: Array<{ route: string; send: () => Promise<string>; frame?: { width: number; height: number } }> = [
  {
    route: "a topper added (photo field: POST /media/photos, then POST /content/toppers)",
    send: async () => {
      const path = await uploadPhoto();
      const data = await createItem("toppers", { ...topperFields, attachments: JSON.stringify([path]) });
      return firstPath(data.attachments);
    },
  },
  {
    route: "a topper's photo replaced (photo field: POST /media/photos, then PUT /content/toppers/{id})",
    send: async () => {
      const path = await uploadPhoto();
      const fields = { name: "Percent", class: "XII", division: "95%", stream: "", sessionYear: "2024-2025" };
      const response = await sendJson("PUT", "/content/toppers/t-95", {
        values: { ...fields, attachments: JSON.stringify([path]) },
      });
      expect(response.status).toBe(200);
      return firstPath((await saved("toppers", "t-95")).attachments);
    },
  },
  {
    route: "a hero slide (POST /hero-slides/{slot})",
    send: async () => {
      const response = await sendBytes("/hero-slides/2", "gate.jpg", await gpsPhoto());
      expect(response.status).toBe(200);
      return (await response.json()).slide.path;
    },
    frame: { width: 1920, height: 840 },
  },
  {
    route: "an album's photo (photos widget: POST /media/photos, then POST /content/galleries)",
    send: async () => {
      const path = await uploadPhoto();
      const data = await createItem("galleries", {
        title: "Sports Day",
        date: "2026-11-14",
        category: "Activity",
        attachments: JSON.stringify([path]),
      });
      return firstPath(data.attachments);
    },
  },
  {
    route: "the principal's photo (file field, POST /media/photos)",
    send: async () => {
      const path = await uploadPhoto();
      const response = await sendJson("PUT", "/content/principalMessages/pm", {
        values: {
          name: "Dr. A",
          category: "Principal",
          message: "<p>Welcome</p>",
          attachments: JSON.stringify([path]),
        },
      });
      expect(response.status).toBe(200);
      return firstPath((await saved("principalMessages", "pm")).attachments);
    },
  },
  {
    route: "a notification's picture (file field, POST /media/photos)",
    send: async () => {
      const path = await uploadPhoto();
      const data = await createItem("notifications", {
        title: "Holiday",
        desc: "The school is closed on Monday.",
        image: JSON.stringify([path]),
      });
      return firstPath(data.image);
    },
  },
  {
    route: "an event's photos (file field, POST /media/photos)",
    send: async () => {
      const path = await uploadPhoto();
      const data = await createItem("events", {
        title: "Sports Day",
        date: "2026-12-01",
        images: JSON.stringify([path]),
      });
      return firstPath(data.images);
    },
  },
  {
    route: "a picture in rich text (the editor's Picture panel, an uploaded photo's address)",
    send: async () => {
      const path = await uploadPhoto();
      const data = await createItem("news", {
        title: "Annual Day",
        fromDate: "2026-11-20",
        description: `<figure><img src="/api/image/${path}" alt="The choir on stage"></figure>`,
      });
      const src = /<img[^>]* src="\/api\/image\/([^"]+)"/.exec(String(data.description))?.[1];
      return firstPath(src);
    },
  },
  {
    route: "a transfer certificate scanned as a JPEG (POST /certificates)",
    send: async () => {
      const response = await sendForm("POST", "/certificates", {
        admission: "SVPS/2026/0001",
        name: "Riya Gupta",
        file: asFile(await gpsPhoto(), "tc.jpg"),
      });
      expect(response.status).toBe(201);
      return certificatePath("SVPS/2026/0001", "Riya Gupta");
    },
  },
  {
    route: "a transfer certificate's file replaced (PUT /certificates/{id}/file)",
    send: async () => {
      await sendForm("POST", "/certificates", {
        admission: "SVPS/2026/0002",
        name: "Arjun Rao",
        file: new File(["%PDF-1.4\n%%EOF\n"], "tc.pdf"),
      });
      const list: Array<{ id: string; admission: string }> = (await (await sendJson("GET", "/certificates")).json())
        .data;
      const id = list.find((entry) => entry.admission === "SVPS/2026/0002")?.id;
      const response = await sendForm("PUT", `/certificates/${id}/file`, { file: asFile(await gpsPhoto(), "tc.jpg") });
      expect(response.status).toBe(200);
      return certificatePath("SVPS/2026/0002", "Arjun Rao");
    },
  },
  {
    route: "transfer certificates in bulk, a JPEG in a ZIP (POST /certificates/bulk, then confirm)",
    send: async () => {
      const csv = new File(["Admission No.,Student Full Name\nSVPS/2026/0003,Sita Devi\n"], "tc.csv");
      const zip = new File([zipSync({ "SVPS-2026-0003.jpg": new Uint8Array(await gpsPhoto()) })], "scans.zip");
      const report = await sendForm("POST", "/certificates/bulk", { csv, files: zip });
      const { batch } = await report.json();
      expect(typeof batch).toBe("string");
      expect((await sendJson("POST", "/certificates/bulk/confirm", { batch })).status).toBe(200);
      return certificatePath("SVPS/2026/0003", "Sita Devi");
    },
  },
];

/** The colour of one pixel. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe("every photo staff send is served upright, at most 2560 px, without its metadata", () => {
  it("the photo sent really carries a GPS position, a camera and a turn", async () => {
    const meta = await sharp(await gpsPhoto()).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([3200, 2400, 6]);
    expect(meta.exif?.includes(Buffer.from("TestCam"))).toBe(true);
    expect(meta.exif?.includes(Buffer.from("GPS"))).toBe(false); // the GPS IFD is tags, not words:
    expect(meta.exif?.includes(Buffer.from("N\0", "latin1"))).toBe(true); // its latitude reference is there
  });

  it.each(routes)("$route", async ({ send, frame }) => {
    const path = await send();
    const response = await t.app.request(`/api/image/${path}`);
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(served).metadata();

    // No metadata at all: no EXIF block (the GPS position lives there), no XMP, no camera's words.
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    expect(served.includes(Buffer.from("TestCam"))).toBe(false);
    expect(served.includes(Buffer.from("Phone 1"))).toBe(false);

    // Upright: no orientation tag left to apply, and the turn already made.
    expect(meta.orientation ?? 1).toBe(1);
    if (frame) {
      expect([meta.width, meta.height]).toEqual([frame.width, frame.height]);
    } else {
      // 2400 × 3200 upright, fitted within 2560: 1920 × 2560, the blue band at the top.
      expect([meta.width, meta.height]).toEqual([1920, 2560]);
      const [, , blueAtTop] = await pixel(served, 960, 100);
      const [redBelow, , blueBelow] = await pixel(served, 960, 2400);
      expect(blueAtTop).toBeGreaterThan(200);
      expect(redBelow).toBeGreaterThan(150);
      expect(blueBelow).toBeLessThan(80);
    }
  });
});
