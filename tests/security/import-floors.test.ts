import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint rule that keeps every floor's imports downward (eslint.config.js,
// docs/conventions.md §1): a change that breaks it fails `npm run lint`.

const eslint = new ESLint({ cwd: process.cwd() })

async function floorErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message)
}

describe('import floors', () => {
  it('refuses a model import in app/utils', async () => {
    const errors = await floorErrors(
      'app/utils/floor-probe.server.ts',
      "import { findTenantById } from '~/models/tenant.server'\nexport const probe = findTenantById\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('utils/ ist die unterste Ebene')
  })

  it('refuses node:*, the db schema and forms in app/domain', async () => {
    const code =
      "import net from 'node:net'\nimport type { Event } from '~/db/schema'\nimport { eventSchema } from '~/forms/event'\nexport const probe = [net, eventSchema] as unknown as Event\n"
    expect(await floorErrors('app/domain/floor-probe.ts', code)).toHaveLength(3)
  })

  it('refuses a service import in app/models', async () => {
    expect(
      await floorErrors(
        'app/models/floor-probe.server.ts',
        "import { sendMail } from '~/services/mail/mail.server'\nexport const probe = sendMail\n",
      ),
    ).toHaveLength(1)
  })

  it('lets a component import a model only as a type', async () => {
    expect(
      await floorErrors(
        'app/components/floor-probe.tsx',
        "import type { InvoiceView } from '~/models/invoice-view.server'\nexport type Probe = InvoiceView\n",
      ),
    ).toEqual([])
    expect(
      await floorErrors(
        'app/components/floor-probe.tsx',
        "import { findInvoiceView } from '~/models/invoice-view.server'\nexport const probe = findInvoiceView\n",
      ),
    ).toHaveLength(1)
  })

  it('lets the floors import downward', async () => {
    expect(
      await floorErrors(
        'app/services/floor-probe.server.ts',
        "import { findTenantById } from '~/models/tenant.server'\nimport { getEnv } from '~/utils/env.server'\nexport const probe = [findTenantById, getEnv]\n",
      ),
    ).toEqual([])
  })
})
