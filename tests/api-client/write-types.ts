import fs from 'node:fs'
import { generatedTypes, TYPES_FILE } from './generate'

fs.writeFileSync(TYPES_FILE, await generatedTypes())
console.log(`${TYPES_FILE} geschrieben`)
