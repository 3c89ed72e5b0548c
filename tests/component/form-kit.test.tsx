import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { refusalOf } from '../../src/application/outcome';
import { BackendError } from '../../src/domain/backend-error';
import { keysOf, refusedFields } from '../../src/ui/components/form/field-errors';
import { FormAlert, FormField, SubmitButton } from '../../src/ui/components/form/fields';
import { useForm, type Sent } from '../../src/ui/components/form/use-form';
import { fill } from './fill';

// The form kit on its own: a two-field form whose `send` the test controls.

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name.'), code: z.string().regex(/^\d{3}$/, 'Three digits.') });
type Values = { name: string; code: string };

function TestForm({ send }: { send: (input: z.infer<typeof schema>, values: Values) => Promise<Sent<Values>> }) {
  const form = useForm({ initial: { name: '', code: '' }, schema: () => schema, send });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Test form">
      <FormAlert messages={form.alert} />
      <FormField label="Name" {...form.field('name')} />
      <FormField label="Code" {...form.field('code')} />
      <SubmitButton pending={form.pending} label="Save" pendingLabel="Saving…" />
      <p role="status">{form.done}</p>
    </form>
  );
}

describe('useForm and the form kit', () => {
  it('shows the schema’s message at each field, marked invalid, and sends nothing', async () => {
    const send = vi.fn();
    render(<TestForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Three digits.');
    expect(send).not.toHaveBeenCalled();
  });

  it('takes the user to what to fix: the first field in error when there is no summary, the summary when there is one', async () => {
    const send = vi.fn(async (): Promise<Sent<Values>> => ({ ok: false, alert: ['The code is taken.'], errors: { code: 'That code is taken.' } }));
    render(<TestForm send={send} />);
    await fill(userEvent, screen, { Code: '12' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a name.');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await fill(userEvent, screen, { Name: 'Asha', Code: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The code is taken.');
    // Each failed press takes focus back there.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('sends once per press: the button is disabled while the request runs; then says what the success said and empties the fields', async () => {
    let finish: (sent: Sent<Values>) => void = () => {};
    const send = vi.fn(() => new Promise<Sent<Values>>((resolve) => (finish = resolve)));
    render(<TestForm send={send} />);
    await fill(userEvent, screen, { Name: ' Asha ', Code: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Asha', code: '123' }, { name: ' Asha ', code: '123' });
    finish({ ok: true, done: 'Saved.', values: { name: '', code: '' } });
    expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('puts the backend’s field errors at their fields and its message above them', async () => {
    const refusal = refusalOf(new BackendError('validation', 'Bad input', [{ field: 'code', message: 'That code is taken.' }, { field: 'Other', message: 'Not ours.' }]));
    const send = vi.fn(async (_input: unknown, values: Values): Promise<Sent<Values>> => ({
      ok: false,
      errors: refusedFields(refusal, keysOf(values)),
      alert: ['Not saved.'],
    }));
    render(<TestForm send={send} />);
    await fill(userEvent, screen, { Name: 'Asha', Code: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved.');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('That code is taken.');
    expect(screen.queryByText('Not ours.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('123');
  });

  it('follows its source: when it changes, the values are read again and what the last press said goes; edits stand until then', async () => {
    function Filter({ query }: { query: string }) {
      const form = useForm({
        initial: { name: query, code: '' },
        source: query,
        schema: () => schema,
        send: async (): Promise<Sent<Values>> => ({ ok: true }),
      });
      return (
        <form onSubmit={form.onSubmit} noValidate aria-label="Filter">
          <FormField label="Name" {...form.field('name')} />
          <FormField label="Code" {...form.field('code')} />
          <SubmitButton pending={form.pending} label="Apply" pendingLabel="Applying…" />
        </form>
      );
    }
    const { rerender } = render(<Filter query="asha" />);
    await fill(userEvent, screen, { Code: '12' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Three digits.')).toBeInTheDocument();
    rerender(<Filter query="asha" />);
    expect(screen.getByLabelText('Code')).toHaveValue('12');
    expect(screen.getByText('Three digits.')).toBeInTheDocument();
    rerender(<Filter query="ravi" />);
    expect(screen.getByLabelText('Name')).toHaveValue('ravi');
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(screen.queryByText('Three digits.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
    // A new press says its own again.
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Three digits.')).toBeInTheDocument();
  });
});

// Values that hold a list: each row's inputs show their own message, keyed by path ('Rows[1].Name').
const rowsSchema = z.object({
  Title: z.string().trim().min(1, 'Enter a title.'),
  Rows: z.array(z.object({ Name: z.string().trim().min(1, 'Name this row.'), Size: z.string().regex(/^\d+$/, 'A whole number.') })),
});
type RowValues = z.infer<typeof rowsSchema>;
type Row = RowValues['Rows'][number];

function RowsForm({ send }: { send: (input: RowValues) => Promise<Sent<RowValues>> }) {
  const form = useForm({ initial: { Title: 'Plan', Rows: [{ Name: 'First', Size: '1' }, { Name: '', Size: 'x' }] }, schema: () => rowsSchema, errorsByPath: true, send });
  const { values } = form;
  const change = (index: number, next: Partial<Row>, path: `Rows[${number}].${keyof Row}`) => form.edit({ ...values, Rows: values.Rows.map((row, i) => (i === index ? { ...row, ...next } : row)) }, path);
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Rows form">
      <FormAlert messages={form.alert} />
      <FormField label="Title" {...form.field('Title')} />
      {values.Rows.map((row, i) => (
        <fieldset key={i}>
          <FormField label={`Name ${i + 1}`} value={row.Name} error={form.errors[`Rows[${i}].Name`]} onChange={(event) => change(i, { Name: event.target.value }, `Rows[${i}].Name`)} />
          <FormField label={`Size ${i + 1}`} value={row.Size} error={form.errors[`Rows[${i}].Size`]} onChange={(event) => change(i, { Size: event.target.value }, `Rows[${i}].Size`)} />
        </fieldset>
      ))}
      <button type="button" onClick={() => form.reshape({ ...values, Rows: values.Rows.slice(1) })}>
        Remove the first row
      </button>
      <SubmitButton pending={form.pending} label="Save" pendingLabel="Saving…" />
    </form>
  );
}

describe('useForm with errors by path', () => {
  it('puts each message at the input of its path, focuses the first, takes back the one edited, and all when the rows move', async () => {
    const send = vi.fn(async (): Promise<Sent<RowValues>> => ({ ok: false, errors: { 'Rows[0].Size': 'Too big for the room.' } }));
    render(<RowsForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name2 = screen.getByLabelText('Name 2');
    await waitFor(() => expect(name2).toHaveAccessibleDescription('Name this row.'));
    expect(screen.getByLabelText('Size 2')).toHaveAccessibleDescription('A whole number.');
    expect(screen.getByLabelText('Name 1')).not.toHaveAttribute('aria-invalid');
    expect(name2).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    // An edit takes back the message at its own path; the other stands.
    await userEvent.type(name2, 'Second');
    expect(name2).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Size 2')).toHaveAccessibleDescription('A whole number.');

    // The backend's message by path, at its input; removing a row moves the paths, so every message goes.
    await userEvent.clear(screen.getByLabelText('Size 2'));
    await userEvent.type(screen.getByLabelText('Size 2'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Size 1')).toHaveAccessibleDescription('Too big for the room.'));
    expect(send).toHaveBeenCalledWith({ Title: 'Plan', Rows: [{ Name: 'First', Size: '1' }, { Name: 'Second', Size: '4' }] }, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Remove the first row' }));
    expect(screen.getByLabelText('Size 1')).toHaveValue('4');
    expect(screen.getByLabelText('Size 1')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the values as they are when there is no schema (the use case checks them)', async () => {
    const send = vi.fn(async (): Promise<Sent<{ Title: string }>> => ({ ok: false, errors: { Title: 'Taken.' } }));
    function Bare() {
      const form = useForm<{ Title: string }>({ initial: { Title: '' }, send });
      return (
        <form onSubmit={form.onSubmit} noValidate aria-label="Bare form">
          <FormField label="Title" {...form.field('Title')} />
          <SubmitButton pending={form.pending} label="Save" pendingLabel="Saving…" />
        </form>
      );
    }
    render(<Bare />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Taken.'));
    expect(send).toHaveBeenCalledWith({ Title: '' }, { Title: '' });
  });
});
