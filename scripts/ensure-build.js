// Builds the app into FESTPLAN_BUILD_DIR (default build/) unless that build is
// newer than every source: the first step of `npm test`, so the browser,
// durability and server-start tests share one build.
import { ensureBuild } from './bench/server.js'

ensureBuild()
