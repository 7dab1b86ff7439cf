import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('leaves no character that could end an element or a quoted attribute', () => {
    const hostile = `"><script>alert('x')</script><a href='&`;
    const escaped = escapeHtml(hostile);
    expect(escaped).not.toMatch(/[<>"']/);
    expect(escaped).toBe('&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#60;a href=&#39;&#38;');
  });

  it('keeps every other character, accents and emoji included', () => {
    expect(escapeHtml('Ana & João 🎶')).toBe('Ana &#38; João 🎶');
    expect(escapeHtml('Violão, MPB')).toBe('Violão, MPB');
  });
});
