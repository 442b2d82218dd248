import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '../contract/endpoints';

// The generated method-and-path tables are what `pnpm --filter @phuket/shared endpoints`
// writes from the declarations today, and no two domains declare one name.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script, not part of the bundle
const tables = require('../../build/endpoint-tables.cjs') as {
  endpointDomains(): string[];
  declarationsOf(
    module: Record<string, unknown>,
    domain: string,
  ): { exportName: string; declarations: Record<string, { method: string; path: string }> };
  renderEndpointTable(
    domain: string,
    exportName: string,
    declarations: Record<string, { method: string; path: string }>,
  ): string;
  tablesDir: string;
};

const domains = tables.endpointDomains();
const declarationsOf = (domain: string) =>
  tables.declarationsOf(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each domain's file by name, as the writer reads it
    require(`../contract/endpoints/${domain}`) as Record<string, unknown>,
    domain,
  );

it.each(domains)('the %s table is written from its declarations', (domain) => {
  const { exportName, declarations } = declarationsOf(domain);
  expect(fs.readFileSync(path.join(tables.tablesDir, `${domain}.ts`), 'utf8')).toBe(
    tables.renderEndpointTable(domain, exportName, declarations),
  );
});

it('declares each endpoint name once across the domains', () => {
  const names = domains.flatMap((domain) => Object.keys(declarationsOf(domain).declarations));
  expect(names.length).toBe(new Set(names).size);
  expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
});

it('declares each method and path once', () => {
  const routes = Object.values(endpoints).map(({ method, path: route }) => `${method} ${route}`);
  expect(routes.length).toBe(new Set(routes).size);
});

it('has no table left from a domain with no declarations', () => {
  expect(fs.readdirSync(tables.tablesDir).sort()).toEqual(domains.map((d) => `${d}.ts`).sort());
});
