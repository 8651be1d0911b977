import { useNavigation } from '@remix-run/react'

/** A thin bar at the top while a navigation or form submission is pending. */
export function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label="Seite wird geladen"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-primary/20"
    >
      <div
        className="h-full w-1/3 bg-primary"
        style={{ animation: 'progress-indeterminate 1s ease-in-out infinite' }}
      />
    </div>
  )
}
