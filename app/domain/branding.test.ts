import { describe, expect, it } from 'vitest'
import { brandingStyle, chosenColor, contrastRatio, readableTextOn } from './branding'

describe('chosenColor (hex field and colour picker, also without JavaScript)', () => {
  const def = '#18181b'
  it('takes an edited hex field, also an emptied one', () => {
    expect(chosenColor({ text: '#00ff00', picker: '#7c3aed', initial: '#7c3aed' }, def)).toBe('#00ff00')
    expect(chosenColor({ text: '', picker: '#7c3aed', initial: '#7c3aed' }, def)).toBe('')
    expect(chosenColor({ text: 'grün', picker: '#7c3aed', initial: '' }, def)).toBe('grün')
  })
  it('takes a moved picker when the hex field is unchanged', () => {
    expect(chosenColor({ text: '#7c3aed', picker: '#112233', initial: '#7c3aed' }, def)).toBe('#112233')
    expect(chosenColor({ text: '', picker: '#112233', initial: '' }, def)).toBe('#112233')
  })
  it('keeps the colour (or none) when neither was touched', () => {
    expect(chosenColor({ text: '#7C3AED', picker: '#7c3aed', initial: '#7c3aed' }, def)).toBe('#7C3AED')
    expect(chosenColor({ text: '', picker: def, initial: '' }, def)).toBe('')
    expect(chosenColor({ text: '', picker: 'kaputt', initial: '' }, def)).toBe('')
  })
})

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
  it('puts dark text on light brand colours and white on dark ones, always at least 4.5:1', () => {
    expect(readableTextOn('#fde047')).toBe('#0a0a0b')
    expect(readableTextOn('#7c3aed')).toBe('#ffffff')
    for (const bg of ['#fde047', '#7c3aed', '#22c55e', '#ef4444', '#0ea5e9', '#808080', '#ffffff', '#000000']) {
      expect(contrastRatio(bg, readableTextOn(bg))).toBeGreaterThanOrEqual(4.5)
    }
  })
})

describe('brandingStyle', () => {
  it('sets only valid values', () => {
    expect(brandingStyle({ primaryColor: '#112233', secondaryColor: 'rot', fontFamily: 'Lato' })).toEqual({
      '--brand-primary': '#112233',
      '--brand-primary-foreground': '#ffffff',
      '--brand-font': "'Lato'",
    })
    expect(brandingStyle({ primaryColor: '#fde047', secondaryColor: null, fontFamily: null })).toEqual({
      '--brand-primary': '#fde047',
      '--brand-primary-foreground': '#0a0a0b',
    })
    expect(brandingStyle({ primaryColor: null, secondaryColor: null, fontFamily: 'System' })).toBeUndefined()
  })
})
