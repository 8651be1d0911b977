import type { CSSProperties } from 'react'

// Tenant branding: validated colours and a font from a fixed list.

export const FONT_FAMILIES = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Merriweather', 'Playfair Display', 'System'] as const
export type FontFamily = (typeof FONT_FAMILIES)[number]

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

export type Branding = { primaryColor: string | null; secondaryColor: string | null; fontFamily: string | null }

/** CSS custom properties the theme reads; invalid values are ignored. */
export function brandingStyle(branding: Branding | null): CSSProperties | undefined {
  if (!branding) return undefined
  const style: Record<string, string> = {}
  if (branding.primaryColor && HEX_COLOR.test(branding.primaryColor)) style['--brand-primary'] = branding.primaryColor
  if (branding.secondaryColor && HEX_COLOR.test(branding.secondaryColor)) style['--brand-secondary'] = branding.secondaryColor
  if (branding.fontFamily && (FONT_FAMILIES as readonly string[]).includes(branding.fontFamily) && branding.fontFamily !== 'System') {
    style['--brand-font'] = `'${branding.fontFamily}'`
  }
  return Object.keys(style).length ? (style as CSSProperties) : undefined
}
