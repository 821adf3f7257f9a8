import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '@/generated';
import type { Role } from '@/generated/enums/Role';
import { formatDateTime, roleLabel } from '../../domain/format';
import { OPERATOR_STAFF_ROLES } from '../../domain/roles';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import type { Person } from '../kit/pickers/PersonCombobox';
import { PersonPicker } from '../kit/pickers/PersonPicker';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { SelectField } from '../kit/ui/SelectField';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';

const TasksQuery = graphql(`
  query DashboardTasks { tasks { id title dueAt assigneeName assigneeRole status version } }
`);
const CreateTaskMutation = graphql(`
  mutation CreateTask($input: TaskInput!) { createTask(input: $input) { id title dueAt assigneeName assigneeRole status version } }
`);
const CompleteTaskMutation = graphql(`
  mutation CompleteTask($id: ID!, $version: Int!) { completeTask(id: $id, version: $version) { id status version } }
`);

const ME = 'ME';
const PERSON = 'PERSON';
const ASSIGNEES = [
  { value: ME, label: 'Me' },
  { value: PERSON, label: 'A person…' },
  ...OPERATOR_STAFF_ROLES.map((role) => ({ value: role, label: `Everyone: ${roleLabel(role)}` })),
];
const REMINDERS = [
  { value: '15', label: '15 minutes before' },
  { value: '60', label: '1 hour before' },
  { value: '1440', label: '1 day before' },
];

/**
 * /dashboard: the user's open tasks and their roles', soonest first, each marked done in a click; a new task below, for
 * the user, a person picked from the tenant's staff or everyone holding a role.
 */
export const TasksPanel = () => {
  const user = useCurrentUser();
  const tenant = useCurrentTenant();
  const [result, refetch] = useQuery({ query: TasksQuery });
  const [created, create] = useMutation(CreateTaskMutation);
  const [, complete] = useMutation(CompleteTaskMutation);
  const [title, setTitle] = useState('');
  const [dueAt, setDueAt] = useState('');
  const [assignee, setAssignee] = useState(ME);
  const [person, setPerson] = useState<Person | null>(null);
  const [remind, setRemind] = useState('60');
  const [failure, setFailure] = useState<Failure | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const due = dueAt ? new Date(dueAt) : null;
    if (!due || Number.isNaN(due.getTime()))
      return setFailure({ code: 'BAD_USER_INPUT', message: '', fieldErrors: { dueAt: ['Enter the due date and time.'] } });
    if (assignee === PERSON && !person)
      return setFailure({ code: 'BAD_USER_INPUT', message: '', fieldErrors: { assigneeId: ['Pick the person the task is for.'] } });
    const input = {
      title,
      dueAt: due.toISOString(),
      remindMinutes: Number(remind),
      ...(assignee === ME
        ? { assigneeId: user?.id }
        : assignee === PERSON
          ? { assigneeId: person?.id }
          : { assigneeRole: assignee as Role }),
    };
    const answer = await create({ input });
    if (answer.error) return setFailure(graphqlFailure(answer.error));
    setTitle('');
    setDueAt('');
    toast.success('Task added.');
    reload();
  };
  const onDone = async (id: string, version: number) => {
    const answer = await complete({ id, version });
    if (answer.error) toast.error(graphqlFailure(answer.error).message);
    else toast.success('Task done.');
    reload();
  };

  const tasks = result.data?.tasks ?? [];
  return (
    <Panel title="Tasks">
      {result.error && !result.data ? (
        <ErrorState message={graphqlFailure(result.error).message} onRetry={reload} />
      ) : !result.data ? (
        <Spinner label="Loading your tasks…" />
      ) : tasks.length === 0 ? (
        <EmptyState title="No open tasks">Nothing is due for you or your roles.</EmptyState>
      ) : (
        <ul className="task-list" aria-label="Open tasks">
          {tasks.map((task) => (
            <li key={task.id} id={`task-${task.id}`}>
              <span>
                <strong>{task.title}</strong> · due {formatDateTime(task.dueAt, tenant?.locale, tenant?.timeZone)} ·{' '}
                {task.assigneeName ?? (task.assigneeRole ? roleLabel(task.assigneeRole) : '')}
              </span>
              <Button className="btn-small" onClick={() => onDone(task.id, task.version)} aria-label={`Mark "${task.title}" done`}>
                Done
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onCreate} noValidate className="form" aria-label="New task">
        {failure && !Object.keys(failure.fieldErrors).length && <Alert tone="danger">{failure.message}</Alert>}
        <div className="field-grid">
          <TextField label="Task" value={title} onChange={setTitle} error={failure?.fieldErrors.title} />
          <TextField label="Due" type="datetime-local" value={dueAt} onChange={setDueAt} error={failure?.fieldErrors.dueAt} />
          <SelectField
            label="Assign to"
            choices={ASSIGNEES}
            value={assignee}
            onChange={([value]) => setAssignee(value ?? ME)}
            error={assignee === PERSON ? undefined : failure?.fieldErrors.assigneeId}
          />
          {assignee === PERSON && (
            <PersonPicker
              label="Person"
              hint="A staff user of this tenant, by name or email."
              chosen={person}
              onChoose={setPerson}
              error={failure?.fieldErrors.assigneeId}
            />
          )}
          <SelectField label="Reminder" choices={REMINDERS} value={remind} onChange={([value]) => setRemind(value ?? '60')} />
        </div>
        <Button type="submit" variant="primary" busy={created.fetching}>
          Add task
        </Button>
      </form>
    </Panel>
  );
};
