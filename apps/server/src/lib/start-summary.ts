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
  /** The LOG_LEVEL that shows one line per request, when the level in force hides them. */
  requestLogLevel: string | null;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

/**
 * The first lines a person reads once the product is ready: where things are, in a few lines. They
 * are plain text wherever the output goes (a terminal, a file, a process manager), never a log
 * entry: the admin's set-up code must be found by reading, not by decoding JSON.
 */
export function startSummary(f: StartFacts): string {
  return [
    `Palco Brasil no ar em ${f.url} (pronto em ${seconds(f.startupMs)})`,
    f.setupCode
      ? `  Administração: ${f.url}/admin/setup, com o código de configuração ${f.setupCode}`
      : `  Administração: ${f.url}/admin/login`,
    ...(f.localMailbox ? [`  E-mails enviados (caixa local): ${f.url}/dev/mailbox`] : []),
    ...(f.demo
      ? [`  Perfis de demonstração: ${f.demo.email} (os demais no mesmo formato), senha ${f.demo.password}`]
      : []),
    ...(f.requestLogLevel ? [`  Uma linha por requisição: LOG_LEVEL=${f.requestLogLevel}`] : []),
  ].join('\n');
}
