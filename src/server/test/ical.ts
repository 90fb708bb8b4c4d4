import { expect } from 'vitest';
import type { ReceivedMail } from './smtp';

/**
 * A strict RFC 5545 reader for tests: what a strict calendar client accepts, or an error naming the line.
 *
 * §3.1: every line ends in CRLF and is at most 75 octets; a continuation line begins with one space or tab
 * (removed when unfolding); each content line is `name *(";" param) ":" value` where
 *   name        = 1*(ALPHA / DIGIT / "-")
 *   param       = param-name "=" param-value *("," param-value)
 *   param-value = paramtext (no CTL, DQUOTE, ";", ":" or ",") / DQUOTE *QSAFE-CHAR DQUOTE (no CTL, no DQUOTE:
 *                 a parameter has no escapes at all, so `CN="Jan \"Evil\""` ends after `Jan \`)
 *   value       = any character but CTL (HTAB allowed)
 * §3.3.11: a TEXT value escapes backslash, semicolon, comma and newline (`\\ \; \, \n`); nothing else
 * follows a backslash, and a bare ";" or "," is not TEXT. BEGIN and END must pair up.
 *
 * It returns the calendar's properties and each VEVENT's: `props` (first value of each name, TEXT values
 * unescaped), `all` (every value as `params:value`, params as written) and `properties` (parsed parameters).
 */
export type ICalProperty = { name: string; params: Record<string, string[]>; value: string };
export type ICalComponent = {
  props: Record<string, string>;
  all: Record<string, string[]>;
  properties: ICalProperty[];
};
export type ICalendar = ICalComponent & { events: ICalComponent[] };

/** The properties whose value is one TEXT (§3.8); X-WR-* are the calendar names clients read. */
const TEXT_PROPERTIES = new Set([
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'COMMENT',
  'CONTACT',
  'X-WR-CALNAME',
  'X-WR-CALDESC',
]);
const MAX_LINE_OCTETS = 75;
const NAME = /^[A-Za-z0-9-]+/;
// eslint-disable-next-line no-control-regex -- CTL is exactly what RFC 5545 forbids here
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000A-\u001F\u007F]/;

export class ICalSyntaxError extends Error {}

function fail(lineNumber: number, message: string, line: string): never {
  throw new ICalSyntaxError(`line ${lineNumber}: ${message}: ${JSON.stringify(line)}`);
}

/** §3.3.11: the TEXT's characters, unescaped; an escape other than \\ \; \, \n \N, or a bare ; or , fails. */
function unescapeText(value: string, lineNumber: number, line: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (char === ';' || char === ',') fail(lineNumber, `unescaped "${char}" in a TEXT value`, line);
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = value[++i];
    if (next === 'n' || next === 'N') out += '\n';
    else if (next === '\\' || next === ';' || next === ',') out += next;
    else fail(lineNumber, `"\\${next ?? ''}" is not a TEXT escape`, line);
  }
  return out;
}

