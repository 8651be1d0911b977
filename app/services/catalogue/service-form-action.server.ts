import { parseWithZod } from '~/utils/conform'
import { data } from '@remix-run/node'
import { serviceSchema, toPricing } from '~/forms/service'
import type { ServiceInput } from '~/models/service.server'
import { redirectWithToast } from '~/utils/http.server'

// Shared by create and edit: parse, reply with errors (or a list intent such
// as adding a row), else save and go back to the catalogue with a toast.

export async function handleServiceForm(
  formData: FormData,
  {
    save,
    success,
    failure,
    smallBusiness = false,
  }: { save: (input: ServiceInput) => void; success: string; failure: string; smallBusiness?: boolean },
) {
  // a Kleinunternehmer (§ 19 UStG) charges no VAT: the form asks no rate and no drinks share
  if (smallBusiness) {
    formData.set('tax_rate', '0')
    formData.delete('vat_split_percent')
  }
  const submission = parseWithZod(formData, { schema: serviceSchema })
  if (submission.status !== 'success') {
    // list intents (add/remove a row, new pricing unit) also come back here
    return data({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 })
  }
  const value = submission.value
  try {
    save({
      name: value.name,
      description: value.description || null,
      category: value.category,
      pricing: toPricing(value),
      vatSplitPercent: value.vat_split_percent,
      kitchen: { kind: value.kind, allergens: value.allergens, dietTags: value.diet_tags },
    })
  } catch {
    return data({ result: submission.reply({ formErrors: [failure] }) }, { status: 500 })
  }
  return redirectWithToast('/tenant/services', { type: 'success', description: success })
}
