import { describe, expect, it } from 'vitest';
import { formatMinPrice, formatServicePrice } from './price.ts';
import { profileStatus, type CompletenessInput } from './completeness.ts';
import { passwordScore, passwordStrengthLabel } from './password-strength.ts';
import { conversionRate } from './stats.ts';
import { isSubscriptionActive, isTrialWaiting, subscriptionStatusLabel, trialDaysRemaining } from './subscription.ts';
import { formatDate } from './dates.ts';
import { contactBar, instagramUrl, locationLabel, maskBrazilPhone, whatsappLink } from './contact.ts';

describe('price display', () => {
  it("says 'A combinar' when negotiable or without a price", () => {
    expect(formatMinPrice(null, false)).toBe('A combinar');
    expect(formatMinPrice(200, true)).toBe('A combinar');
  });
  it("says 'A partir de' with reais otherwise", () => {
    expect(formatMinPrice(1500, false)).toBe('A partir de R$ 1.500');
  });
  it('shows service prices with two decimals or as negotiable', () => {
    expect(formatServicePrice(450, false)).toBe('R$ 450,00');
    expect(formatServicePrice(null, false)).toBe('Preço a combinar');
    expect(formatServicePrice(300, true)).toBe('Preço a combinar');
  });
});

describe('profile completeness', () => {
  const full: CompletenessInput = {
    name: 'Ana',
    description: 'Bio',
    image: '/media/a.webp',
    whatsapp_number: '11999990000',
    specialties: ['Vocal'],
    genres: ['MPB'],
    service_types: ['Presencial'],
    servicesCount: 1,
    portfolioCount: 1,
  };
  it('is complete when nothing is missing', () => {
    expect(profileStatus(full)).toEqual({ is_complete: true, status: 'cadastro_completo', missing_fields: [] });
  });
  it('lists every missing key', () => {
    const status = profileStatus({
      ...full,
      image: '',
      whatsapp_number: null,
      specialties: [],
      servicesCount: 0,
      portfolioCount: 0,
    });
    expect(status.status).toBe('cadastro_incompleto');
    expect(status.missing_fields).toEqual(['image', 'whatsapp', 'specialties', 'services', 'portfolio']);
  });
  it('reports a missing profile', () => {
    expect(profileStatus(null).missing_fields).toEqual(['Perfil não encontrado']);
  });
});

describe('password strength', () => {
  it.each([
    ['', 0, 'Vazia'],
    ['abc', 20, 'Muito fraca'],
    ['abcdefgh', 40, 'Fraca'],
    ['abcdefgH', 60, 'Média'],
    ['abcdefH1', 80, 'Forte'],
    ['abcdeH1!', 100, 'Excelente'],
  ])('%s scores %i (%s)', (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrengthLabel(score)).toBe(label);
  });
});

describe('conversion rate', () => {
  it('is clicks over views with one decimal and a comma', () => {
    expect(conversionRate(200, 25)).toBe('12,5%');
    expect(conversionRate(3, 1)).toBe('33,3%');
  });
  it("is '0,0%' with no views", () => {
    expect(conversionRate(0, 0)).toBe('0,0%');
  });
});

