import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search.ts';
import { reviewSchema } from './review.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';
import { signupSchema, AUTH_MESSAGES } from './auth.ts';
import { serviceSchema, portfolioItemSchema, profileUpdateFailed } from './professional.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('search query', () => {
  it('has sensible defaults', () => {
    expect(searchQuerySchema.parse({})).toMatchObject({
      q: null,
      specialties: [],
      sort: 'top_rated',
      page: 1,
      pageSize: 24,
      maxPrice: null,
    });
  });
  it('splits comma-separated lists', () => {
    expect(searchQuerySchema.parse({ specialties: 'DJ,Vocal', locations: 'Fora do Brasil' })).toMatchObject({
      specialties: ['DJ', 'Vocal'],
      locations: ['Fora do Brasil'],
    });
  });
  it.each([
    [{ sort: 'random' }, 'Ordenação inválida.'],
    [{ page: '-1' }, 'Página inválida: use um número a partir de 1.'],
    [{ pageSize: '10000' }, 'Tamanho de página inválido: use um número de 1 a 100.'],
    [{ maxPrice: 'abc' }, 'Faixa de preço inválida.'],
    [{ specialties: '<b>' }, 'Filtro de especialidades inválido: <b>.'],
    [{ genres: `Samba${'a'.repeat(60)}` }, `Filtro de gêneros inválido: Samba${'a'.repeat(60)}.`],
    [{ occasions: 'Tuba' }, 'Filtro de ocasiões inválido: Tuba.'],
    [{ q: 'x'.repeat(5000) }, 'A busca pode ter no máximo 100 caracteres.'],
  ])('refuses %j in pt-BR', (input, message) => {
    expect(firstMessage(searchQuerySchema.safeParse(input))).toBe(message);
  });
});

describe('review form', () => {
  const valid = {
    rating: 5,
    project_url: 'https://soundcloud.com/x',
    user_name: 'Ana',
    user_email: 'ana@exemplo.com',
    comment: 'Ótimo',
  };
  it('accepts a complete review', () => {
    expect(reviewSchema.safeParse(valid).success).toBe(true);
  });
  it('requires stars', () => {
    expect(firstMessage(reviewSchema.safeParse({ ...valid, rating: 0 }))).toBe(REVIEW_MESSAGES.rating);
  });
  it('requires an http(s) project link', () => {
    expect(firstMessage(reviewSchema.safeParse({ ...valid, project_url: '' }))).toBe(REVIEW_MESSAGES.projectRequired);
    expect(firstMessage(reviewSchema.safeParse({ ...valid, project_url: 'ftp://x.com' }))).toBe(
      REVIEW_MESSAGES.projectInvalid,
    );
    expect(firstMessage(reviewSchema.safeParse({ ...valid, project_url: 'javascript:alert(1)' }))).toBe(
      REVIEW_MESSAGES.projectInvalid,
    );
  });
});

describe('sign-up form', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@exemplo.com',
    password: 'Senha@123',
    confirmPassword: 'Senha@123',
    acceptTerms: true,
  };
  it('accepts a strong password', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['senha@123', AUTH_MESSAGES.passwordUpper],
    ['SENHA@123', AUTH_MESSAGES.passwordLower],
    ['Senha@abc', AUTH_MESSAGES.passwordDigit],
    ['Senha1234', AUTH_MESSAGES.passwordSymbol],
    ['Se@1', AUTH_MESSAGES.passwordMin],
  ])('refuses %s', (password, message) => {
    const r = signupSchema.safeParse({ ...valid, password, confirmPassword: password });
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('requires matching passwords and accepted terms', () => {
    expect(firstMessage(signupSchema.safeParse({ ...valid, confirmPassword: 'Outra@123' }))).toBe(
      AUTH_MESSAGES.mismatch,
    );
    expect(firstMessage(signupSchema.safeParse({ ...valid, acceptTerms: false }))).toBe(AUTH_MESSAGES.terms);
  });
});

describe('services and portfolio', () => {
  it('drops the price of a negotiable service', () => {
    expect(
      serviceSchema.parse({ title: 'Mix', description: 'Mixagem', price: '300', is_price_negotiable: true })
        .price_cents,
    ).toBeNull();
    expect(serviceSchema.parse({ title: 'Mix', description: 'Mixagem', price: '300' }).price_cents).toBe(30_000);
  });
  it('reads prices typed the Brazilian way and keeps the cents', () => {
    const cents = (price: string) =>
      serviceSchema.parse({ title: 'Show', description: 'Show de 2 h', price }).price_cents;
    expect(cents('350,50')).toBe(35_050);
    expect(cents('1.200')).toBe(120_000);
    expect(cents('R$ 1.200,99')).toBe(120_099);
    expect(firstMessage(serviceSchema.safeParse({ title: 'Show', description: 'Show de 2 h', price: '12,345' }))).toBe(
      'Informe um preço válido, por exemplo 1.200 ou 350,50.',
    );
  });
  it('makes a package of a price kind, a short list, a duration, revisions and occasions', () => {
    const p = serviceSchema.parse({
      title: 'Cerimônia',
      description: 'Voz e violão na cerimônia',
      price: '800',
      price_kind: 'from',
      included: ['Voz e violão', ' ', 'Som para 100 pessoas'],
      duration_value: '2',
      duration_unit: 'hours',
      revisions: '',
      occasions: ['casamento', 'casamento', 'formatura'],
    });
    expect(p).toMatchObject({
      price_cents: 80_000,
      price_from: true,
      is_price_negotiable: false,
      included: ['Voz e violão', 'Som para 100 pessoas'],
      duration_value: 2,
      duration_unit: 'hours',
      revisions: null,
      occasions: ['casamento', 'formatura'],
    });
    expect(
      firstMessage(serviceSchema.safeParse({ title: 'Show', description: 'Show de 2 h', price_kind: 'fixed' })),
    ).toBe('Informe o preço ou escolha "A combinar".');
    expect(
      firstMessage(serviceSchema.safeParse({ title: 'Show', description: 'Show de 2 h', duration_value: 3 })),
    ).toBe('Escolha horas ou dias.');
    expect(
      firstMessage(serviceSchema.safeParse({ title: 'Show', description: 'Show de 2 h', occasions: ['velório'] })),
    ).toBe('Escolha ocasiões da lista.');
    expect(
      serviceSchema.parse({ title: 'Show', description: 'Show de 2 h', price: '500', price_kind: 'negotiable' })
        .price_cents,
    ).toBeNull();
  });
  it('requires titles of 2 characters and a valid URL', () => {
    expect(firstMessage(serviceSchema.safeParse({ title: 'M', description: 'Mixagem' }))).toBe('Título é obrigatório');
    expect(firstMessage(portfolioItemSchema.safeParse({ title: 'Faixa', description: 'Uma faixa', url: 'nada' }))).toBe(
      'URL inválida',
    );
    expect(
      portfolioItemSchema.parse({ title: 'Faixa', description: 'Uma faixa', url: 'https://x.com' }).content_type,
    ).toBe('link');
  });
});

describe('profile update', () => {
  it('says why the update failed, or that the cause is unknown', () => {
    expect(profileUpdateFailed('Selecione um estado válido.')).toBe(
      'Não foi possível atualizar o perfil: Selecione um estado válido.',
    );
    expect(profileUpdateFailed('')).toBe('Não foi possível atualizar o perfil: Erro desconhecido');
  });
});
