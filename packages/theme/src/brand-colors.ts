/** The colours an organization's brand kit or a portal may set over a theme. */
export interface BrandColors {
  primary?: string;
  secondary?: string;
  accent?: string;
}

export function mergeBrandColors(...layers: (BrandColors | null | undefined)[]): BrandColors | null {
  const merged = Object.assign({}, ...layers.filter(Boolean)) as BrandColors;
  return Object.keys(merged).length > 0 ? merged : null;
}
