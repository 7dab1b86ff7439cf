/** What a person starting the product needs to know, gathered once it is ready. */
export interface StartFacts {
  url: string;
  startupMs: number;
  /** The one-time code that creates the first admin, when one is needed. */
  setupCode: string | null;
  /** E-mails are kept in the local mailbox instead of being sent. */
  localMailbox: boolean;
  /** A demo professional's log-in, when the demo data is on. */
  demo: { email: string; password: string } | null;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

/** The first lines a person reads at the terminal in development: where things are, in a few lines. */
export function startSummary(f: StartFacts): string {
  return [
    `Palco Brasil no ar em ${f.url} (pronto em ${seconds(f.startupMs)})`,
    f.setupCode
      ? `  Administração: ${f.url}/admin/setup, com o código de configuração ${f.setupCode}`
      : `  Administração: ${f.url}/admin/login`,
    ...(f.localMailbox ? [`  E-mails enviados (caixa local): ${f.url}/dev/mailbox`] : []),
    ...(f.demo ? [`  Perfis de demonstração: ${f.demo.email} (os demais no mesmo formato), senha ${f.demo.password}`] : []),
    '  Uma linha por requisição: LOG_LEVEL=debug',
  ].join('\n');
}
