import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  DeleteQueryNode,
  IdentifierNode,
  InsertQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PrimitiveValueListNode,
  type QueryId,
  type QueryResult,
  ReferenceNode,
  type RootOperationNode,
  SelectQueryNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
} from "kysely";
import { contentKinds } from "#domain/content-kinds";
import { bumpContentVersion } from "./content-version";
import type { Db } from "./db";
import type { Database, SchoolTableName } from "./schema";
import { backendOf } from "./unscoped";

/**
 * Every query takes the school (decision 0053). A school's rows are reached only through a
 * SchoolDb: a Kysely handle whose tables are the school tables without their school column,
 * and whose every statement gets that column from a plugin: `school_code = <the school>` in
 * each WHERE (nested selects included), the school's code in each inserted row and in each
 * ON CONFLICT target. A query that forgets the school cannot be written: the column is not
 * in the types, and the plugin refuses any statement it cannot scope (raw SQL, DDL, joins,
 * a table without the column).
 */

type ScopeColumn<T> = T extends "school" ? "code" : "school_code";

/** The school tables as a school's handle sees them: no school column to set or forget. */
export type SchoolTables = { [T in SchoolTableName]: Omit<Database[T], ScopeColumn<T>> };

type Queries<DB> = Pick<Kysely<DB>, "selectFrom" | "insertInto" | "updateTable" | "deleteFrom">;

export type SchoolDb = Queries<SchoolTables> & {
  readonly schoolCode: string;
  /** Runs `work` in one transaction, on the same school. */
  transaction<R>(work: (trx: SchoolDb) => Promise<R>): Promise<R>;
};

/**
 * The same handle for queries over a table chosen at run time (a content kind's table,
 * columns from its description; database/queries/rows.ts gives the rows their types back).
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnySchoolTables = Queries<any>;

/** The column that names the school, for every school table. */
const scopeColumns: ReadonlyMap<string, string> = new Map([
  ["school", "code"],
  ["stored_file", "school_code"],
  ["page", "school_code"],
  ["school_host", "school_code"],
  ["tc_failure", "school_code"],
  ["membership", "school_code"],
  ["invitation", "school_code"],
  ["activity", "school_code"],
  ["search_document", "school_code"],
  ["search_index", "school_code"],
  ["media_file", "school_code"],
  ["content_entry", "school_code"],
  ["content_revision", "school_code"],
  ["single_item", "school_code"],
  ["link_check", "school_code"],
  ["alert_subscriber", "school_code"],
  ["alert_item", "school_code"],
  ["alert_outbox", "school_code"],
  ...Object.values(contentKinds).map((kind): [string, string] => [kind.table, "school_code"]),
]);

/** The school tables and their school column, for the test that compares them with the migrated database. */
export function schoolScopeColumns(): ReadonlyMap<string, string> {
  return scopeColumns;
}

class ScopeError extends Error {}

function scopeColumnOf(table: string): string {
  const column = scopeColumns.get(table);
  if (!column) throw new ScopeError(`${table} is not a school's table; a school's handle cannot reach it`);
  return column;
}

function tableNameOf(node: OperationNode): { table: string; qualifier: string } {
  if (TableNode.is(node)) {
    const table = node.table.identifier.name;
    return { table, qualifier: table };
  }
  if (AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
    return { table: node.node.table.identifier.name, qualifier: node.alias.name };
  }
  throw new ScopeError(`a school's handle reads tables only, not a ${node.kind}`);
}

class ScopeTransformer extends OperationNodeTransformer {
  constructor(private readonly schoolCode: string) {
    super();
  }