describe('subscriptions', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const later = new Date('2026-06-03T12:00:00Z');
  const earlier = new Date('2026-05-31T12:00:00Z');
  it('is active while active or trialing and not past its end', () => {
    expect(isSubscriptionActive({ status: 'active', current_period_ends_at: later, trial_ends_at: null }, now)).toBe(
      true,
    );
    expect(isSubscriptionActive({ status: 'trialing', current_period_ends_at: later, trial_ends_at: later }, now)).toBe(
      true,
    );
    expect(isSubscriptionActive({ status: 'active', current_period_ends_at: earlier, trial_ends_at: null }, now)).toBe(
      false,
    );
    expect(
      isSubscriptionActive({ status: 'trialing', current_period_ends_at: null, trial_ends_at: earlier }, now),
    ).toBe(false);
    expect(isSubscriptionActive({ status: 'canceled', current_period_ends_at: later, trial_ends_at: null }, now)).toBe(
      false,
    );
    expect(isSubscriptionActive(null, now)).toBe(false);
  });
  it('counts a trial that waits for the first listing as active, with no end yet', () => {
    const waiting = { status: 'trialing', current_period_ends_at: null, trial_ends_at: null };
    expect(isTrialWaiting(waiting)).toBe(true);
    expect(isSubscriptionActive(waiting, now)).toBe(true);
    expect(isTrialWaiting({ status: 'trialing', current_period_ends_at: later, trial_ends_at: later })).toBe(false);
    // A waiting trial whose period was ended (the test portal) is over, not waiting.
    expect(isTrialWaiting({ status: 'trialing', current_period_ends_at: earlier, trial_ends_at: null })).toBe(false);
    expect(isTrialWaiting({ status: 'active', current_period_ends_at: null, trial_ends_at: null })).toBe(false);
    expect(isTrialWaiting(null)).toBe(false);
  });
  it('labels every status', () => {
    expect(subscriptionStatusLabel('active')).toBe('Ativa');
    expect(subscriptionStatusLabel('canceled')).toBe('Cancelada');
    expect(subscriptionStatusLabel('past_due')).toBe('Pagamento atrasado');
    expect(subscriptionStatusLabel('incomplete')).toBe('Inativa');
    expect(subscriptionStatusLabel(null)).toBe('Carregando...');
    expect(subscriptionStatusLabel('trialing', later, now)).toBe('Em teste (2 dias restantes)');
    expect(subscriptionStatusLabel('trialing', new Date(now.getTime() + 3_600_000), now)).toBe(
      'Em teste (1 dia restante)',
    );
    expect(subscriptionStatusLabel('trialing', null, now)).toBe('Em teste: começa quando seu perfil entrar nas buscas');
  });
  it('rounds trial days up and never goes negative', () => {
    expect(trialDaysRemaining(new Date(now.getTime() + 25 * 3_600_000), now)).toBe(2);
    expect(trialDaysRemaining(earlier, now)).toBe(0);
  });
});

describe('dates', () => {
  it("formats pt-BR, 'N/A' when missing and 'Data inválida' when unreadable", () => {
    expect(formatDate('2026-03-15T15:00:00Z')).toBe('15/03/2026');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('ontem')).toBe('Data inválida');
  });
});

describe('contact', () => {
  it('builds the WhatsApp link from country code and number with a greeting by first name', () => {
    const link = whatsappLink('55', '(11) 98765-4321', 'Lucas Andrade')!;
    expect(link.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1]!)).toContain('Olá, Lucas!');
    expect(whatsappLink('55', '', 'Lucas')).toBeNull();
  });
  it('strips the @ from Instagram handles', () => {
    expect(instagramUrl('@bia.beats')).toBe('https://instagram.com/bia.beats');
    expect(instagramUrl('')).toBeNull();
  });
  it('masks Brazilian numbers as (99) 99999-9999', () => {
    expect(maskBrazilPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskBrazilPhone('119')).toBe('(11) 9');
  });
  it('shows the country abroad, otherwise city and state', () => {
    expect(locationLabel({ outside_brazil: true, country: 'Portugal', city: 'X', state: 'Y' })).toBe('Portugal');
    expect(locationLabel({ outside_brazil: false, country: null, city: 'Recife', state: 'Pernambuco' })).toBe(
      'Recife, Pernambuco',
    );
  });
});

describe('contact on a public profile', () => {
  const listed = { services_suspended: false, is_active: true, passes_verification: true };
  it('is available only to a professional who would be listed', () => {
    expect(contactBar(listed)).toBeNull();
    expect(contactBar({ ...listed, is_active: false })).toBe('not_subscribed');
    expect(contactBar({ ...listed, passes_verification: false })).toBe('awaiting_verification');
  });
  it('names the suspension first: it is the professional’s own choice', () => {
    expect(contactBar({ services_suspended: true, is_active: false, passes_verification: false })).toBe('suspended');
  });
});
