import { isolationMatrix } from './isolation-matrix-suite'

isolationMatrix('B')
