import type { Db } from "#database/connection";
import { forSchool, type SchoolDb, writeSchool } from "#database/school-scope";
import { admissionKey, nameKey } from "#domain/tc-keys";
import { randomId } from "./record-ids";
import type { StoredFile } from "./school-content";

export type CertificateSummary = { id: string; admission: string; name: string; storedPath: string };

/** A certificate to save: its fields and its file, already stored under an unguessable name. */
export type NewCertificate = { admission: string; name: string; file: StoredFile };

/** A school's certificates, as the admin area lists them: by admission number. */
export async function listCertificates(db: Db, schoolCode: string): Promise<CertificateSummary[]> {
  return forSchool(db, schoolCode)
    .selectFrom("transfer_certificate")
    .select(["id", "admission", "name", "stored_path as storedPath"])
    .orderBy("admission_key")
    .orderBy("position")
    .execute();
}

/** A certificate's columns: as written, and the keys the public look-up compares (as domain/content-kinds.ts computes them). */
function certificateColumns(admission: string, name: string, storedPath: string) {
  return { admission, name, stored_path: storedPath, admission_key: admissionKey(admission), name_key: nameKey(name) };
}

async function nextPosition(school: SchoolDb): Promise<number> {
  const row = await school
    .selectFrom("transfer_certificate")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

async function dropFileRecord(school: SchoolDb, storedPath: string): Promise<void> {
  await school.deleteFrom("stored_file").where("stored_path", "=", storedPath).execute();
}

/**
 * Saves certificates, each replacing the school's certificate of the same admission number
 * when there is one (same record id and place, the new file). One transaction. Answers the
 * stored paths no certificate refers to any more, for the caller to delete once committed,
 * so the old download stops working.
 */
export async function saveCertificates(
  db: Db,
  schoolCode: string,
  certificates: readonly NewCertificate[],
): Promise<{
  added: number;
  replaced: number;
  retired: string[];
  outcomes: Array<{ admission: string; replaced: boolean }>;
}> {
  return writeSchool(db, schoolCode, async (school) => {
    let position = await nextPosition(school);
    let replaced = 0;
    const retired: string[] = [];
    const outcomes: Array<{ admission: string; replaced: boolean }> = [];
    for (const certificate of certificates) {
      const { file } = certificate;
      await school
        .insertInto("stored_file")
        .values({ bundle_name: file.bundleName, stored_path: file.storedPath, sha256: file.sha256 })
        .execute();
      const row = certificateColumns(certificate.admission, certificate.name, file.storedPath);
      const current = await school
        .selectFrom("transfer_certificate")
        .select(["id", "stored_path"])
        .where("admission_key", "=", admissionKey(certificate.admission))
        .executeTakeFirst();
      if (current) {
        await school.updateTable("transfer_certificate").set(row).where("id", "=", current.id).execute();
        await dropFileRecord(school, current.stored_path);
        retired.push(current.stored_path);
        replaced += 1;
      } else {
        await school
          .insertInto("transfer_certificate")
          .values({ id: randomId(), position: position++, ...row })
          .execute();
      }
      outcomes.push({ admission: certificate.admission, replaced: current !== undefined });
    }
    return { added: certificates.length - replaced, replaced, retired, outcomes };
  });
}

/** Whether the school has a certificate for this admission number. */
export async function findCertificateByAdmission(db: Db, schoolCode: string, admission: string) {
  return forSchool(db, schoolCode)
    .selectFrom("transfer_certificate")
    .select(["id", "admission", "name"])
    .where("admission_key", "=", admissionKey(admission))
    .executeTakeFirst();
}

/** Gives one certificate a new file; answers the old file's stored path, or undefined when there is no such certificate. */
export async function replaceCertificateFile(
  db: Db,
  schoolCode: string,
  id: string,
  file: StoredFile,
): Promise<{ admission: string; retired: string } | undefined> {
  return writeSchool(db, schoolCode, async (school) => {
    const current = await school
      .selectFrom("transfer_certificate")
      .select(["admission", "stored_path"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return undefined;
    await school
      .insertInto("stored_file")
      .values({ bundle_name: file.bundleName, stored_path: file.storedPath, sha256: file.sha256 })
      .execute();
    await school
      .updateTable("transfer_certificate")
      .set({ stored_path: file.storedPath })
      .where("id", "=", id)
      .execute();
    await dropFileRecord(school, current.stored_path);
    return { admission: current.admission, retired: current.stored_path };
  });
}

/** Withdraws a certificate: its record and its file's record go; answers what was withdrawn. */
export async function withdrawCertificate(
  db: Db,
  schoolCode: string,
  id: string,
): Promise<{ admission: string; name: string; retired: string } | undefined> {
  return writeSchool(db, schoolCode, async (school) => {
    const current = await school
      .selectFrom("transfer_certificate")
      .select(["admission", "name", "stored_path"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return undefined;
    await school.deleteFrom("transfer_certificate").where("id", "=", id).execute();
    await dropFileRecord(school, current.stored_path);
    return { admission: current.admission, name: current.name, retired: current.stored_path };
  });
}
