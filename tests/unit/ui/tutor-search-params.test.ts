import { describe, expect, it } from 'vitest';
import { checkSearchForm, readSearchForm, writeSearchForm, type SearchForm } from '../../../src/ui/features/tutor-search/search-params';

const read = (search: string) => readSearchForm(new URLSearchParams(search));

describe('the tutor search in the URL', () => {
  it('keeps every filter over a round trip, free time included', () => {
    const form: SearchForm = {
      q: 'maths', minPrice: '100', maxPrice: '900', currency: 'INR', language: 'hi', minRating: '4', sort: 'PriceAsc',
      days: [1, 3, 7], time: 'evening', page: 2,
    };
    const written = writeSearchForm(form);
    expect(written.toString()).toBe('q=maths&minPrice=100&maxPrice=900&currency=INR&language=hi&rating=4&sort=PriceAsc&days=mon%2Cwed%2Csun&time=evening&page=2');
    expect(readSearchForm(written)).toEqual(form);
  });

  it('writes nothing for the defaults, and reads an empty address as them', () => {
    const empty = read('');
    expect(empty).toMatchObject({ days: [], time: '', page: 1, sort: 'Relevance' });
    expect(writeSearchForm(empty).toString()).toBe('');
  });

  it('drops what it cannot read and keeps the rest of the search', () => {
    expect(read('days=mon,funday,WED,mon,8&time=25:00&language=hi&rating=4')).toMatchObject({ days: [1, 3], time: '', language: 'hi', minRating: '4' });
    expect(read('days=&time=evening&q=asha')).toMatchObject({ days: [], time: 'evening', q: 'asha' });
    expect(read('time=toString&days=__proto__')).toMatchObject({ days: [], time: '' });
  });
});

describe('the free-time query', () => {
  const base = read('');

  it('asks for the days chosen over the whole day when no time of day is', () => {
    const check = checkSearchForm({ ...base, days: [2, 4] });
    expect(check.ok && check.query).toMatchObject({ freeDays: [2, 4] });
    expect(check.ok && check.query.freeFrom).toBeUndefined();
    expect(check.ok && check.query.freeTo).toBeUndefined();
  });

  it('asks for every day when only a time of day is chosen; evening runs to 24:00 and night from 00:00', () => {
    const evening = checkSearchForm({ ...base, time: 'evening' });
    expect(evening.ok && evening.query).toMatchObject({ freeDays: [1, 2, 3, 4, 5, 6, 7], freeFrom: '18:00', freeTo: '24:00' });
    const night = checkSearchForm({ ...base, days: [6], time: 'night' });
    expect(night.ok && night.query).toMatchObject({ freeDays: [6], freeFrom: '00:00', freeTo: '06:00' });
  });

  it('asks nothing about free time when neither is chosen', () => {
    const check = checkSearchForm(base);
    expect(check.ok && 'freeDays' in check.query).toBe(false);
  });
});
