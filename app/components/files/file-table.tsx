import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge'
import { kindLabel } from '~/domain/files'
import { formatBytes, formatDateTime } from '~/utils/format'

export type FileRow = {
  id: string
  name: string
  mimeType: string
  sizeBytes: number
  note: string | null
  shared: boolean
  uploaderType: string
  uploaderId?: string | null
  uploaderName: string | null
  createdAt: number
  eventId?: string
  eventName?: string
}

/** The files of one list (event page, /tenant/files, portal); `actions` renders a row's buttons. */
export function FileTable({
  files,
  showEvent = false,
  showShared = true,
  actions,
}: {
  files: FileRow[]
  showEvent?: boolean
  showShared?: boolean
  actions?: (file: FileRow) => ReactNode
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2">
              Datei
            </th>
            {showEvent ? (
              <th scope="col" className="p-2">
                Veranstaltung
              </th>
            ) : null}
            <th scope="col" className="p-2">
              Größe
            </th>
            <th scope="col" className="p-2">
              Hochgeladen
            </th>
            {actions ? (
              <th scope="col" className="p-2">
                <span className="sr-only">Aktionen</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {files.map((f) => (
            <tr key={f.id} className="border-t align-top" data-testid="file-row">
              <td className="p-2">
                <a
                  href={`/files/${encodeURIComponent(f.id)}`}
                  className="font-medium underline-offset-2 hover:underline"
                  download={f.name}
                >
                  {f.name}
                </a>
                <div className="text-xs text-muted-foreground">
                  {kindLabel(f.mimeType)}
                  {showShared ? (
                    f.shared ? (
                      <Badge variant="secondary" className="ml-2">
                        für Kunden sichtbar
                      </Badge>
                    ) : (
                      <Badge variant="outline" className="ml-2">
                        intern
                      </Badge>
                    )
                  ) : null}
                </div>
                {f.note ? <p className="mt-1 whitespace-pre-line text-muted-foreground">{f.note}</p> : null}
              </td>
              {showEvent ? <td className="p-2">{f.eventName}</td> : null}
              <td className="p-2 whitespace-nowrap">{formatBytes(f.sizeBytes)}</td>
              <td className="p-2">
                {formatDateTime(f.createdAt)}
                <div className="text-xs text-muted-foreground">
                  {f.uploaderType === 'customer' ? `Kunde: ${f.uploaderName ?? ''}` : (f.uploaderName ?? '')}
                </div>
              </td>
              {actions ? <td className="p-2 text-right whitespace-nowrap">{actions(f)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
