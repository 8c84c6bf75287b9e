// The server's layers, in the manner of eslint/portal-boundaries.js: one small local
// rule that resolves each import against the importing file and checks which layer of
// server/src it reaches.
//
//   routes/        thin handlers: use services (the container), http/, contract/, lib/; no SQL
//   services/      orchestration: use repositories, rules, providers, lib/, http/, documents/;
//                  no SQL and nothing of db/ (no drizzle-orm, no schema, not even the Db
//                  type): the repositories they need are injected by services/container.ts,
//                  the composition root, which may import anything.
//   repositories/  SQL: db/, drizzle-orm, rules/, lib/, http/errors; no service, no route,
//                  no provider
//   rules/         pure rules: other rules, lib/dates, lib/money, lib/identity, the contract's
//                  shared rules (@portal/openapi) and dayjs; nothing with effects (no db, no
//                  schema, no providers, no node I/O, no service or repository)
//
// Tests (*.test.ts) are not checked.
import path from 'node:path';

/**
 * Services that still hold SQL (their repository is not written yet). Each entry is a debt, not
 * a permission: the list only shrinks. Empty since every domain has its repository
 * (server/src/repositories/*-repository.ts); keep it so.
 */
export const SERVICES_WITH_SQL = new Set([]);

/** What a rule may import besides other rules (relative to server/src). */
const RULE_LIB = new Set(['lib/dates', 'lib/money', 'lib/identity']);
/** Packages a rule may import: the contract's shared pure rules and dates. */
const RULE_PACKAGES = [/^@portal\/openapi(\/|$)/, /^dayjs(\/|$)/];

function zoneOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return { top: parts.length > 1 ? parts[0] : '', rel: rel.replace(/\.(ts|js)$/, '') };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Keep the server's layers apart (see eslint/server-layers.js)." },
    schema: [],
    messages: {
      routes: 'Routes use services (through the container), not {{target}}.',
      serviceSql:
        'Services hold no SQL: move the statement into a repository (server/src/repositories) instead of importing {{target}}.',
      repositoryService: 'Repositories import no service or route ({{target}}).',
      repositoryProvider: 'Repositories import no provider ({{target}}); a service calls it.',
      rules:
        'Rules are pure: they import other rules, lib/dates, lib/money, lib/identity, @portal/openapi and dayjs only, not {{target}}.',
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${path.sep}server${path.sep}src${path.sep}`;
    const at = file.indexOf(marker);
    if (at < 0 || /\.test\.ts$/.test(file)) return {};
    const srcRoot = file.slice(0, at + marker.length - 1);
    const from = zoneOf(file, srcRoot);
    if (!from) return {};
    const base = path.basename(file);
    if (from.top === 'services' && base === 'container.ts') return {};
    const serviceMayHoldSql = from.top === 'services' && SERVICES_WITH_SQL.has(base);

    function check(node, source, typeOnly) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        // A package.
        const sqlPackage = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/.test(source);
        if (from.top === 'rules') {
          if (!RULE_PACKAGES.some((re) => re.test(source)) && !(typeOnly && !sqlPackage))
            context.report({ node, messageId: 'rules', data: { target: source } });
        } else if (sqlPackage && !typeOnly) {
          if (from.top === 'routes')
            context.report({ node, messageId: 'routes', data: { target: source } });
          else if (from.top === 'services' && !serviceMayHoldSql)
            context.report({ node, messageId: 'serviceSql', data: { target: source } });
        }
        return;
      }
      const to = zoneOf(path.resolve(path.dirname(file), source), srcRoot);
      if (!to) return;
      const target = to.rel;
      switch (from.top) {
        case 'routes':
          if (to.top === 'repositories' || to.top === 'db')
            context.report({ node, messageId: 'routes', data: { target } });
          return;
        case 'services':
          if (to.top === 'routes') {
            context.report({ node, messageId: 'routes', data: { target } });
          } else if (!serviceMayHoldSql && to.top === 'db') {
            context.report({ node, messageId: 'serviceSql', data: { target } });
          }
          return;
        case 'repositories':
          if (to.top === 'services' || to.top === 'routes')
            context.report({ node, messageId: 'repositoryService', data: { target } });
          else if (to.top === 'providers')
            context.report({ node, messageId: 'repositoryProvider', data: { target } });
          return;
        case 'rules':
          if (to.top !== 'rules' && !RULE_LIB.has(target))
            context.report({ node, messageId: 'rules', data: { target } });
          return;
        default:
      }
    }
    const isTypeOnly = (node) =>
      node.importKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { layers: rule } };
