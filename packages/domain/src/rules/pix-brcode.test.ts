import { describe, expect, it } from 'vitest';
import {
  buildPixBrCode,
  crc16Ccitt,
  normalizeMerchantText,
  parseBrCode,
  pixKeyKind,
  PixBrCodeError,
} from './pix-brcode.ts';

// The static example of the Central Bank's BR Code manual (random key, no amount), CRC 1D3D.
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// A dynamic (URL) code of the same manual's layout, CRC EEAB.
const DYNAMIC =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';

const demo = { key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Palco Brasil', merchantCity: 'São Paulo' };

describe('CRC16-CCITT', () => {
  it('gives the catalogued check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it("matches the published CRC of the manual's examples, computed over the payload with '6304'", () => {
    expect(crc16Ccitt(MANUAL_STATIC.slice(0, -4))).toBe('1D3D');
    expect(crc16Ccitt(DYNAMIC.slice(0, -4))).toBe('EEAB');
  });
});

describe('building a Pix BR Code', () => {
  it("rebuilds the manual's static example byte for byte", () => {
    expect(
      buildPixBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL_STATIC);
  });

  it('carries the amount, the txid and single use, and reads back field by field with a valid CRC', () => {
    const code = buildPixBrCode({ ...demo, amountCents: 4700, txid: 'PALCO123abc', singleUse: true });
    const fields = parseBrCode(code);
    expect(Object.fromEntries(fields)).toMatchObject({
      '00': '01',
      '01': '12',
      '26.00': 'br.gov.bcb.pix',
      '26.01': demo.key,
      '52': '0000',
      '53': '986',
      '54': '47.00',
      '58': 'BR',
      '59': 'Palco Brasil',
      '60': 'Sao Paulo',
      '62.05': 'PALCO123abc',
    });
    expect(code.endsWith(`6304${crc16Ccitt(code.slice(0, -4))}`)).toBe(true);
  });

  it('writes amounts with two decimals and a dot', () => {
    const amount = (cents: number) => parseBrCode(buildPixBrCode({ ...demo, amountCents: cents })).get('54');
    expect(amount(1)).toBe('0.01');
    expect(amount(4700)).toBe('47.00');
    expect(amount(123456)).toBe('1234.56');
  });

  it('leaves the point of initiation out of a reusable code and puts *** where there is no txid', () => {
    const fields = parseBrCode(buildPixBrCode({ ...demo, amountCents: 100 }));
    expect(fields.has('01')).toBe(false);
    expect(fields.get('62.05')).toBe('***');
  });

  it('takes the accents out of name and city and cuts them to 25 and 15 characters', () => {
    const fields = parseBrCode(
      buildPixBrCode({
        ...demo,
        merchantName: 'Associação dos Músicos de São João',
        merchantCity: 'São José dos Campos',
      }),
    );
    expect(fields.get('59')).toBe('Associacao dos Musicos de');
    expect(fields.get('60')).toBe('Sao Jose dos Ca');
    expect(normalizeMerchantText('  Ação   “Forró” ', 25)).toBe('Acao Forro');
  });

  it('adds a message for the payer inside the account template', () => {
    const fields = parseBrCode(buildPixBrCode({ ...demo, amountCents: 4700, description: 'Assinatura mensal' }));
    expect(fields.get('26.02')).toBe('Assinatura mensal');
  });

  it.each([
    ['a random key', '123e4567-e12b-12d1-a456-426655440000', 'evp'],
    ['a CPF', '52998224725', 'cpf'],
    ['a CNPJ', '11222333000181', 'cnpj'],
    ['a mobile phone', '+5511987654321', 'phone'],
    ['an e-mail', 'financeiro@palco.example', 'email'],
  ])('accepts %s as key', (_what, key, kind) => {
    expect(pixKeyKind(key)).toBe(kind);
    expect(parseBrCode(buildPixBrCode({ ...demo, key })).get('26.01')).toBe(key);
  });

  it.each([
    ['a CPF with a wrong check digit', '52998224724'],
    ['a CNPJ with a wrong check digit', '11222333000182'],
    ['repeated digits', '11111111111'],
    ['a formatted CPF', '529.982.247-25'],
    ['a phone without +55', '11987654321x'],
    ['a word', 'palco'],
    ['an empty key', ''],
  ])('refuses %s as key', (_what, key) => {
    expect(pixKeyKind(key)).toBeNull();
    expect(() => buildPixBrCode({ ...demo, key })).toThrow(/Chave Pix inválida/);
  });

  it('refuses amounts that are not whole cents above zero', () => {
    for (const amountCents of [0, -100, 47.5, Number.NaN, 1_000_000_000_000]) {
      expect(() => buildPixBrCode({ ...demo, amountCents })).toThrow(PixBrCodeError);
    }
  });

  it('refuses a txid that is not 1 to 25 letters or digits, and an empty name or city', () => {
    expect(() => buildPixBrCode({ ...demo, txid: 'com-hífen' })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...demo, txid: 'A'.repeat(26) })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...demo, merchantName: '  ' })).toThrow('Informe o nome do recebedor do Pix.');
    expect(() => buildPixBrCode({ ...demo, merchantCity: '☂' })).toThrow('Informe a cidade do recebedor do Pix.');
  });
});

describe('reading a BR Code', () => {
  it("reads the manual's dynamic example", () => {
    const fields = parseBrCode(DYNAMIC);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26.25')).toBe('pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99');
  });

  it('refuses a code whose CRC does not match, or that is cut short', () => {
    expect(() => parseBrCode(MANUAL_STATIC.replace('Fulano', 'Fulana'))).toThrow('O CRC do BR Code não confere.');
    expect(() => parseBrCode(MANUAL_STATIC.slice(0, -8))).toThrow(PixBrCodeError);
    expect(() => parseBrCode(MANUAL_STATIC.slice(0, -1))).toThrow(PixBrCodeError);
  });
});
