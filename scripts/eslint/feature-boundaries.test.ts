import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, on code written as if it were at the given path.
const root = path.join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'palco/feature-boundaries').map((m) => m.message);
}

describe('a web feature imports no other feature', () => {
  it.each([
    ['a sibling from the feature root', 'features/auth/routes.tsx', "import { x } from '../legal/api/x';"],
    ['a sibling from a subfolder', 'features/auth/api/login.ts', "import { x } from '../../legal/api/x';"],
    ['through the whole path', 'features/auth/api/login.ts', "import { x } from '../../../features/legal/api/x';"],
    ['through @/', 'features/auth/api/login.ts', "import { x } from '@/features/legal/api/x';"],
    ['a type only', 'features/auth/routes.tsx', "import type { X } from '../legal/api/x';"],
    ['a re-export', 'features/auth/routes.tsx', "export { x } from '../legal/api/x';"],
    ['a lazy import()', 'features/auth/routes.tsx', "export const load = () => import('../legal/routes/terms');"],
    ['shared code', 'components/footer.tsx', "import { x } from '../features/legal/api/x';"],
  ])('reports %s', async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['its own folder from the root', 'features/auth/routes.tsx', "import { x } from './api/login';"],
    ['its own folder one level down', 'features/auth/api/login.ts', "import { x } from '../utils/x';"],
    ['itself through @/', 'features/auth/api/login.ts', "import { x } from '@/features/auth/utils/x';"],
    ['shared code', 'features/auth/api/login.ts', "import { x } from '@/lib/api-client';"],
    ['a package', 'features/auth/api/login.ts', "import { useQuery } from '@tanstack/react-query';"],
    ['any feature, from app/', 'app/router.tsx', "import { x } from '../features/legal/routes';"],
  ])('lets through %s', async (_, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
