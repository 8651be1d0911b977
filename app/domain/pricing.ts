// Pricing and German VAT (docs/product.md §3, §9.7–9.9). Pure, framework-free;
// money is integer cents inside, euros with two decimals in pricing_json.
export * from './pricing/money'
export * from './pricing/schema'
export * from './pricing/amounts'
export * from './pricing/price-text'
export * from './pricing/cart-price'
export * from './pricing/vat'
export * from './pricing/tier-mode'
export * from './pricing-units'
export * from './pricing/quantity'
export * from './pricing/line-parts'
