import { describe, expect, it } from 'vitest';
import type { MissingField } from './completeness.ts';
import { LISTING_MESSAGES, listingStatus, type ListingFacts } from './listing-status.ts';

const base: ListingFacts = {
  listed: false,
  blocked: false,
  email_confirmed: true,
  subscription_active: true,
  subscription_status: 'active',
  verification_required: true,
  verified: true,
  refusal_reason: null,
  missing_profile: [],
};

/** The listing rule as the server's SQL states it (db/listing.ts), for one professional. */
const ruleListed = (f: ListingFacts) =>
  !f.blocked && f.subscription_active && f.email_confirmed && (!f.verification_required || f.verified);

function* everyCombination(): Generator<ListingFacts> {
  const flags = [false, true];
  for (const blocked of flags)
    for (const email_confirmed of flags)
      for (const subscription_active of flags)
        for (const subscription_status of ['active', 'past_due', 'canceled', null])
          for (const verification_required of flags)
            for (const verified of flags)
              for (const refusal_reason of [null, 'foto de outra pessoa'])
                for (const missing_profile of [[], ['image', 'whatsapp']] as MissingField[][]) {
                  const f = {
                    ...base,
                    blocked,
                    email_confirmed,
                    subscription_active,
                    subscription_status,
                    verification_required,
                    verified,
                    refusal_reason,
                    missing_profile,
                  };
                  yield { ...f, listed: ruleListed(f) };
                }
}

describe('what the professional reads about being listed', () => {
  it('says visible exactly when the listing rule lists, and otherwise names a reason', () => {
    let cases = 0;
    for (const facts of everyCombination()) {
      const status = listingStatus(facts);
      cases += 1;
      expect(status.listed).toBe(facts.listed);
      if (facts.listed) expect(status.message).toBe(LISTING_MESSAGES.listed);
      else {
        expect(status.message).not.toMatch(/visível nas buscas/);
        expect(status.message).not.toBe(LISTING_MESSAGES.hidden);
        // A profile out of search always has a step left, for the professional or for the team.
        expect(status.steps.some((s) => s.state !== 'done') || facts.blocked).toBe(true);
      }
    }
    expect(cases).toBe(512);
  });

  it('after paying, while the team has not verified: what the issue of visibility really is', () => {
    const status = listingStatus({ ...base, verified: false });
    expect(status.message).toBe(
      'Assinatura ativa. Seu perfil entra nas buscas assim que for verificado (em até 1 dia útil).',
    );
    expect(status.steps.map((s) => [s.key, s.state])).toEqual([
      ['email', 'done'],
      ['profile', 'done'],
      ['subscription', 'done'],
      ['verification', 'waiting'],
    ]);
  });

  it('names what the profile lacks while the team has yet to verify it', () => {
    const status = listingStatus({
      ...base,
      subscription_active: false,
      subscription_status: null,
      verified: false,
      missing_profile: ['image', 'whatsapp', 'services'],
    });
    expect(status.message).toBe('Complete seu perfil: falta foto do perfil, WhatsApp e um serviço.');
    expect(status.steps.find((s) => s.key === 'verification')).toMatchObject({
      state: 'todo',
      detail: 'Começa quando a assinatura estiver ativa.',
    });
  });

  it('puts the e-mail first, a failed payment apart from no subscription, and a refusal with its reason', () => {
    expect(listingStatus({ ...base, email_confirmed: false, subscription_active: false }).message).toBe(
      LISTING_MESSAGES.email,
    );
    expect(listingStatus({ ...base, subscription_active: false, subscription_status: 'past_due' }).message).toBe(
      LISTING_MESSAGES.pastDue,
    );
    expect(listingStatus({ ...base, subscription_active: false, subscription_status: 'canceled' }).message).toBe(
      LISTING_MESSAGES.subscribe,
    );
    expect(listingStatus({ ...base, verified: false, refusal_reason: 'a foto não mostra você' }).message).toBe(
      'Verificação recusada: a foto não mostra você. Corrija o que foi apontado e salve o perfil para uma nova análise.',
    );
    expect(listingStatus({ ...base, blocked: true }).message).toBe(LISTING_MESSAGES.blocked);
  });

  it('lists an incomplete profile where no verification is needed, and says so', () => {
    const status = listingStatus({
      ...base,
      listed: true,
      verification_required: false,
      verified: false,
      missing_profile: ['description'],
    });
    expect(status.message).toBe(LISTING_MESSAGES.listed);
    expect(status.steps.find((s) => s.key === 'profile')).toMatchObject({ state: 'todo', detail: 'Falta descrição.' });
  });
});
