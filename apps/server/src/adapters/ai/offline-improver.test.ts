import { describe, expect, it } from 'vitest';
import { createOfflineImprover } from './offline-improver.ts';

const improver = createOfflineImprover();

describe('offline improver', () => {
  it('tidies a biography: capitals, punctuation, spacing and a closing sentence', async () => {
    const out = await improver.improve({
      type: 'biography',
      text: 'sou produtor de mpb  e rap ,trabalho em são paulo.faço mixagem',
    });
    expect(out).toBe(
      'Sou produtor de MPB e rap, trabalho em são paulo. Faço mixagem.\n\nEntre em contato para conversarmos sobre o seu projeto.',
    );
  });

  it('keeps paragraphs and does not add a closing line when contact is already mentioned', async () => {
    const out = await improver.improve({ type: 'biography', text: 'cantora gospel\n\nentre em contato pelo whatsapp' });
    expect(out).toBe('Cantora gospel.\n\nEntre em contato pelo whatsapp.');
  });

  it('deduplicates and groups equipment by kind in a comma-separated list', async () => {
    const out = await improver.improve({
      type: 'equipment',
      text: 'ableton live, shure sm58 ; Focusrite Scarlett 2i2\nfone ath-m50x, Shure SM58, guitarra fender, Ableton Live.',
    });
    expect(out).toBe('Shure SM58, Focusrite Scarlett 2i2, Fone ATH-M50X, Guitarra Fender, Ableton Live');
  });

  it('writes work details from the profile when there is no text', async () => {
    const out = await improver.improve({
      type: 'work_details',
      text: '',
      context: {
        name: 'Ana',
        specialties: ['Mixagem'],
        genres: ['Pop', 'Rock'],
        serviceTypes: ['À distância'],
        location: 'Campinas, São Paulo',
        equipment: [],
        services: [{ title: 'mixagem', description: 'mix de até 40 faixas', price: 'R$ 300,00' }],
      },
    });
    expect(out).toContain('Trabalho com Mixagem.');
    expect(out).toContain('Gêneros em que atuo: Pop e Rock.');
    expect(out).toContain('• Mixagem (R$ 300,00): Mix de até 40 faixas.');
    expect(out).toContain('Como funciona:');
  });

  it('tidies written work details line by line and turns list markers into bullets', async () => {
    const out = await improver.improve({
      type: 'work_details',
      text: 'prazos:\n- entrega em 5 dias\n* duas revisões inclusas',
    });
    expect(out).toBe('Prazos:\n• Entrega em 5 dias.\n• Duas revisões inclusas.');
  });
});
