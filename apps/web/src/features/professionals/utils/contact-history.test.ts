import { beforeEach, describe, expect, it } from 'vitest';
import { askAgainLater, rememberAnswer, rememberContactClick, responseQuestionDue } from './contact-history';
import { addFavorites, getFavorites, removeFavorites, toggleFavorite } from './favorites';

const HOUR = 3_600_000;
const PRO = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

beforeEach(() => window.localStorage.clear());

describe('the response question in this browser', () => {
  it('is asked a day after the first contact click, not before', () => {
    const t0 = Date.UTC(2026, 5, 1);
    rememberContactClick(PRO, t0);
    rememberContactClick(PRO, t0 + 20 * HOUR);
    expect(responseQuestionDue(PRO, t0 + 23 * HOUR)).toBe(false);
    expect(responseQuestionDue(PRO, t0 + 24 * HOUR)).toBe(true);
    expect(responseQuestionDue(OTHER, t0 + 48 * HOUR)).toBe(false);
  });

  it('waits another day after "Ainda não" and stops once answered', () => {
    const t0 = Date.UTC(2026, 5, 1);
    rememberContactClick(PRO, t0);
    askAgainLater(PRO, t0 + 25 * HOUR);
    expect(responseQuestionDue(PRO, t0 + 30 * HOUR)).toBe(false);
    expect(responseQuestionDue(PRO, t0 + 49 * HOUR)).toBe(true);
    rememberAnswer(PRO);
    expect(responseQuestionDue(PRO, t0 + 100 * HOUR)).toBe(false);
  });

  it('survives unreadable storage', () => {
    window.localStorage.setItem('contact_history', '{não é json');
    expect(responseQuestionDue(PRO)).toBe(false);
  });
});

describe('favourites in this browser', () => {
  it('saves newest first, toggles off, and ignores what is not an id', () => {
    expect(toggleFavorite(PRO)).toBe(true);
    expect(toggleFavorite(OTHER)).toBe(true);
    expect(getFavorites()).toEqual([OTHER, PRO]);
    expect(toggleFavorite(PRO)).toBe(false);
    expect(getFavorites()).toEqual([OTHER]);
    addFavorites([PRO, OTHER]);
    expect(getFavorites()).toEqual([PRO, OTHER]);
    removeFavorites([OTHER]);
    expect(getFavorites()).toEqual([PRO]);
    window.localStorage.setItem('favorite_professionals', JSON.stringify(['<script>', 42, PRO]));
    expect(getFavorites()).toEqual([PRO]);
  });
});
