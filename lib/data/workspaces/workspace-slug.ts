/**
 * A slug to offer for a new workspace's name: lowercase ASCII letters, digits and single hyphens,
 * accents folded ("Bremsen Müller" → "bremsen-muller"). May be empty; the form then asks for one.
 * No imports, so the browser's create-workspace form can use it directly.
 */
export function suggestWorkspaceSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}
