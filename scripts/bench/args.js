// Tiny `--name value` / `--flag` parser for the scripts in scripts/.
export function parseArgs(argv, defaults) {
  const options = { ...defaults, _: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith('--')) {
      options._.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split('=', 2)
    const key = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())
    if (!(key in defaults)) throw new Error(`Unbekannte Option --${name}`)
    if (typeof defaults[key] === 'boolean') options[key] = inline === undefined ? true : inline !== 'false'
    else {
      const value = inline ?? argv[++i]
      options[key] = typeof defaults[key] === 'number' ? Number(value) : value
    }
  }
  return options
}
