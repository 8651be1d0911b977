// Bytes of files a tenant stores, against the plan's storage limit. The files
// area (issue 19) keeps the figure; until a tenant has stored files it is 0.
export function storageUsedBytes(_tenantId: string): number {
  return 0
}
