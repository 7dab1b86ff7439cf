import { describe, expect, it } from 'vitest';
import { briefSchema } from '../schemas/brief.ts';
import { briefMessage } from './brief.ts';
import { greetingName, whatsappLink } from './contact.ts';
import { respondsFast, responseRatePercent } from './response-rate.ts';

describe('the brief sent on WhatsApp', () => {
  it('starts with the greeting to the first name and lists each answer on its own line', () => {
    const text = briefMessage('Rodrigo Nunes', {
      service: 'Mixagem e masterização',
      genre: 'Samba',
      deadline: 'Em até 15 dias',
      budget: 'De R$ 500 a R$ 1.000',
      details: 'Um EP de 4 faixas.\n\n\nJá tenho as vozes gravadas.  ',
    });
    expect(text).toBe(
      [
        'Olá, Rodrigo! Encontrei seu perfil no Palco Brasil e gostaria de conversar sobre um trabalho.',
        '',
        '*Serviço:* Mixagem e masterização',
        '*Gênero:* Samba',
        '*Prazo:* Em até 15 dias',
        '*Orçamento:* De R$ 500 a R$ 1.000',
        '*Sobre o projeto:*',
        'Um EP de 4 faixas.',
        'Já tenho as vozes gravadas.',
      ].join('\n'),
    );
  });

  it('leaves out what was not answered, and is only the greeting when nothing was', () => {
    expect(briefMessage('Ana', { genre: '  ', budget: 'A combinar' })).toBe(
      'Olá, Ana! Encontrei seu perfil no Palco Brasil e gostaria de conversar sobre um trabalho.\n\n*Orçamento:* A combinar',
    );
    expect(briefMessage('Ana Clara', {})).toBe(
      'Olá, Ana! Encontrei seu perfil no Palco Brasil e gostaria de conversar sobre um trabalho.',
    );
  });

  it('greets an artistic name with its title and a group by its whole name', () => {
    expect(greetingName('DJ Kaio')).toBe('DJ Kaio');
    expect(greetingName('MC Lan Silva')).toBe('MC Lan');
    expect(greetingName('Dj. Marlboro')).toBe('Dj. Marlboro');
    expect(greetingName('Mestre Ambrósio')).toBe('Mestre Ambrósio');
    expect(greetingName('Trio Pé de Serra')).toBe('Trio Pé de Serra');
    expect(greetingName('Ana Clara Souza')).toBe('Ana');
    expect(greetingName('DJ')).toBe('DJ');
    expect(briefMessage('DJ Kaio', {})).toBe(
      'Olá, DJ Kaio! Encontrei seu perfil no Palco Brasil e gostaria de conversar sobre um trabalho.',
    );
  });

  it('carries the date with its weekday and the city, and refuses a day that does not exist', () => {
    expect(briefMessage('Ana', { service: 'Cerimônia', date: '2026-12-12', city: ' Belo  Horizonte ' })).toBe(
      [
        'Olá, Ana! Encontrei seu perfil no Palco Brasil e gostaria de conversar sobre um trabalho.',
        '',
        '*Serviço:* Cerimônia',
        '*Data:* sábado, 12/12/2026',
        '*Cidade:* Belo Horizonte',
      ].join('\n'),
    );
    expect(briefSchema.safeParse({ date: '2026-02-30' }).error?.issues[0]?.message).toBe('Escolha uma data válida.');
    expect(briefSchema.safeParse({ date: '' }).success).toBe(true);
  });

  it('keeps a one-line answer on one line, so that it cannot fake another label', () => {
    expect(briefMessage('Ana', { service: 'Voz\n*Orçamento:* R$ 1' })).toContain('*Serviço:* Voz *Orçamento:* R$ 1');
  });

  it('goes into the WhatsApp link whole, and the plain link keeps the greeting alone', () => {
    const message = briefMessage('Ana', { deadline: 'Sem pressa' });
    expect(whatsappLink('55', '(11) 99999-8888', 'Ana', message)).toBe(
      `https://wa.me/5511999998888?text=${encodeURIComponent(message)}`,
    );
    expect(whatsappLink('55', '11999998888', 'Ana')).toBe(
      `https://wa.me/5511999998888?text=${encodeURIComponent('Olá, Ana! Encontrei seu perfil no Palco Brasil e gostaria de conversar sobre um trabalho.')}`,
    );
  });

  it('accepts blanks and refuses over-long text or unknown options with pt-BR messages', () => {
    expect(briefSchema.safeParse({ service: '', deadline: '', budget: '' }).success).toBe(true);
    const long = briefSchema.safeParse({ details: 'a'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe('Escreva no máximo 500 caracteres.');
    expect(briefSchema.safeParse({ budget: 'Um milhão' }).error?.issues[0]?.message).toBe('Escolha uma das opções.');
  });
});

describe('response rate', () => {
  it('needs at least 5 answers before anyone is called fast', () => {
    expect(respondsFast({ answers: 4, yes: 4 })).toBe(false);
    expect(respondsFast({ answers: 5, yes: 5 })).toBe(true);
  });

  it('needs at least 80 % of Sim', () => {
    expect(respondsFast({ answers: 5, yes: 4 })).toBe(true);
    expect(respondsFast({ answers: 10, yes: 8 })).toBe(true);
    expect(respondsFast({ answers: 10, yes: 7 })).toBe(false);
    expect(respondsFast({ answers: 6, yes: 4 })).toBe(false);
  });

  it('shows the rate as a whole percentage, and none before the first answer', () => {
    expect(responseRatePercent({ answers: 0, yes: 0 })).toBeNull();
    expect(responseRatePercent({ answers: 3, yes: 2 })).toBe(67);
    expect(responseRatePercent({ answers: 5, yes: 5 })).toBe(100);
  });
});
