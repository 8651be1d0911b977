import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Label } from '~/components/ui/input'

/** The new feed's address, shown once: a copy button (with JavaScript) and the webcal:// link. */
export function NewFeed({ url, webcal, scopeLabel }: { url: string; webcal: string; scopeLabel: string }) {
  const [hydrated, setHydrated] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <Card className="border-primary" data-testid="new-feed">
      <CardHeader>
        <CardTitle>Neues Kalender-Abo ({scopeLabel})</CardTitle>
        <CardDescription>
          Diese Adresse wird nur jetzt angezeigt. Kopieren Sie sie in Ihr Kalenderprogramm (Google Kalender: „Per URL
          hinzufügen“, Outlook: „Aus dem Internet abonnieren“) oder öffnen Sie den webcal-Link.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="feed-url">Abo-Adresse</Label>
          <div className="flex flex-wrap gap-2">
            <input
              id="feed-url"
              readOnly
              value={url}
              className="control min-w-0 flex-1 font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            {hydrated ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  void navigator.clipboard?.writeText(url).then(() => setCopied(true))
                }}
              >
                {copied ? 'Kopiert' : 'Adresse kopieren'}
              </Button>
            ) : null}
          </div>
          <p role="status" className="sr-only">
            {copied ? 'Adresse kopiert' : ''}
          </p>
        </div>
        <p>
          <a href={webcal} className="text-sm font-medium underline">
            Im Kalenderprogramm abonnieren (webcal)
          </a>
        </p>
      </CardContent>
    </Card>
  )
}
