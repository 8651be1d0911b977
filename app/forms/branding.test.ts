import { describe, expect, it } from 'vitest'
import { withChosenColors } from './branding'

describe('withChosenColors (hex field and colour picker, also without JavaScript)', () => {
  it('resolves both colours of a posted form and keeps the other fields', () => {
    const fd = new FormData()
    for (const [k, v] of Object.entries({
      primary_color: '#7c3aed',
      primary_color_picker: '#ff0000',
      primary_color_initial: '#7c3aed',
      secondary_color: '#abcdef',
      secondary_color_picker: '#f4f4f5',
      secondary_color_initial: '',
      font_family: 'Lato',
    }))
      fd.set(k, v)
    const out = withChosenColors(fd)
    expect(out.get('primary_color')).toBe('#ff0000')
    expect(out.get('secondary_color')).toBe('#abcdef')
    expect(out.get('font_family')).toBe('Lato')
  })
})
