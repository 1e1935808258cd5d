import { afterAll } from "vitest";
import { dropTestSchemas } from "#tests/test-database";

// Vitest's setup file on PostgreSQL: registered first, this hook runs after the test file's own
// (which stop the servers and close the databases), and drops the file's database.
afterAll(dropTestSchemas);
