import { ensureBuild } from '../../scripts/bench/server.js'

// Once before any durability file: the files run two at a time, and each asks
// for a fresh build; building here first means none of them swaps the build
// folder while the other's server is serving from it.
export default function setup() {
  ensureBuild()
}
