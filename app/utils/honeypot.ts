// The honeypot of public forms: a field people never see or fill, but form-
// filling bots do. guardAction() refuses any submission where it has a value.
export const HONEYPOT_FIELD = 'website_hp'
export const HONEYPOT_MESSAGE = 'Das Formular konnte nicht verarbeitet werden.'

export function honeypotFilled(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' ? value.trim() !== '' : value !== null
}
