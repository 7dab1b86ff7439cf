import { describe, expect, it } from 'vitest';
import { startSummary } from './start-summary.ts';

describe('the start-up summary', () => {
  const facts = {
    url: 'http://localhost:3000',
    startupMs: 7425,
    setupCode: 'K7QM-2XWD-9HTR-P4ZN',
    localMailbox: true,
    demo: { email: 'ana-souza@demo.palcobrasil.com.br', password: 'Palco@2026!' },
    requestLogLevel: 'debug',
  };

  it('says where the product, the admin set-up with its code, the mailbox and the demo log-in are', () => {
    expect(startSummary(facts).split('\n')).toEqual([
      'Palco Brasil no ar em http://localhost:3000 (pronto em 7,4 s)',
      '  Administração: http://localhost:3000/admin/setup, com o código de configuração K7QM-2XWD-9HTR-P4ZN',
      '  E-mails enviados (caixa local): http://localhost:3000/dev/mailbox',
      '  Perfis de demonstração: ana-souza@demo.palcobrasil.com.br (os demais no mesmo formato), senha Palco@2026!',
      '  Uma linha por requisição: LOG_LEVEL=debug',
    ]);
  });

  it('points to the admin log-in once an admin exists, and leaves out what is not there', () => {
    expect(startSummary({ ...facts, setupCode: null, localMailbox: false, demo: null }).split('\n')).toEqual([
      'Palco Brasil no ar em http://localhost:3000 (pronto em 7,4 s)',
      '  Administração: http://localhost:3000/admin/login',
      '  Uma linha por requisição: LOG_LEVEL=debug',
    ]);
  });

  it('says nothing of the log level when requests are already logged one line each', () => {
    expect(startSummary({ ...facts, requestLogLevel: null })).not.toContain('LOG_LEVEL');
  });
});
