// The design system's catalogue (Storybook, `npm run catalogue`): each component in its states. tests/catalogue runs
// axe on every story of the built catalogue.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarPlus, Copy, Pencil, Search, Trash2, Video } from 'lucide-react';
import { MemoryRouter } from 'react-router-dom';
import { ActionMenu } from './action-menu';
import { Avatar } from './avatar';
import { Button, ButtonLink, IconButton } from './button';
import { Card, CardHeader } from './card';
import { EmptyState } from './empty-state';
import { Money } from './money';
import { PageHeader } from './page-header';
import { Skeleton } from './skeleton';
import { StarRating, StarRatingInput } from './star-rating';
import { StatusPill } from './status-pill';
import { useState } from 'react';

const meta: Meta = {
  title: 'Kit',
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

const FACE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d3e7ea"/><circle cx="32" cy="26" r="12" fill="#8d5b3e"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#0d4d57"/></svg>',
  );

export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div className="actions">
        <Button variant="primary">Book a class</Button>
        <Button variant="secondary">Message</Button>
        <Button variant="quiet">Show more</Button>
        <Button variant="danger">Cancel class</Button>
      </div>
      <div className="actions">
        <Button variant="primary" size="sm">Small</Button>
        <Button variant="primary">Medium</Button>
        <Button variant="primary" size="lg">Large</Button>
      </div>
      <div className="actions">
        <Button variant="primary" icon={<Video />}>Join class</Button>
        <ButtonLink to="/" variant="secondary" icon={<CalendarPlus />}>Schedule</ButtonLink>
        <Button variant="primary" disabled>Please Wait.....</Button>
      </div>
      <div className="actions">
        <IconButton label="Search" icon={<Search />} variant="secondary" />
        <IconButton label="Copy the class link" icon={<Copy />} />
        <IconButton label="Delete the draft" icon={<Trash2 />} variant="danger" />
      </div>
      <div style={{ maxWidth: 320 }}>
        <Button variant="primary" block>Pay Now</Button>
      </div>
    </div>
  ),
};

export const Pills: Story = {
  render: () => (
    <div className="actions">
      <StatusPill>Draft</StatusPill>
      <StatusPill tone="info">Scheduled</StatusPill>
      <StatusPill tone="success">Paid</StatusPill>
      <StatusPill tone="warning">Starts in 10 minutes</StatusPill>
      <StatusPill tone="danger">Cancelled</StatusPill>
    </div>
  ),
};

export const Avatars: Story = {
  render: () => (
    <div className="actions" style={{ alignItems: 'center' }}>
      <Avatar name="Asha Rao" photoUrl={FACE} size={32} />
      <Avatar name="Asha Rao" photoUrl={FACE} size={48} />
      <Avatar name="Asha Rao" photoUrl={FACE} size={64} />
      <Avatar name="Ravi Kumar" size={48} />
      <Avatar name="Priya Shah" size={96} alt="Priya Shah" />
    </div>
  ),
};

export const Ratings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <StarRating value={4.6} label="Rated 4.6 out of 5 from 12 reviews" />
      <StarRating value={3} label="Rated 3.0 out of 5 from 1 review" size="sm" />
      <StarRating value={5} label="Rated 5.0 out of 5 from 240 reviews" size="lg" />
    </div>
  ),
};

function RatingInputDemo() {
  const [value, setValue] = useState<number | null>(4);
  return <StarRatingInput legend="Rating" starLabel={(n) => (n === 1 ? '1 star' : `${n} stars`)} value={value} onChange={setValue} />;
}
export const RatingInput: Story = { render: () => <RatingInputDemo /> };

export const Amounts: Story = {
  render: () => (
    <dl className="facts">
      <dt>Price</dt>
      <dd><Money amount={1500} currency="INR" /></dd>
      <dt>Fee</dt>
      <dd><Money amount={75} currency="INR" /></dd>
      <dt>Total</dt>
      <dd><Money amount={1575} currency="INR" /></dd>
    </dl>
  ),
};

export const Cards: Story = {
  render: () => (
    <ul className="card-list" style={{ maxWidth: 560 }}>
      <Card as="li">
        <CardHeader
          title="Algebra basics"
          meta="Mon, 14 Dec · 4:00 PM · 60 minutes"
          actions={
            <>
              <StatusPill tone="success">Paid</StatusPill>
              <ActionMenu
                label="More actions for Algebra basics"
                actions={[
                  { label: 'Edit', icon: <Pencil />, onSelect: () => undefined },
                  { label: 'Copy share link', icon: <Copy />, onSelect: () => undefined },
                  { label: 'Cancel class', icon: <Trash2 />, danger: true, onSelect: () => undefined },
                ]}
              />
            </>
          }
        />
        <div className="actions">
          <Button variant="primary" icon={<Video />}>Start class</Button>
        </div>
      </Card>
    </ul>
  ),
};

export const MenuOpen: Story = {
  render: () => (
    <div style={{ minHeight: 220, display: 'flex', justifyContent: 'flex-end', maxWidth: 400 }}>
      <ActionMenu
        defaultOpen
        label="More actions for Physics course"
        actions={[
          { label: 'Edit', icon: <Pencil />, onSelect: () => undefined },
          { label: 'Disabled action', disabled: true, onSelect: () => undefined },
          { label: 'Cancel course', icon: <Trash2 />, danger: true, onSelect: () => undefined },
        ]}
      />
    </div>
  ),
};

export const Empty: Story = {
  render: () => (
    <EmptyState icon={<CalendarPlus />} title="No classes yet" action={<Button variant="primary">Create a class</Button>}>
      <p>Create a private class and share its link with a student.</p>
    </EmptyState>
  ),
};

export const Loading: Story = {
  render: () => (
    <div role="status">
      <p>Loading.....</p>
      <Skeleton avatar />
      <Skeleton lines={2} />
    </div>
  ),
};

export const Header: Story = {
  render: () => <PageHeader title="Your classes" lead="Everything you teach this week, the next class first." actions={<Button variant="primary" icon={<CalendarPlus />}>New class</Button>} />,
};
