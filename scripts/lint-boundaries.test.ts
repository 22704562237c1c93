// The import boundaries are only as good as the lint that enforces them: a wrong import must fail.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules a file breaks, linted as if it stood at `file` in the tree (nothing is written). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('stops a server module from importing the HTTP layer', async () => {
    const code =
      "import { registerCall } from '../../lib/register-call.ts';\nimport * as http from '../../http/protocol.ts';\nexport const used = [registerCall, http];\n";
    const rules = await brokenRules('apps/server/src/modules/ledger/wrong-import.ts', code);
    expect(rules).toEqual(['import-x/no-restricted-paths']);
  });

  it('stops a server module from importing a module of higher rank, even through its index', async () => {
    const code = "import { OrdersService } from '../orders/index.ts';\nexport const used = OrdersService;\n";
    expect(await brokenRules('apps/server/src/modules/ledger/wrong-import.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const typeOnly =
      "import type { AuditService } from '../audit/index.ts';\nimport type { OrdersService } from '../orders/index.ts';\nexport type Used = [AuditService, OrdersService];\n";
    expect(await brokenRules('apps/server/src/modules/settings/wrong-import.ts', typeOnly)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets a server module import a module of lower rank through its index', async () => {
    const code =
      "import { LedgerService } from '../ledger/index.ts';\nimport { audited } from '../audit/index.ts';\nexport const used = [LedgerService, audited];\n";
    expect(await brokenRules('apps/server/src/modules/orders/right-import.ts', code)).toEqual([]);
  });

  it('stops a shopper feature from importing another feature', async () => {
    const code =
      "import { CartScreen } from '@/features/cart/components/cart-screen.tsx';\nexport const used = CartScreen;\n";
    expect(await brokenRules('apps/web/src/features/home/wrong-import.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('stops a page from importing app/', async () => {
    const code = "import { routes } from '@/app/routes.tsx';\nexport const used = routes;\n";
    expect(await brokenRules('apps/web/src/pages/wrong-import.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature use shared/ and lib/', async () => {
    const code =
      "import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';\nimport { paths } from '@/lib/paths.ts';\nexport const used = [useAppSettings, paths];\n";
    expect(await brokenRules('apps/web/src/features/home/right-import.ts', code)).toEqual([]);
  });
});

describe('size limits', () => {
  it('stops a function longer than 80 lines', async () => {
    const body = Array.from({ length: 81 }, (_, index) => `  total += ${index};`).join('\n');
    const code = `export function tooLong(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
    expect(await brokenRules('apps/server/src/lib/too-long.ts', code)).toEqual(['max-lines-per-function']);
  });
});
