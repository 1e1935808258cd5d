import type { CreateTableBuilder, Kysely } from "kysely";

type Columns = Array<[name: string, type: "text" | "integer" | "real", nullable?: boolean]>;

const contentTables: Record<string, Columns> = {
  highlight: [
    ["title", "text"],
    ["attachments_json", "text"],
  ],
  news: [
    ["title", "text"],
    ["description", "text"],
    ["from_date", "text"],
    ["attachments_json", "text"],
  ],
  principal_message: [
    ["message_html", "text"],
    ["name", "text"],
    ["category", "text"],
    ["attachments_json", "text"],
  ],
  online_registration: [
    ["title", "text"],
    ["url", "text"],
    ["attachments_json", "text"],
  ],
  topper: [
    ["name", "text"],
    ["class", "text"],
    ["division", "text"],
    ["marks", "real", true],
    ["stream", "text"],
    ["session_year", "text"],
    ["attachments_json", "text"],
  ],
  gallery: [
    ["title", "text"],
    ["description", "text"],
    ["date", "text"],
    ["updated_at", "text", true],
    ["category", "text"],
    ["url", "text", true],
    ["attachments_json", "text"],
  ],
  birthday: [
    ["name", "text"],
    ["class", "text"],
    ["month_day", "text"],
    ["attachments_json", "text"],
  ],
  notification: [
    ["title", "text"],
    ["description", "text"],
    ["images_json", "text"],
    ["url", "text", true],
    ["url_title", "text", true],
    ["attachments_json", "text"],
  ],
  event: [
    ["title", "text"],
    ["description", "text"],
    ["date", "text"],
    ["time", "text"],
    ["venue", "text"],
    ["images_json", "text"],
    ["attachments_json", "text"],
  ],
  faculty: [
    ["name", "text"],
    ["designation", "text"],
    ["sort_order", "real"],
  ],
  video: [
    ["title", "text"],
    ["date", "text"],
    ["video_url", "text"],
  ],
  transfer_certificate: [
    ["admission", "text"],
    ["name", "text"],
    ["admission_key", "text"],
    ["name_key", "text"],
    ["stored_path", "text"],
  ],
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("school")
    .addColumn("code", "text", (col) => col.primaryKey())
    .addColumn("profile_json", "text", (col) => col.notNull())
    .addColumn("imported_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("stored_file")
    .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
    .addColumn("bundle_name", "text", (col) => col.notNull())
    .addColumn("stored_path", "text", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("stored_file_pk", ["school_code", "bundle_name"])
    .execute();

  for (const [table, columns] of Object.entries(contentTables)) {
    // biome-ignore lint/suspicious/noExplicitAny: builder type changes with every column
    let builder: CreateTableBuilder<any, any> = db.schema
      .createTable(table)
      .addColumn("school_code", "text", (col) => col.notNull().references("school.code").onDelete("cascade"))
      .addColumn("id", "text", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull());
    for (const [name, type, nullable] of columns) {
      builder = builder.addColumn(name, type, (col) => (nullable ? col : col.notNull()));
    }
    await builder.addPrimaryKeyConstraint(`${table}_pk`, ["school_code", "id"]).execute();
  }

  await db.schema.createIndex("news_school_date").on("news").columns(["school_code", "from_date"]).execute();
  await db.schema.createIndex("event_school_date").on("event").columns(["school_code", "date"]).execute();
  await db.schema.createIndex("gallery_school_date").on("gallery").columns(["school_code", "date"]).execute();
  await db.schema.createIndex("birthday_school_day").on("birthday").columns(["school_code", "month_day"]).execute();
  await db.schema
    .createIndex("transfer_certificate_lookup")
    .on("transfer_certificate")
    .columns(["school_code", "admission_key"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...Object.keys(contentTables).reverse(), "stored_file", "school"]) {
    await db.schema.dropTable(table).execute();
  }
}
