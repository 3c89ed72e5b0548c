import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/domain/backend-error';
import { TUTOR_DIRECTORY_API } from '../../src/ports/tutor-directory-api';
import { AVAILABILITY_API } from '../../src/ports/availability-api';
import type { Availability } from '../../src/contract/records';
import type { Container } from 'inversify';
import { actAs, changeStore } from './backend';
import { buildTestContainer, renderApp } from './render-app';
import { dated } from './dated';

async function signedIn() {
  const container = await buildTestContainer();
  actAs(container, 'student');
  return container;
}

/** Registers `count` more tutors in the backend's store, all teaching organic synthesis. */
function addTutors(count: number) {
  changeStore((state) => {
    for (let index = 0; index < count; index += 1) {
      const uid = `extra-${index}`;
      state.users!.push({
        id: uid,
        UserID: uid,
        Role: 1,
        FirstName: `Extra${String(index).padStart(2, '0')}`,
        LastName: 'Tutor',
        Email: `${uid}@demo.test`,
        TimeZone: 'UTC',
        LangID: 1,
        TopicIDs: [3],
        CreatedAt: '2026-01-10T09:00:00Z',
        Bio: 'Organic synthesis, step by step.',
        Slug: uid,
        HourlyRate: 100 + index,
        CurrencyType: 'INR',
        Languages: ['fr'],
      });
    }
  });
}

/**
 * The demo tutor (Asha Rao) saves weekly hours as the tutor: Mondays 18:00–21:00 in Kolkata, the demo student's zone;
 * the container then acts as the student again. No other tutor of the seed has hours.
 */
async function publishMondayEvenings(container: Container): Promise<void> {
  const hours: Availability = {
    TimeZone: 'Asia/Kolkata', CurrencyType: 'INR', Weekly: [{ Day: 1, From: '18:00', To: '21:00' }], Overrides: [],
    Lengths: [{ Minutes: 60, Price: 800, TransactionFees: 40 }], BufferMinutes: 0, MinNoticeHours: 0, HorizonDays: 60, Trial: null,
  };
  actAs(container, 'tutor');
  await container.get(AVAILABILITY_API).save(hours);
  actAs(container, 'student');
}

const chip = (name: string) => within(screen.getByRole('group', { name: 'When are you free?' })).getByRole('checkbox', { name });
const part = (name: string | RegExp) => within(screen.getByRole('radiogroup', { name: 'Time of day' })).getByRole('radio', { name });