  private filterFor(from: OperationNode): OperationNode {
    const { table, qualifier } = tableNameOf(from);
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(scopeColumnOf(table)), TableNode.create(qualifier)),
      OperatorNode.create("="),
      ValueNode.create(this.schoolCode),
    );
  }

  private withFilters(where: WhereNode | undefined, filters: OperationNode[]): WhereNode | undefined {
    let condition: OperationNode | undefined = where ? ParensNode.create(where.where) : undefined;
    for (const filter of filters) condition = condition ? AndNode.create(condition, filter) : filter;
    return condition ? WhereNode.create(condition) : undefined;
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: QueryId): SelectQueryNode {
    const query = super.transformSelectQuery(node, queryId);
    if (query.joins?.length) throw new ScopeError("a school's handle does not join");
    const filters = (query.from?.froms ?? []).map((from) => this.filterFor(from));
    return Object.freeze({ ...query, where: this.withFilters(query.where, filters) });
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: QueryId): DeleteQueryNode {
    const query = super.transformDeleteQuery(node, queryId);
    if (query.joins?.length || query.using) throw new ScopeError("a school's handle does not join");
    const filters = query.from.froms.map((from) => this.filterFor(from));
    return Object.freeze({ ...query, where: this.withFilters(query.where, filters) });
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: QueryId): UpdateQueryNode {
    const query = super.transformUpdateQuery(node, queryId);
    if (query.joins?.length || query.from || !query.table) throw new ScopeError("a school's handle updates one table");
    const { table } = tableNameOf(query.table);
    const column = scopeColumnOf(table);
    for (const update of query.updates ?? []) {
      if (ColumnNode.is(update.column) && update.column.column.name === column) {
        throw new ScopeError(`a school's handle cannot move rows to another school (${table}.${column})`);
      }
    }
    return Object.freeze({ ...query, where: this.withFilters(query.where, [this.filterFor(query.table)]) });
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: QueryId): InsertQueryNode {
    const query = super.transformInsertQuery(node, queryId);
    if (!query.into || !query.columns || !query.values || !ValuesNode.is(query.values)) {
      throw new ScopeError("a school's handle inserts listed values only");
    }
    const table = query.into.table.identifier.name;
    const column = scopeColumnOf(table);
    if (query.columns.some((entry) => entry.column.name === column)) {
      throw new ScopeError(`${table}.${column} is set by the school's handle, never by the query`);
    }
    const rows = query.values.values.map((row) =>
      PrimitiveValueListNode.is(row)
        ? PrimitiveValueListNode.create([...row.values, this.schoolCode])
        : ValueListNode.create([...row.values, ValueNode.create(this.schoolCode)]),
    );
    let onConflict = query.onConflict;
    if (onConflict?.columns) {
      onConflict = Object.freeze({ ...onConflict, columns: [ColumnNode.create(column), ...onConflict.columns] });
    }
    if (onConflict?.updates?.some((update) => ColumnNode.is(update.column) && update.column.column.name === column)) {
      throw new ScopeError(`a school's handle cannot move rows to another school (${table}.${column})`);
    }
    return Object.freeze({
      ...query,
      columns: [...query.columns, ColumnNode.create(column)],
      values: ValuesNode.create(rows),
      onConflict,
    });
  }
}

class SchoolScopePlugin implements KyselyPlugin {
  private readonly transformer: ScopeTransformer;

  constructor(schoolCode: string) {
    this.transformer = new ScopeTransformer(schoolCode);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (
      !SelectQueryNode.is(node) &&
      !InsertQueryNode.is(node) &&
      !UpdateQueryNode.is(node) &&
      !DeleteQueryNode.is(node)
    ) {
      throw new ScopeError(`a school's handle runs select, insert, update and delete only, not ${node.kind}`);
    }
    return this.transformer.transformNode(node, queryId);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

function handle(scoped: Kysely<SchoolTables>, schoolCode: string, inTransaction: boolean): SchoolDb {
  const school: SchoolDb = {
    schoolCode,
    selectFrom: scoped.selectFrom.bind(scoped) as SchoolDb["selectFrom"],
    insertInto: scoped.insertInto.bind(scoped) as SchoolDb["insertInto"],
    updateTable: scoped.updateTable.bind(scoped) as SchoolDb["updateTable"],
    deleteFrom: scoped.deleteFrom.bind(scoped) as SchoolDb["deleteFrom"],
    transaction: (work) =>
      inTransaction ? work(school) : scoped.transaction().execute((trx) => work(handle(trx, schoolCode, true))),
  };
  return school;
}

function scope(kysely: Kysely<Database>, schoolCode: string, inTransaction: boolean): SchoolDb {
  if (typeof schoolCode !== "string" || schoolCode === "")
    throw new ScopeError("a school's handle needs the school's code");
  const scoped = kysely.withPlugin(new SchoolScopePlugin(schoolCode)) as unknown as Kysely<SchoolTables>;
  return handle(scoped, schoolCode, inTransaction);
}

/** One school's rows, for reading and for writes that do not change what its site shows. */
export function forSchool(db: Db, schoolCode: string): SchoolDb {
  return scope(backendOf(db).kysely, schoolCode, false);
}

/**
 * Changes what a school's site shows, in one transaction that also moves the content
 * version under the school's scope, so every instance's caches empty that school's entries
 * once it commits (decision 0083).
 */
export async function writeSchool<R>(db: Db, schoolCode: string, work: (school: SchoolDb) => Promise<R>): Promise<R> {
  const backend = backendOf(db);
  let version = 0;
  const result = await backend.kysely.transaction().execute(async (trx) => {
    const done = await work(scope(trx, schoolCode, true));
    version = await bumpContentVersion(trx, backend.dialect, schoolCode);
    return done;
  });
  backend.noteContentVersion(version, schoolCode);
  return result;
}

/** For queries over a table chosen at run time; the handle stays the school's. */
export function anyTables(school: SchoolDb): AnySchoolTables {
  return school;
}
