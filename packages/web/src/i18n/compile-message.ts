/**
 * ICU MessageFormat to Lingui's compiled form, for the subset the catalogues use: text with ICU
 * apostrophe quoting, `{name}`, and `{name, plural|selectordinal|select, key {…} …}` with `#` and
 * `=N` keys. Lingui's own compiler (@lingui/message-utils) weighs 6.5 KB of brotli, which the
 * login page's 100 KB budget has no room for; compile-message.test.ts checks that this gives the
 * same result as Lingui's for every message of every catalogue, so a message using anything else
 * (offsets, nested formats such as `{n, number}`) fails the test instead of rendering wrongly.
 */
export type CompiledToken = string | [string] | [string, string, Record<string, CompiledMessage>];
export type CompiledMessage = CompiledToken[];

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  message(inPlural: boolean, nested: boolean): CompiledMessage {
    const out: CompiledMessage = [];
    let literal = '';
    const flush = () => {
      if (literal) out.push(literal);
      literal = '';
    };
    while (this.at < this.text.length) {
      const c = this.text[this.at]!;
      if (c === '}' && nested) break;
      if (c === '{') {
        flush();
        out.push(this.argument());
      } else if (c === '#' && inPlural) {
        flush();
        out.push('#');
        this.at++;
      } else if (c === "'") {
        literal += this.quoted(inPlural);
      } else {
        literal += c;
        this.at++;
      }
    }
    flush();
    return out;
  }

  /** An apostrophe: `''` is one; before a syntax character it quotes up to the next one. */
  private quoted(inPlural: boolean): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      let out = '';
      this.at++;
      while (this.at < this.text.length) {
        const c = this.text[this.at]!;
        if (c === "'") {
          if (this.text[this.at + 1] === "'") {
            out += "'";
            this.at += 2;
            continue;
          }
          this.at++;
          return out;
        }
        out += c;
        this.at++;
      }
      return out;
    }
    this.at++;
    return "'";
  }

  private argument(): CompiledToken {
    this.at++; // {
    const name = this.word();
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return [name];
    }
    this.expect(',');
    this.space();
    const type = this.word();
    if (type !== 'plural' && type !== 'select' && type !== 'selectordinal') {
      throw new Error(`Unsupported format "${type}" in: ${this.text}`);
    }
    this.space();
    this.expect(',');
    const cases: Record<string, CompiledMessage> = {};
    for (;;) {
      this.space();
      if (this.text[this.at] === '}') break;
      let key = this.word();
      if (key.startsWith('=')) key = key.slice(1);
      if (key === 'offset:') throw new Error(`Unsupported offset in: ${this.text}`);
      this.space();
      this.expect('{');
      cases[key] = this.message(type !== 'select', true);
      this.expect('}');
    }
    this.at++; // }
    if (!('other' in cases)) throw new Error(`No "other" case in: ${this.text}`);
    return [name, type, cases];
  }

  private word(): string {
    const match = /^[^\s,{}]+/.exec(this.text.slice(this.at));
    if (!match) throw new Error(`Expected a name at ${this.at} in: ${this.text}`);
    this.at += match[0].length;
    return match[0];
  }

  private space() {
    while (/\s/.test(this.text[this.at] ?? '')) this.at++;
  }

  private expect(c: string) {
    if (this.text[this.at] !== c) throw new Error(`Expected "${c}" at ${this.at} in: ${this.text}`);
    this.at++;
  }
}

export function compileMessage(text: string): CompiledMessage {
  return new Parser(text).message(false, false);
}
