import { Form, useNavigation } from '@remix-run/react'
import { TenantLogo } from '~/components/tenant-logo'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { LOGO_MAX_BYTES, LOGO_TYPES_TEXT } from '~/domain/branding'
import { formatBytes } from '~/utils/format'

/** The logo of the portal header and the sidebar: admins upload or remove it (Einstellungen and /tenant/settings/logo). */
export function LogoSection({
  logoVersion,
  tenantName,
  canEdit,
  error,
}: {
  logoVersion: number | null
  tenantName: string
  canEdit: boolean
  error?: string | null
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formAction === '/tenant/settings/logo'
  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>
          Erscheint im Kundenportal und in Ihrer Seitenleiste.
          {canEdit ? null : ' Nur Administratoren können das Logo ändern.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {logoVersion ? (
          <TenantLogo version={logoVersion} tenantName={tenantName} className="h-16 max-w-60" />
        ) : (
          <p className="text-sm text-muted-foreground">Noch kein Logo hochgeladen.</p>
        )}
        {canEdit ? (
          <div className="flex flex-wrap items-end gap-3">
            <Form
              method="post"
              action="/tenant/settings/logo"
              encType="multipart/form-data"
              className="flex flex-wrap items-end gap-3"
            >
              <Field
                label="Logo-Datei"
                type="file"
                name="logo"
                accept="image/png,image/jpeg,image/webp"
                required
                hint={`${LOGO_TYPES_TEXT}, höchstens ${formatBytes(LOGO_MAX_BYTES)}`}
                errors={error ? [error] : undefined}
              />
              <Button type="submit" name="intent" value="upload-logo" disabled={pending}>
                {pending ? 'Wird hochgeladen...' : 'Logo hochladen'}
              </Button>
            </Form>
            {logoVersion ? (
              <Form method="post" action="/tenant/settings/logo" encType="multipart/form-data">
                <Button type="submit" name="intent" value="remove-logo" variant="outline" disabled={pending}>
                  Logo entfernen
                </Button>
              </Form>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
