import { sideOf, type Host, type Principal } from './world'

// Who may do what, as small rule builders: a rule maps (principal, host) to
// the answer a request for TENANT A's data must get. 'mutates' marks a cell
// where the principal may legitimately change A (skipped when posting, since
// the matrix proves that nothing of A changes).

export type Expect = { status: number | number[]; to?: string } | 'mutates'
/** form: the submission being posted (actions), for routes whose forms differ */
export type Rule = (p: Principal, h: Host, form?: Record<string, string | string[]>) => Expect

const LOGIN = '/tenant-signup?mode=login'
const ok = (allowed: number | number[]) => ({ status: allowed })
const isStaff = (p: Principal) => p.startsWith('planner') || p.startsWith('admin')
const isCustomer = (p: Principal) => p.startsWith('cust')

export type Options = {
  /** the URL carries A's ids: B's principals get 404 */
  ids?: boolean
  /** the answer a permitted principal gets (loader 200; a B-side create 302 …) */
  allowed?: number | number[]
  /** posting as a permitted principal of A would change A */
  action?: boolean
}

/** Tenant staff (planner and admin) of the tenant; another tenant's host is a 404. */
export function staff(o: Options = {}): Rule {
  return (p, h) => {
    if (!isStaff(p)) return { status: 302, to: p === 'owner' ? '/owner' : LOGIN }
    const own = sideOf(p)!
    if (h !== 'apex' && h !== own) return { status: 404 }
    if (own === 'A') return o.action ? 'mutates' : ok(o.allowed ?? 200)
    if (o.ids) return { status: 404 }
    return ok(o.allowed ?? 200)
  }
}

/** Tenant admins only: a planner gets 403 (after the host check). */
export function admin(o: Options = {}): Rule {
  const base = staff(o)
  return (p, h) => {
    const e = base(p, h)
    if (
      p.startsWith('planner') &&
      (e === 'mutates' || (typeof e === 'object' && e.status !== 302 && !(h !== 'apex' && h !== sideOf(p))))
    ) {
      return { status: 403 }
    }
    return e
  }
}

/** The platform owner; other staff go home, everyone else to the owner login. */
export function owner(o: Options = {}): Rule {
  return (p) => {
    if (p === 'owner') return o.action ? 'mutates' : ok(o.allowed ?? 200)
    if (isStaff(p)) return { status: 302, to: '/' }
    return { status: 302, to: '/owner-login' }
  }
}

/** The end customer of the tenant, on its host or the apex. */
export function customer(o: Options = {}): Rule {
  return (p, h) => {
    if (!isCustomer(p)) return { status: 302, to: '/customer-login' }
    const own = sideOf(p)!
    if (h !== 'apex' && h !== own) return { status: 302, to: '/customer-login' }
    if (own === 'A') return o.action ? 'mutates' : ok(o.allowed ?? 200)
    if (o.ids) return { status: 404 }
    return ok(o.allowed ?? 200)
  }
}

/** Everyone gets the same answer. */
export function open(status: number | number[] = 200, to?: string): Rule {
  return () => ({ status, to })
}

/** A page reached with a secret of A (a mailed token): valid on A's host and the apex only. */
export function tokenPage(onOwnHost: number | number[] | 'mutates', onOtherHost: number | number[]): Rule {
  return (_p, h) => (h === 'B' ? { status: onOtherHost } : onOwnHost === 'mutates' ? 'mutates' : { status: onOwnHost })
}
