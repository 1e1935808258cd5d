import { readFileSync } from "node:fs";
import path from "node:path";
import type { Download, Page } from "@playwright/test";

/** The demo school's two certificates (README.md) and the bundle files they must download as. */
export const certificates = {
  pdf: {
    admission: "SVPS/2019/0147",
    name: "Aarav Sharma",
    fileName: "tc.pdf",
    bundleFile: "content/demo/files/tc/svps-2019-0147.pdf",
  },
  jpg: {
    admission: "SVPS/2018/0093",
    name: "Priya Verma",
    fileName: "tc.jpg",
    bundleFile: "content/demo/files/tc/svps-2018-0093.jpg",
  },
} as const;

export function bundleBytes(file: string): Buffer {
  return readFileSync(path.resolve(file));
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

export async function fillTcForm(page: Page, admission: string, name: string): Promise<void> {
  await page.getByLabel("Admission No.").fill(admission);
  await page.getByLabel("Student Full Name").fill(name);
}

export const viewDetails = (page: Page) => page.getByRole("button", { name: "View Details" });
