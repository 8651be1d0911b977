import type { CSSProperties } from 'react'

// Tenant branding: validated colours and a font from a fixed list.

export const FONT_FAMILIES = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Merriweather',
  'Playfair Display',
  'System',
] as const
export type FontFamily = (typeof FONT_FAMILIES)[number]

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

export type Branding = { primaryColor: string | null; secondaryColor: string | null; fontFamily: string | null }

/** CSS custom properties the theme reads; invalid values are ignored. */
export function brandingStyle(branding: Branding | null): CSSProperties | undefined {
  if (!branding) return undefined
  const style: Record<string, string> = {}
  if (branding.primaryColor && HEX_COLOR.test(branding.primaryColor)) {
    style['--brand-primary'] = branding.primaryColor
    // buttons on the brand colour keep AA contrast, a light brand colour gets dark text
    style['--brand-primary-foreground'] = readableTextOn(branding.primaryColor)
  }
  if (branding.secondaryColor && HEX_COLOR.test(branding.secondaryColor))
    style['--brand-secondary'] = branding.secondaryColor
  if (
    branding.fontFamily &&
    (FONT_FAMILIES as readonly string[]).includes(branding.fontFamily) &&
    branding.fontFamily !== 'System'
  ) {
    style['--brand-font'] = `'${branding.fontFamily}'`
  }
  return Object.keys(style).length ? (style as CSSProperties) : undefined
}

/** What a colour picker shows while no colour is chosen: the theme's own colours. */
export const PICKER_DEFAULTS = { primary_color: '#18181b', secondary_color: '#f4f4f5' } as const

/**
 * The colour a branding form meant (ADR 124b). The hex field and the
 * colour picker are both posted, with the value the hex field started with:
 * an edited hex field wins (also when emptied), else a moved picker, else the
 * hex field as it was. With JavaScript both stay in sync; without it this
 * tells which one the person changed.
 */
export function chosenColor(input: { text: string; picker: string; initial: string }, pickerDefault: string): string {
  const text = input.text.trim()
  const initial = input.initial.trim().toLowerCase()
  if (text.toLowerCase() !== initial) return text
  const picker = input.picker.trim().toLowerCase()
  if (HEX_COLOR.test(picker) && picker !== (initial || pickerDefault)) return picker
  return text
}

function luminance(hex: string) {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Text colour on a brand background: white or near-black, whichever reads better (AA needs 4.5:1). */
export function readableTextOn(background: string): '#ffffff' | '#0a0a0b' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#0a0a0b') ? '#ffffff' : '#0a0a0b'
}

/** The logo: an image of at most 512 KB, its type read from its bytes (no SVG: it could carry script). */
export const LOGO_MAX_BYTES = 512 * 1024
export const LOGO_TYPES_TEXT = 'PNG, JPEG oder WebP'
const LOGO_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

/** The stored type of a logo from what file-type detected, or null (refused). */
export function logoMimeType(detected: { ext: string; mime: string } | undefined): string | null {
  return detected ? (LOGO_MIME[detected.ext] ?? null) : null
}
