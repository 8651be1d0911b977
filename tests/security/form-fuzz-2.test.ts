import { fuzzActions } from './form-fuzz-suite'

fuzzActions(1, 2)
