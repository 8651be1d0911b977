/** Why a service used in templates cannot be deleted; names the templates. */
export function inUseMessage(templates: string[]) {
  const one = templates.length === 1
  const names = templates.map((t) => `„${t}“`).join(', ')
  return `Der Service wird in ${one ? 'der Vorlage' : 'den Vorlagen'} ${names} verwendet und kann nicht gelöscht werden. Entfernen Sie ihn zuerst aus ${one ? 'dieser Vorlage' : 'diesen Vorlagen'}.`
}
