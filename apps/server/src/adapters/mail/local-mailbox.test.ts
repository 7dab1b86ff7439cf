import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalMailbox } from './local-mailbox.ts';
import { extractLinks } from './mail.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mailbox-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('local mailbox', () => {
  it('lists messages newest first with their links, and keeps them across restarts', async () => {
    const dir = tempDir();
    const box = createLocalMailbox(dir);
    await Promise.all([
      box.send({
        to: 'a@exemplo.com.br',
        subject: 'Primeira',
        text: 'Abra http://localhost:3000/#type=signup&token=abc.',
        html: '',
      }),
      box.send({ to: 'b@exemplo.com.br', subject: 'Segunda', text: 'Sem links.', html: '' }),
    ]);
    const reopened = await createLocalMailbox(dir).list();
    expect(reopened.map((m) => m.subject)).toEqual(['Segunda', 'Primeira']);
    expect(reopened[1]).toMatchObject({
      to: 'a@exemplo.com.br',
      links: ['http://localhost:3000/#type=signup&token=abc'],
    });
    expect(Date.parse(reopened[0]!.sentAt)).not.toBeNaN();
  });

  it('keeps the latest 200 messages', async () => {
    const box = createLocalMailbox(tempDir());
    for (let i = 0; i < 205; i++) void box.send({ to: 'x@exemplo.com.br', subject: `n${i}`, text: '', html: '' });
    const list = await box.list();
    expect(list).toHaveLength(200);
    expect(list[0]!.subject).toBe('n204');
    expect(list.at(-1)!.subject).toBe('n5');
  });
});

describe('forgetting an address', () => {
  it('drops every message to it, whatever the case, and keeps the others', async () => {
    const dir = tempDir();
    const box = createLocalMailbox(dir);
    await box.send({ to: 'excluida@exemplo.com.br', subject: 'Bem-vinda', text: '', html: '' });
    await box.send({ to: 'outra@exemplo.com.br', subject: 'Outra', text: '', html: '' });
    await box.send({ to: 'Excluida@Exemplo.com.br', subject: 'Senha', text: '', html: '' });
    await box.forget('EXCLUIDA@exemplo.com.br');
    expect((await box.list()).map((m) => m.to)).toEqual(['outra@exemplo.com.br']);
    expect(fs.readFileSync(path.join(dir, 'mailbox.json'), 'utf8')).not.toContain('xcluida');
  });
});

describe('extractLinks', () => {
  it('finds each distinct URL once, without trailing punctuation', () => {
    expect(extractLinks('Veja (https://a.com/x?y=1) e https://a.com/x?y=1 ou http://b.com.')).toEqual([
      'https://a.com/x?y=1',
      'http://b.com',
    ]);
  });
});
