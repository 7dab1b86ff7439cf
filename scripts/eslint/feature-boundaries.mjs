import path from 'node:path';

/*
 * The web app's features do not import one another, and its shared code (components/, lib/) imports
 * no feature. A pattern on the written path cannot tell: '../search/x' is a sibling feature from a
 * feature's root file but the feature's own folder one level down. So the rule resolves each import
 * (relative or through '@/') to the file it names and compares the folders.
 */

const WEB_SRC = path.join(import.meta.dirname, '../../apps/web/src');
const FEATURES = path.join(WEB_SRC, 'features');
const SHARED = ['components', 'lib'].map((dir) => path.join(WEB_SRC, dir));

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** The feature a file belongs to, or null outside apps/web/src/features/<feature>/. */
const featureOf = (file) => (inside(FEATURES, file) ? path.relative(FEATURES, file).split(path.sep)[0] : null);

/** The file an import names, without its extension; null for a package. */
function resolve(source, importer) {
  if (source.startsWith('@/')) return path.join(WEB_SRC, source.slice(2));
  if (source === '.' || source === '..' || source.startsWith('./') || source.startsWith('../'))
    return path.resolve(path.dirname(importer), source);
  return null;
}

/** A target as the allowances name it: its path under apps/web/src, without extension. */
const underSrc = (file) =>
  path
    .relative(WEB_SRC, file)
    .split(path.sep)
    .join('/')
    .replace(/\.tsx?$/, '');

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature; components/ and lib/ import no feature.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature: 'Uma feature não importa outra ({{target}}): o que duas usam mora em components/ ou lib/.',
      sharedImportsFeature:
        'components/ e lib/ são compartilhados: não importam features ({{target}}). Um componente usado por duas features mora em components/.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    const shared = SHARED.some((dir) => inside(dir, file));
    if (!own && !shared) return {};
    const allowed = new Set(context.options[0]?.allow ?? []);

    const check = (node) => {
      if (!node || typeof node.value !== 'string') return;
      const target = resolve(node.value, file);
      if (!target) return;
      const feature = featureOf(target);
      if (!feature || feature === own || allowed.has(underSrc(target))) return;
      context.report({
        node,
        messageId: own ? 'otherFeature' : 'sharedImportsFeature',
        data: { target: `features/${feature}` },
      });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
      TSImportType: (node) => check(node.source),
    };
  },
};
