import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { getDb } from '~/utils/db.server'
import { createService, createStaff, createTemplate, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { routeModules } from './route-modules'

// Regression: after the trial, services, templates and invitations
// stayed writable. Now read-only except upgrade and export, like events and customers.

type Handler = Parameters<typeof call>[0]
const route = (file: string) => routeModules().find((r) => r.file === `/app/routes/${file}`)!.mod.action as Handler

describe('an expired trial writes no services, templates or invitations', () => {
  it('refuses every such post with 403 and changes nothing', async () => {
    const tenant = createTenant({ trialExpiresAt: Date.now() - DAY_MS })
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    const service = createService(tenant.id)
    const template = createTemplate(tenant.id)
    const q = `?tenant=${tenant.subdomain}`
    const posts: Array<[string, string, Record<string, string>, Record<string, string>]> = [
      [
        'tenant.services.new.tsx',
        '/tenant/services/new',
        { name: 'Neu', category: 'Essen', pricing_unit: 'flat_rate', tax_rate: '19', 'rows[0].net': '100' },
        {},
      ],
      [
        'tenant.services.$serviceId.edit.tsx',
        `/tenant/services/${service.id}/edit`,
        { name: 'Geändert', category: 'Essen', pricing_unit: 'flat_rate', tax_rate: '19', 'rows[0].net': '100' },
        { serviceId: service.id },
      ],
      ['tenant.services.$serviceId.delete.tsx', `/tenant/services/${service.id}/delete`, {}, { serviceId: service.id }],
      ['tenant.services.tsx', '/tenant/services', { intent: 'deactivate', service_id: service.id }, {}],
      ['tenant.templates_.new.tsx', '/tenant/templates/new', { name: 'Vorlage neu' }, {}],
      [
        'tenant.templates_.$templateId.tsx',
        `/tenant/templates/${template.id}`,
        { name: 'Geändert' },
        { templateId: template.id },
      ],
      [
        'tenant.templates.$templateId.delete.tsx',
        `/tenant/templates/${template.id}/delete`,
        {},
        { templateId: template.id },
      ],
      ['tenant.templates.tsx', '/tenant/templates', { intent: 'deactivate', template_id: template.id }, {}],
      [
        'tenant.settings_.team.tsx',
        '/tenant/settings/team',
        { intent: 'invite', email: 'neu@example.com', role: 'tenant_planner' },
        {},
      ],
    ]
    const snapshot = () =>
      JSON.stringify([
        getDb().select().from(s.services).where(eq(s.services.tenantId, tenant.id)).all(),
        getDb().select().from(s.templates).where(eq(s.templates.tenantId, tenant.id)).all(),
        getDb().select().from(s.invitations).where(eq(s.invitations.tenantId, tenant.id)).all(),
      ])
    const before = snapshot()
    for (const [file, path, form, params] of posts) {
      const result = await call(route(file), makeRequest(`${path}${q}`, { cookie, form }), params)
      expect(result.status, file).toBe(403)
      expect(JSON.stringify(result.data), file).toMatch(/Testzeitraum ist abgelaufen/)
    }
    expect(snapshot()).toBe(before)
  })
})
