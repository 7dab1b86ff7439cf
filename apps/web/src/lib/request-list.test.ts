import { afterEach, describe, expect, it } from 'vitest';
import { getRequestList, getSearchContext, toggleInRequestList } from './request-list';
import { rememberSearchContextOfPage, SEARCH_CONTEXT } from './search-context';

const id = (n: number) => `${String(n).repeat(8)}-${String(n).repeat(4)}-4000-8000-${String(n).repeat(12)}`;

/** A page of results that says what its search asked, as the search page draws it. */
function pageAsking(asked: object | string) {
  const el = document.createElement('section');
  el.setAttribute(SEARCH_CONTEXT, typeof asked === 'string' ? asked : JSON.stringify(asked));
  document.body.append(el);
}

describe('the request being gathered', () => {
  afterEach(() => document.body.replaceChildren());

  it('adds in order, takes out on a second tap, and takes no sixth', () => {
    for (const n of [1, 2, 3, 4, 5]) expect(toggleInRequestList(id(n))).toBe('added');
    expect(toggleInRequestList(id(6))).toBe('full');
    expect(getRequestList()).toEqual([1, 2, 3, 4, 5].map(id));
    expect(toggleInRequestList(id(2))).toBe('removed');
    expect(toggleInRequestList(id(6))).toBe('added');
    expect(getRequestList()).toEqual([1, 3, 4, 5, 6].map(id));
  });

  it('reads a list written by hand as empty rather than failing', () => {
    window.localStorage.setItem('request_professionals', '{not json');
    expect(getRequestList()).toEqual([]);
    window.localStorage.setItem('request_professionals', JSON.stringify(['x', id(7), 3]));
    expect(getRequestList()).toEqual([id(7)]);
  });

  it('keeps what each search asked, a later search replacing only what it asks', () => {
    pageAsking({ occasion: 'casamento', date: '2027-01-09', place: 'Rio de Janeiro (RJ)' });
    rememberSearchContextOfPage();
    document.body.replaceChildren();
    pageAsking({ occasion: null, date: null, place: 'Niterói (RJ)' });
    rememberSearchContextOfPage();
    expect(getSearchContext()).toEqual({ occasion: 'casamento', date: '2027-01-09', place: 'Niterói (RJ)' });
  });

  it('drops what it cannot read back: an unknown occasion, a date that is not a day, a page without JSON', () => {
    pageAsking('{broken');
    rememberSearchContextOfPage();
    expect(getSearchContext()).toEqual({ occasion: null, date: null, place: null });
    window.localStorage.setItem(
      'request_search_context',
      JSON.stringify({ occasion: 'rodeio', date: '09/01/2027', place: '  ' }),
    );
    expect(getSearchContext()).toEqual({ occasion: null, date: null, place: null });
  });
});
