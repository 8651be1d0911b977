import { HONEYPOT_FIELD } from '~/utils/honeypot'

/**
 * Put inside every public form (sign-in, signup, customer link). Off-screen,
 * hidden from assistive technology and out of the tab order, so only bots
 * fill it; guardAction() then answers 400.
 */
export function HoneypotField() {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={HONEYPOT_FIELD}>Bitte dieses Feld leer lassen</label>
      <input id={HONEYPOT_FIELD} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