// The results' list (the page's only list: the site's menu is outside main).
const resultNames = () => within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/tutor-search', () => {
  it('searches by the query in the URL and links each result to the tutor page', async () => {
    renderApp(await signedIn(), '/tutor-search?q=asha');
    expect(await screen.findByText('1 tutor found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile: Asha Rao' })).toHaveAttribute('href', '/demo-tutor');
    expect(screen.getByLabelText('Name or topic')).toHaveValue('asha');
    // The card names her next class open for booking (the seed's soonest), in the student's zone.
    expect(screen.getByText(dated(/^Next class: \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/))).toBeInTheDocument();
  });

  it('finds tutors by topic, filters by language and sorts by price, keeping it all in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(await signedIn(), '/tutor-search');
    expect(await screen.findByText('5 tutors found')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name or topic'), 'physics');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(resultNames()).toEqual(['Daniel Okafor']));
    expect(router.state.location.search).toBe('?q=physics');
    await user.clear(screen.getByLabelText('Name or topic'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'PriceDesc');
    // Grouped by currency (€25, £30, ₹800, ₹500, ¥3,500), highest first within each: numbers in two currencies are not compared.
    await waitFor(() => expect(resultNames()).toEqual(['Sofia Garcia', 'Daniel Okafor', 'Meera Iyer', 'Asha Rao', 'Kenji Sato']));
    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    await waitFor(() => expect(resultNames()).toEqual(['Meera Iyer', 'Asha Rao']));
    expect(router.state.location.search).toBe('?language=hi&sort=PriceDesc');
    // Back restores the previous search, form included.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Language')).toHaveValue(''));
    expect(screen.getByLabelText('Sort by')).toHaveValue('PriceDesc');
    await waitFor(() => expect(resultNames()).toEqual(['Sofia Garcia', 'Daniel Okafor', 'Meera Iyer', 'Asha Rao', 'Kenji Sato']));
  });

  it('filters by price range within the chosen currency and refuses a range with no currency or the wrong way round without asking the backend', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(await signedIn(), '/tutor-search');
    await screen.findByText('5 tutors found');
    await user.type(screen.getByLabelText('Lowest hourly rate'), '600');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the currency of the rates: rates are compared within one currency.');
    expect(screen.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveFocus());
    expect(router.state.location.search).toBe('');
    await user.selectOptions(screen.getByLabelText('Currency'), 'INR');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(resultNames()).toEqual(['Meera Iyer']));
    await user.type(screen.getByLabelText('Highest hourly rate'), '100');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The lowest rate must not be above the highest rate.');
    expect(screen.getByLabelText('Highest hourly rate')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?minPrice=600&currency=INR');
    fireEvent.change(screen.getByLabelText('Highest hourly rate'), { target: { value: '-3' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use a whole number of 0 or more.');
  });

  it('pages through many results', async () => {
    const user = userEvent.setup();
    const container = await signedIn();
    addTutors(23);
    const { router } = renderApp(container, '/tutor-search?q=extra&sort=NameAsc');
    expect(await screen.findByText('23 tutors found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(resultNames()[0]).toBe('Extra00 Tutor');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(resultNames()[0]).toBe('Extra10 Tutor'));
    expect(router.state.location.search).toContain('page=2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(resultNames()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says so when nothing matches', async () => {
    renderApp(await signedIn(), '/tutor-search?q=zzzz');
    expect(await screen.findByText('No tutor matches. Try fewer words or wider filters.')).toBeInTheDocument();
  });

  it('finds the tutors free when the student is: Monday evening finds the demo tutor, in the student’s zone; Clear takes it back', async () => {
    const user = userEvent.setup();
    const container = await signedIn();
    await publishMondayEvenings(container);
    const { router } = renderApp(container, '/tutor-search');
    await screen.findByText('5 tutors found');
    expect(within(screen.getByRole('group', { name: 'When are you free?' })).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label')))
      .toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(part('Any time')).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear days and time of day' })).not.toBeInTheDocument();

    await user.click(chip('Monday'));
    expect(chip('Monday')).toBeChecked();
    await waitFor(() => expect(resultNames()).toEqual(['Asha Rao']));
    await user.click(part('Evening 18–24'));
    expect(await screen.findByText('1 tutor found')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Asha Rao']);
    expect(router.state.location.search).toBe('?days=mon&time=evening');
    // Her card names her first open time, Monday 4 May 18:00 in Kolkata (the tests' clock starts Friday 1 May).
    expect(screen.getByText(dated('Next open: Mon, 4 May 2026, 6:00 PM'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();

    // Monday morning, and Tuesday evening: she is not free then.
    await user.click(part('Morning 06–12'));
    expect(await screen.findByText('No tutor matches. Try fewer words or wider filters.')).toBeInTheDocument();
    expect(screen.getByText('0 tutors found')).toBeInTheDocument();
    await user.click(part('Evening 18–24'));
    await screen.findByText('1 tutor found');
    await user.click(chip('Monday'));
    await user.click(chip('Tuesday'));
    await screen.findByText('0 tutors found');
    expect(router.state.location.search).toBe('?days=tue&time=evening');

    // Clear: every day, any time, all five tutors again, and the focus on Monday (the button it was on is gone).
    await user.click(screen.getByRole('button', { name: 'Clear days and time of day' }));
    expect(await screen.findByText('5 tutors found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(chip('Tuesday')).not.toBeChecked();
    expect(part('Any time')).toBeChecked();
    expect(chip('Monday')).toHaveFocus();
  });

  it('reads the free time from a shared link, dropping what it cannot read and keeping the other filters', async () => {
    const container = await signedIn();
    await publishMondayEvenings(container);
    renderApp(container, '/tutor-search?days=mon,funday&time=25:00&language=hi');
    // Monday at any time, in Hindi: Asha Rao (Meera Iyer speaks Hindi too, and has no hours).
    expect(await screen.findByText('1 tutor found')).toBeInTheDocument();
    expect(resultNames()).toEqual(['Asha Rao']);
    expect(chip('Monday')).toBeChecked();
    expect(part('Any time')).toBeChecked();
    expect(screen.getByLabelText('Language')).toHaveValue('hi');
  });

  it('shows an error with a retry that works', async () => {
    const container = await signedIn();
    vi.spyOn(container.get(TUTOR_DIRECTORY_API), 'search').mockRejectedValueOnce(new BackendError('network', 'offline'));
    renderApp(container, '/tutor-search');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 tutors found')).toBeInTheDocument();
  });
});
