// The portal's feature boundaries (docs/portal-patterns.md), in the manner of bulletproof-react's
// restricted-path zones, as one small local rule: it resolves each relative import against the
// importing file and checks which zone of portal/src it reaches.
//
//   app/         the composition root: nothing imports it (lib/ may take its types only)
//   lib/         shared hooks, paths, i18n helpers, API helper, shared slices: imports no feature
//   components/  shared React pieces: import lib/ only
//   features/X/  imports its own folder, lib/, components/, and the public entry (index.ts) of
//                the session, debtor, paying, feedback and signing-return features only
import path from 'node:path';

// debt: the front page shows its SingleDebtView when the debtor has exactly one debt.
// paying: pay buttons open its dialogs; feedback: dialogs end with its feedback form.
// signing-return: the settlement's and the court decision's returns share its signed-out page.
const PUBLIC_FEATURES = new Set(['session', 'debtor', 'paying', 'feedback', 'signing-return']);

function zoneOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split(path.sep);
  if (top === 'features') return { zone: 'feature', name, rest: rel.split(path.sep).slice(2) };
  if (top === 'app' || top === 'lib' || top === 'components') return { zone: top };
  return { zone: 'other' };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep portal features, lib and app apart (see eslint/portal-boundaries.js).',
    },
    schema: [],
    messages: {
      app: 'app/ is the composition root: {{from}} may not import it{{types}}.',
      libFeature: 'lib/ and components/ are shared: they may not import a feature ({{target}}).',
      componentsLib: 'components/ may import only lib/ ({{target}}).',
      otherFeature:
        'A feature imports only lib/, components/, and the public entry of session, debtor, paying, feedback and signing-return — not {{target}}.',
      publicEntry: "Import the {{name}} feature through its public entry ('…/features/{{name}}').",
    },
  },
  create(context) {
    const file = context.filename;
    const srcRoot = file.slice(0, file.indexOf(`${path.sep}portal${path.sep}src${path.sep}`) + 11);
    const from = zoneOf(file, srcRoot);
    if (
      !from ||
      /\.(test|stories)\.tsx?$/.test(file) ||
      file.includes(`${path.sep}test${path.sep}`)
    )
      return {};
    function check(node, source, typeOnly) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      const to = zoneOf(resolved, srcRoot);
      if (!to) return;
      const target = path.relative(srcRoot, resolved);
      if (
        to.zone === 'app' &&
        (from.zone === 'lib' || from.zone === 'components' || from.zone === 'feature')
      ) {
        if (from.zone === 'lib' && typeOnly) return;
        context.report({
          node,
          messageId: 'app',
          data: {
            from: path.relative(srcRoot, file),
            types: from.zone === 'lib' ? ' except as types' : '',
          },
        });
        return;
      }
      if ((from.zone === 'lib' || from.zone === 'components') && to.zone === 'feature') {
        context.report({ node, messageId: 'libFeature', data: { target } });
        return;
      }
      if (from.zone === 'components' && to.zone === 'components') return;
      if (from.zone === 'components' && to.zone !== 'lib') {
        context.report({ node, messageId: 'componentsLib', data: { target } });
        return;
      }
      if (from.zone === 'feature' && to.zone === 'feature' && to.name !== from.name) {
        if (!PUBLIC_FEATURES.has(to.name)) {
          context.report({ node, messageId: 'otherFeature', data: { target } });
        } else if (!(
          to.rest.length === 0 ||
          (to.rest.length === 1 && /^index(\.tsx?)?$/.test(to.rest[0]))
        )) {
          context.report({ node, messageId: 'publicEntry', data: { name: to.name } });
        }
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
      TSModuleDeclaration: (node) => node.id.type === 'Literal' && check(node, node.id.value, true),
    };
  },
};

export default { rules: { boundaries: rule } };
