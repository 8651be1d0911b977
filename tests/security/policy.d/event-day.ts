import type { Entry, Form } from '../policy'
import { staff } from '../rules'

// The event day (venue and times live in the event form): the Ablaufplan page
// and its PDF, the Aufgaben page and 'Meine Aufgaben'. Staff of the event's
// tenant only; another tenant's event or entry is a 404.

const entryForm = (a: { planner: { user: { id: string } } }): Form => ({
  intent: 'add',
  time: '18:00',
  duration_minutes: '30',
  title: 'Übernahme',
  location: 'Terrasse',
  responsible_user_id: a.planner.user.id,
  notes: 'x',
  visible_to_customer: 'on',
})

export const entries: Record<string, Entry> = {
  'tenant.events_.$eventId_.ablauf.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ eventId: a.event.id }),
    query: (a) => `edit=${a.runOfShowEntry.id}`,
    forms: (a, b): Form[] => [
      entryForm(a),
      // B's staff naming their own team member on A's event: still A's event, so 404
      entryForm(b),
      // B's staff person as responsible on A's event: 404 as well
      { ...entryForm(a), responsible_user_id: '', responsible_staff_id: b.staffMember.id },
      { ...entryForm(a), intent: 'update', entry_id: a.runOfShowEntry.id },
      { intent: 'move', entry_id: a.runOfShowEntry.id, direction: 'down' },
      { intent: 'reorder', order: [a.runOfShowEntry.id] },
      { intent: 'delete', entry_id: a.runOfShowEntry.id },
    ],
  },
  'tenant.events_.$eventId_.ablauf[.]pdf.ts': {
    loader: staff({ ids: true }),
    params: (a) => ({ eventId: a.event.id }),
  },
  'tenant.events_.$eventId_.aufgaben.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ eventId: a.event.id }),
    query: (a) => `edit=${a.task.id}`,
    forms: (a, b): Form[] => [
      { intent: 'add', title: 'Übernahme', due_on: '2031-04-20', assignee_user_id: a.planner.user.id, notes: 'x' },
      { intent: 'add', title: 'Übernahme', due_on: '2031-04-20', assignee_user_id: b.planner.user.id },
      { intent: 'update', task_id: a.task.id, title: 'Übernommen', due_on: '2031-04-20' },
      { intent: 'done', task_id: a.task.id },
      { intent: 'undone', task_id: a.task.id },
      { intent: 'delete', task_id: a.task.id },
    ],
  },
  // a template's default Ablaufplan and tasks: A's template and rows are a 404 for B
  'tenant.templates_.$templateId_.ablauf.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ templateId: a.template.id }),
    forms: (a): Form[] => [
      {
        intent: 'add-entry',
        title: 'Übernahme',
        offset_minutes: '30',
        offset_direction: 'before',
        duration_minutes: '15',
        location: 'Terrasse',
        notes: 'x',
        visible_to_customer: 'on',
      },
      { intent: 'add-task', title: 'Übernahme', days_before: '14', after_event: 'on' },
      { intent: 'move-entry', row_id: a.templateEntry.id, direction: 'down' },
      { intent: 'delete-entry', row_id: a.templateEntry.id },
      { intent: 'delete-task', row_id: a.templateTask.id },
    ],
  },
  // each planner's own open tasks: B's staff see B's, never A's (the canaries)
  'tenant.tasks.tsx': { loader: staff() },
}
