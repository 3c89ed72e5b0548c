// The Pager (pager.tsx): Previous / Next through a list's pages, each disabled at its end; nothing on a single page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager } from './pager';

const meta: Meta = { title: 'Shared/Pager', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

function Paged({ start }: { start: number }) {
  const [page, setPage] = useState(start);
  return <Pager label="Result pages" page={page} total={47} pageSize={10} onPage={setPage} />;
}

export const FirstPage: Story = { render: () => <Paged start={1} /> };
export const MiddlePage: Story = { render: () => <Paged start={3} /> };
export const LastPage: Story = { render: () => <Paged start={5} /> };