/** One content line (unfolded) split per §3.1, or an error. */
function parseContentLine(line: string, lineNumber: number): ICalProperty & { head: string } {
  const name = NAME.exec(line)?.[0];
  if (!name) fail(lineNumber, 'no property name', line);
  let at = name.length;
  const params: Record<string, string[]> = {};
  while (line[at] === ';') {
    const paramName = NAME.exec(line.slice(at + 1))?.[0];
    if (!paramName) fail(lineNumber, 'no parameter name', line);
    at += 1 + paramName.length;
    if (line[at] !== '=') fail(lineNumber, `no "=" after parameter ${paramName}`, line);
    const values: string[] = [];
    do {
      at++; // past "=" or ","
      if (line[at] === '"') {
        const close = line.indexOf('"', at + 1);
        if (close < 0) fail(lineNumber, 'unterminated quoted parameter value', line);
        values.push(line.slice(at + 1, close));
        at = close + 1;
      } else {
        const text = /^[^";:,]*/.exec(line.slice(at))![0];
        values.push(text);
        at += text.length;
      }
    } while (line[at] === ',');
    if (line[at] !== ';' && line[at] !== ':')
      fail(lineNumber, `parameter ${paramName} followed by "${line[at] ?? 'end of line'}"`, line);
    params[paramName.toUpperCase()] = values;
  }
  if (line[at] !== ':') fail(lineNumber, 'no ":" before the value', line);
  return { name: name.toUpperCase(), params, value: line.slice(at + 1), head: line.slice(0, at) };
}

function emptyComponent(): ICalComponent {
  return { props: {}, all: {}, properties: [] };
}

export function parseICalendar(text: string): ICalendar {
  if (!text.endsWith('\r\n')) throw new ICalSyntaxError('the last line does not end in CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  physical.forEach((line, index) => {
    if (/[\r\n]/.test(line)) fail(index + 1, 'a bare CR or LF (lines end in CRLF)', line);
    if (Buffer.byteLength(line, 'utf8') > MAX_LINE_OCTETS)
      fail(index + 1, `longer than ${MAX_LINE_OCTETS} octets (not folded)`, line);
  });
  // Unfold: a line beginning with a space or tab continues the previous one, without that character.
  const lines: { text: string; number: number }[] = [];
  physical.forEach((line, index) => {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      const previous = lines[lines.length - 1];
      if (!previous) fail(index + 1, 'a continuation line with nothing to continue', line);
      previous.text += line.slice(1);
    } else {
      lines.push({ text: line, number: index + 1 });
    }
  });
  if (lines[0]?.text !== 'BEGIN:VCALENDAR') throw new ICalSyntaxError(`Not an iCalendar: ${lines[0]?.text}`);

  const calendar: ICalendar = { ...emptyComponent(), events: [] };
  const stack: { name: string; component: ICalComponent }[] = [];
  let ended = false;
  for (const { text: line, number } of lines) {
    if (ended) fail(number, 'content after END:VCALENDAR', line);
    if (CONTROL_BUT_TAB.test(line)) fail(number, 'a control character', line);
    const property = parseContentLine(line, number);
    if (property.name === 'BEGIN') {
      const component = stack.length === 0 ? calendar : emptyComponent();
      if (property.value === 'VEVENT') calendar.events.push(component);
      stack.push({ name: property.value, component });
      continue;
    }
    if (property.name === 'END') {
      const open = stack.pop();
      if (open?.name !== property.value)
        fail(number, `END:${property.value} closes ${open ? open.name : 'nothing'}`, line);
      if (stack.length === 0) ended = true;
      continue;
    }
    const current = stack[stack.length - 1]?.component;
    if (!current) fail(number, 'a property outside any component', line);
    const value = TEXT_PROPERTIES.has(property.name)
      ? unescapeText(property.value, number, line)
      : property.value;
    current.properties.push({ name: property.name, params: property.params, value });
    current.props[property.name] ??= value;
    const params = property.head.slice(property.name.length + 1);
    (current.all[property.name] ??= []).push(params ? `${params}:${value}` : value);
  }
  if (!ended) throw new ICalSyntaxError('no END:VCALENDAR');
  for (const required of ['VERSION', 'PRODID'])
    if (!calendar.props[required]) throw new ICalSyntaxError(`the calendar has no ${required}`);
  return calendar;
}

/** The properties of a component with this name (ATTENDEE, ORGANIZER…), parameters parsed. */
export const propertiesNamed = (component: ICalComponent, name: string) =>
  component.properties.filter((property) => property.name === name);

/** An iCalendar UTC date-time (20261126T080000Z) as a Date. */
export function icalDate(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`Not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/** The calendar attached to an e-mail (its text/calendar part, which must be there), read strictly. */
export function attachedCalendar(mail: ReceivedMail): ICalendar {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  expect(part).toBeDefined();
  return parseICalendar(part!.content.toString('utf8'));
}
