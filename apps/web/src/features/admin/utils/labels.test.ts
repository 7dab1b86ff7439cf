import { describe, expect, it } from 'vitest';
import { auditChange, auditLabel, formatDay, subscriptionLabel } from './labels';

describe('admin labels', () => {
  it('names subscription states in Portuguese, with a fallback for none', () => {
    expect(subscriptionLabel('trialing')).toBe('Em teste');
    expect(subscriptionLabel(null)).toBe('Sem assinatura');
    expect(subscriptionLabel('algo_novo')).toBe('algo_novo');
  });

  it('describes what an audit entry changed', () => {
    expect(auditLabel('review.approve')).toBe('Aprovou avaliação');
    expect(auditChange({ name: 'Ana', is_blocked: false }, { name: 'Ana', is_blocked: true })).toBe(
      'bloqueado: não → sim',
    );
    expect(auditChange({ status: 'pending' }, { status: 'resolved' })).toBe('situação: pendente → resolvida');
    expect(auditChange({ rating: 4.5, review_count: 2 }, { rating: 4, review_count: 3 })).toBe(
      'nota: 4,5 → 4; avaliações: 2 → 3',
    );
    expect(auditChange(null, { reason: 'Spam' })).toBe('Spam');
    expect(auditChange({ reason: 'Spam' }, null)).toBe('Spam');
    expect(auditChange(null, { name: 'Ana', email: 'ana@x.com', role: 'admin' })).toBe('Ana (ana@x.com)');
    expect(auditChange(null, { ip: '1.2.3.4' })).toBeNull();
  });

  it('prints a calendar day as dd/mm', () => {
    expect(formatDay('2026-06-01')).toBe('01/06');
  });
});
