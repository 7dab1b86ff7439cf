import { describe, expect, it } from 'vitest';
import { parseAuthRedirect } from './auth-redirect';

describe('parseAuthRedirect', () => {
  it('recognises a confirmation link by its hash', () => {
    expect(parseAuthRedirect('#type=signup&token=abc', '')).toEqual({ kind: 'signup', token: 'abc' });
    expect(parseAuthRedirect('#access_token=a&refresh_token=r&type=signup', '')).toEqual({
      kind: 'signup',
      token: null,
    });
  });

  it('recognises a recovery link in the hash or the query, or any link with a token', () => {
    expect(parseAuthRedirect('#type=recovery&token=abc', '')).toEqual({
      kind: 'recovery',
      hash: '#type=recovery&token=abc',
      search: '',
    });
    expect(parseAuthRedirect('', '?type=recovery&token=abc')).toEqual({
      kind: 'recovery',
      hash: '',
      search: '?type=recovery&token=abc',
    });
    expect(parseAuthRedirect('', '?token=abc')).toMatchObject({ kind: 'recovery' });
  });

  it('leaves ordinary visits to the home page alone', () => {
    expect(parseAuthRedirect('', '')).toBeNull();
    expect(parseAuthRedirect('#conteudo', '?utm_source=x')).toBeNull();
    expect(parseAuthRedirect('#type=signup', '')).toBeNull();
  });
});
