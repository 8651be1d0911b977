import { fuzzActions } from './form-fuzz-suite'

fuzzActions(0, 2)
