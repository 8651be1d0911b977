import { isolationMatrix, policyCovers } from './isolation-matrix-suite'

policyCovers()
isolationMatrix('A')
