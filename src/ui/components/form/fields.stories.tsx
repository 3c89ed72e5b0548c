// The form kit's fields (fields.tsx): a label, a hint, the control and its error, tied together for assistive
// technology; themed checkboxes and radios (.choice); the form's alert and its submit button. (No <form> here: a
// screen's form goes through useForm, tests/lint/ui-one-way.test.ts.)
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ControlField, FormAlert, FormField, SelectField, SubmitButton, TextAreaField } from './fields';

const meta: Meta = { title: 'Shared/Form fields', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

const form = { display: 'grid', gap: 16, maxWidth: 480 } as const;

export const TextFields: Story = {
  render: () => (
    <div style={form}>
      <FormField label="Course name" name="name" defaultValue="" />
      <FormField label="Price" name="price" inputMode="numeric" defaultValue="1500" hint="In your currency, a whole amount." />
      <FormField label="Email" name="email" type="email" defaultValue="asha@example" error="Enter an email address such as name@example.com." />
      <FormField label="Date and time" name="when" type="datetime-local" defaultValue="2026-03-02T16:00" hint="In your time zone (Asia/Kolkata)." />
    </div>
  ),
};

function TextAreaDemo({ error }: { error?: string }) {
  const [value, setValue] = useState(error ? '' : 'I teach mechanics with worked examples.');
  return <TextAreaField label="Description" hint="Plain text, up to 1,000 characters." value={value} onChange={setValue} error={error} />;
}
export const TextArea: Story = { render: () => <div style={form}><TextAreaDemo /><TextAreaDemo error="Describe the course in a few words." /></div> };

function SelectDemo({ error }: { error?: string }) {
  const [value, setValue] = useState(error ? '' : 'INR');
  return (
    <SelectField label="Currency" value={value} onChange={setValue} error={error}>
      <option value="">Choose a currency</option>
      <option value="INR">INR</option>
      <option value="USD">USD</option>
    </SelectField>
  );
}
export const Select: Story = { render: () => <div style={form}><SelectDemo /><SelectDemo error="Choose a currency." /></div> };

function Choices() {
  const [role, setRole] = useState('student');
  const [topics, setTopics] = useState(['Physics']);
  return (
    <div style={form}>
      <fieldset>
        <legend>I am a</legend>
        {['student', 'tutor'].map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="role" value={value} checked={role === value} onChange={() => setRole(value)} />
            {value === 'student' ? 'Student' : 'Tutor'}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Topics</legend>
        {['Physics', 'Mathematics', 'English'].map((topic) => (
          <label key={topic} className="choice">
            <input type="checkbox" checked={topics.includes(topic)} onChange={(event) => setTopics(event.target.checked ? [...topics, topic] : topics.filter((t) => t !== topic))} />
            {topic}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
export const CheckboxesAndRadios: Story = { render: () => <Choices /> };

export const AnyControl: Story = {
  name: 'Any control (ControlField)',
  render: () => (
    <div style={form}>
      <ControlField label="Hourly rate" hint="What one hour costs a student." error="Enter at most 100000.">
        {(control) => <input {...control} inputMode="numeric" defaultValue="250000" />}
      </ControlField>
    </div>
  ),
};

export const AfterAFailedSubmit: Story = {
  render: () => (
    <div style={form}>
      <FormAlert messages={['Check the fields below: 2 need your attention.', 'Enter a course name.', 'Choose a currency.']} />
      <p className="actions">
        <SubmitButton pending={false} label="Create course" pendingLabel="Please Wait....." />
      </p>
    </div>
  ),
};

export const Submitting: Story = {
  render: () => (
    <div style={form}>
      <p className="actions">
        <SubmitButton pending label="Create course" pendingLabel="Please Wait....." />
      </p>
    </div>
  ),
};
