/**
 * The appointment an I-797C appointment notice prints. A biometrics notice ("ASC Appointment Notice") has an
 * "Application Support Center" box with the center's name and address, beside "Date and Time of Appointment"
 * (MM/DD/YYYY, then "10:00 AM"); an interview notice says "Please come to:" the field office, then "On" the
 * date and "At" the time. Columns read side by side may share lines, so the date and time are taken out of the
 * place's lines; OCR's O for 0 and a lost colon or period in the time are tolerated.
 *
 * The notice prints the center's local time without a zone: the zone is taken from the state of the address
 * (the state's main zone), else left to the caller (the firm's zone).
 */
import type { NoticeAppointmentFound } from '@counsel/domain';

/** The box's heading ends its line (beside the other column's heading); a sentence naming the center is no label. */
const PLACE_LABEL =
  /appl[i1l]cat[i1l][o0]n\s+supp[o0]rt\s+center[ \t]*(?:date\s+and\s+t[i1l]me\s+[o0]f\s+app[o0][i1l]ntment)?[ \t]*:?[ \t]*$|please\s+(?:come|appear|report)\s+to\s*:?/im;
const WHEN_LABEL = /date\s+and\s+t[i1l]me\s+[o0]f\s+app[o0][i1l]ntment|\bon\s*(?:\(date\))?\s*:|appointment\s+date/i;
const DATE = /([0-9O]{1,2})\s?[/\-.]\s?([0-9O]{1,2})\s?[/\-.]\s?([0-9O]{4})/;
const TIME = /\b([0-9O]{1,2})\s?[:.;]?\s?([0-9O]{2})\s?([AP])\.?\s?M\b\.?/i;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** "August 21, 2024" as interview notices may print it. */
const WORDED_DATE = /\b(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?\s+([0-9O]{1,2}),?\s+([0-9O]{4})/i;
/** A US address's last line: "HOUSTON TX 77060" or "HOUSTON, TX 77060-1234". */
const CITY_LINE = /\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/;
const MAX_PLACE_LINES = 5;

/** Each state's main time zone (a state split between zones gets the zone most of its people are in). */
const STATE_ZONES: Record<string, string> = {
  ...Object.fromEntries(
    'CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV'.split(' ').map((s) => [s, 'America/New_York']),
  ),
  ...Object.fromEntries(
    'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'.split(' ').map((s) => [s, 'America/Chicago']),
  ),
  ...Object.fromEntries('CO ID MT NM UT WY'.split(' ').map((s) => [s, 'America/Denver'])),
  ...Object.fromEntries('CA NV OR WA'.split(' ').map((s) => [s, 'America/Los_Angeles'])),
  AZ: 'America/Phoenix',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
};

const digits = (value: string) => value.toUpperCase().replace(/O/g, '0');
const pad = (value: number) => String(value).padStart(2, '0');

function dayOf(text: string): string | null {
  const numeric = DATE.exec(text);
  const worded = WORDED_DATE.exec(text);
  const first = [numeric, worded].filter((m) => m !== null).sort((a, b) => a.index - b.index)[0];
  if (!first) return null;
  const month = first === worded ? MONTHS.indexOf(first[1]!.slice(0, 3).toUpperCase()) + 1 : Number(digits(first[1]!));
  const [day, year] = first === worded ? [first[2]!, first[3]!] : [first[2]!, first[3]!];
  const d = Number(digits(day));
  const y = Number(digits(year));
  if (month < 1 || month > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  return `${y}-${pad(month)}-${pad(d)}`;
}

function timeOf(text: string): string | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const hour = Number(digits(match[1]!));
  const minute = Number(digits(match[2]!));
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = match[3]!.toUpperCase() === 'P';
  return `${pad((hour % 12) + (pm ? 12 : 0))}:${pad(minute)}`;
}

/** The place's lines after its label, without the other column's heading, date and time, to the city line. */
function placeOf(after: string): string | null {
  const lines: string[] = [];
  for (const raw of after.split('\n').slice(0, MAX_PLACE_LINES * 2 + 2)) {
    const line = raw
      .replace(WHEN_LABEL, ' ')
      .replace(DATE, ' ')
      .replace(WORDED_DATE, ' ')
      .replace(TIME, ' ')
      .replace(/\b(?:at|time)\s*(?:\(time\))?\s*:/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // A text layer puts blank lines between rows; a line with a label of its own is past the address.
    if (line === '') continue;
    if (line.includes(':')) break;
    lines.push(line);
    if (CITY_LINE.test(line) || lines.length === MAX_PLACE_LINES) break;
  }
  return lines.length > 0 ? lines.join(', ') : null;
}

/** The appointment the notice prints, or null when it prints no date and time. */
export function noticeAppointmentOf(text: string): NoticeAppointmentFound | null {
  const placeAt = PLACE_LABEL.exec(text);
  const whenAt = WHEN_LABEL.exec(text) ?? placeAt;
  if (!whenAt) return null;
  const when = text.slice(whenAt.index, whenAt.index + 400);
  const day = dayOf(when);
  const time = timeOf(when);
  if (!day || !time) return null;
  const place = placeAt ? placeOf(text.slice(placeAt.index + placeAt[0].length, placeAt.index + 600)) : null;
  const state = place ? CITY_LINE.exec(place.toUpperCase())?.[1] : undefined;
  const asc = placeAt ? /supp[o0]rt/i.test(placeAt[0]) : /biometric/i.test(text);
  return {
    kind: asc ? 'biometrics' : 'interview',
    starts_at: `${day}T${time}`,
    time_zone: (state && STATE_ZONES[state]) || null,
    place,
  };
}
