import { createInterface, type Interface } from 'node:readline/promises';

/**
 * Questions on the terminal for the operator's command-line tools. Piped input may deliver every
 * answer at once: lines are queued until a question takes them. A hidden answer (a password) is
 * not echoed, and is refused when the input is not a terminal (pass it as a flag instead).
 */
export function createPrompt() {
  let rl: Interface | null = null;
  let muted = false;
  let ended = false;
  const pending: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];

  function reader(): Interface {
    if (rl) return rl;
    rl = createInterface({ input: process.stdin, output: process.stdout, terminal: Boolean(process.stdin.isTTY) });
    const writer = rl as unknown as { _writeToOutput?: (s: string) => void };
    writer._writeToOutput = (s: string) => {
      if (!muted) process.stdout.write(s);
    };
    rl.on('line', (line) => {
      const next = waiting.shift();
      if (next) next(line);
      else pending.push(line);
    });
    rl.on('close', () => {
      ended = true;
      for (const next of waiting.splice(0)) next(null);
    });
    return rl;
  }

  return {
    async ask(question: string, hidden = false): Promise<string> {
      if (hidden && !process.stdin.isTTY)
        throw new Error('Informe a senha com --password quando a entrada não for um terminal.');
      reader();
      process.stdout.write(question);
      muted = hidden;
      try {
        const queued = pending.shift();
        const line = queued ?? (ended ? null : await new Promise<string | null>((resolve) => waiting.push(resolve)));
        if (line === null) throw new Error('Entrada encerrada antes de todas as respostas.');
        return line;
      } finally {
        muted = false;
        if (hidden || !process.stdin.isTTY) process.stdout.write('\n');
      }
    },
    close() {
      rl?.close();
    },
  };
}
