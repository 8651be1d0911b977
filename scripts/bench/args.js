// Tiny `--name value` / `--flag` parser for the scripts in scripts/.
/**
 * @template {Record<string, string | number | boolean>} T
 * @param {string[]} argv
 * @param {T} defaults the options and their defaults; a default's type is the option's type
 * @returns {T & { _: string[] }}
 */
export function parseArgs(argv, defaults) {
  /** @type {Record<string, string | number | boolean> & { _: string[] }} */
  const options = { ...defaults, _: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith('--')) {
      options._.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split('=', 2)
    const key = name.replace(/-([a-z])/g, (_, /** @type {string} */ c) => c.toUpperCase())
    if (!(key in defaults)) throw new Error(`Unbekannte Option --${name}`)
    if (typeof defaults[key] === 'boolean') options[key] = inline === undefined ? true : inline !== 'false'
    else {
      const value = inline ?? argv[++i]
      options[key] = typeof defaults[key] === 'number' ? Number(value) : value
    }
  }
  return /** @type {T & { _: string[] }} */ (options)

}
