import { CONFIRM_EMPTY } from '~/forms/template-texts'
import { buttonClass } from '~/components/ui/button'

/**
 * Shown after 'Speichern' when modules have no services: the customer would see
 * empty pages. 'Trotzdem speichern' posts the same form with confirm_empty=1.
 */
export function EmptyModulesWarning({ names, saving }: { names: string[]; saving: boolean }) {
  const list = names.map((n) => `„${n}“`).join(', ')
  return (
    <div
      role="alert"
      data-testid="empty-modules-warning"
      className="space-y-3 rounded-md border border-amber-600/50 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {names.length === 1
          ? `Das Modul ${list} enthält noch keine Services.`
          : `Diese Module enthalten noch keine Services: ${list}.`}
      </p>
      <p>Ihre Kunden sehen leere Module. Fügen Sie Services hinzu oder speichern Sie trotzdem.</p>
      <button type="submit" name={CONFIRM_EMPTY} value="1" className={buttonClass('outline', 'sm')} disabled={saving}>
        Trotzdem speichern
      </button>
    </div>
  )
}
