import { sql, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * `"table"."column"`: in a select from one table drizzle writes column names bare, and a bare
 * outer column inside a correlated subquery would name the subquery's own table instead.
 */
export function qualified(table: Table, column: Column): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}
