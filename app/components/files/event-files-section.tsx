import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { buttonClass } from '~/components/ui/button'
import { FileTable, type FileRow } from './file-table'
import { FileUploadForm } from './file-upload-form'

/**
 * The event's files for staff: list and upload form (posts to
 * /tenant/events/$eventId/files). Shown on /tenant/events/$eventId/files and,
 * after the merge, on the event page (data from eventFilesSectionData()).
 */
export function EventFilesSection({
  eventId,
  files,
  maxUploadMb,
  lastResult,
  back,
}: {
  eventId: string
  files: FileRow[]
  maxUploadMb: number
  lastResult?: SubmissionResult<string[]> | null
  back?: string
}) {
  const action = `/tenant/events/${encodeURIComponent(eventId)}/files`
  const returnTo = back ?? action
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} id="dateien">
          Dateien
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {files.length ? (
          <FileTable
            files={files}
            actions={(f) => (
              <Link
                to={`/tenant/files/${encodeURIComponent(f.id)}/delete?back=${encodeURIComponent(returnTo)}`}
                className={buttonClass('outline', 'sm')}
                aria-label={`${f.name} löschen`}
              >
                Löschen
              </Link>
            )}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Noch keine Dateien zu dieser Veranstaltung.</p>
        )}
        <FileUploadForm action={action} showShared lastResult={lastResult} maxUploadMb={maxUploadMb} />
      </CardContent>
    </Card>
  )
}
