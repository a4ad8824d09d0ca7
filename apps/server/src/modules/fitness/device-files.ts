/**
 * Reading device files (ADR 0039), pure functions with no database:
 * - the format is decided by the content (`<gpx`, `<TrainingCenterDatabase`, else delimited text),
 *   never by the name;
 * - GPX and TCX are read with saxes (a small, non-validating SAX parser that expands no external or
 *   DTD entities; a file with a DOCTYPE is refused outright): each `<trk>` / `<Activity>` is one
 *   activity; duration from the laps' TotalTimeSeconds (TCX) or the first and last point's time;
 *   distance from the laps' DistanceMeters (TCX) or the sum of great-circle steps between points
 *   (haversine, mean Earth radius 6371.0088 km); average heart rate = mean of the points' rates;
 * - a watch's CSV has one activity per row: date (and optional time), type, duration, distance,
 *   heart rate, steps, recognised by their header names in English or Spanish;
 * - the activity type and speed pick a 2011 Compendium code (`activityCodeFor`).
 */
import {
  type DeviceImportFormat,
  type DeviceImportRowError,
  normalizeHeader,
  parseDecimal,
  parseDelimited,
  parseDeviceDate,
} from '@verdant/shared';
import { SaxesParser } from 'saxes';

export interface DeviceActivity {
  /** The CSV line, or the XML line where the activity starts. */
  line: number;
  startedAt: string;
  /** The type as the device names it (`running`, `Biking`, `9`…). */
  type: string;
  seconds: number;
  distanceM: number | null;
  averageHr: number | null;
  steps: number | null;
}

export interface ParsedActivities {
  rows: DeviceActivity[];
  errors: DeviceImportRowError[];
}

/** What the bytes are: GPX, TCX, delimited text, or null (binary, not UTF-8, empty). */
export function detectDeviceFormat(bytes: Uint8Array): { format: DeviceImportFormat; text: string } | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    // a DOCTYPE is looked past here so that the XML reader refuses it by name
    .replace(/^\s*<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, '')
    .trimStart();
  if (/^<gpx[\s>]/.test(head)) return { format: 'gpx', text };
  if (/^<TrainingCenterDatabase[\s>]/.test(head)) return { format: 'tcx', text };
  if (head.startsWith('<')) return null;
  return text.trim() === '' ? null : { format: 'csv', text };
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine). */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

interface Point {
  time: number | null;
  lat: number | null;
  lon: number | null;
  hr: number | null;
  distanceM: number | null;
}

interface Track {
  line: number;
  type: string;
  id: string | null;
  points: Point[];
  lapSeconds: number | null;
  lapDistanceM: number | null;
  lapStart: string | null;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** GPX 1.1 or TCX 2 into activities (null: not well-formed XML, the message says where). */
export function parseXmlActivities(format: 'gpx' | 'tcx', text: string): ParsedActivities {
  if (/<!DOCTYPE/i.test(text)) {
    return { rows: [], errors: [{ line: 0, fields: { file: 'doctypeNotAllowed' } }] };
  }
  const parser = new SaxesParser({ xmlns: false, position: true });
  const tracks: Track[] = [];
  const stack: string[] = [];
  let track: Track | null = null;
  let point: Point | null = null;
  let textBuf = '';
  const trackTag = format === 'gpx' ? 'trk' : 'Activity';
  const pointTag = format === 'gpx' ? 'trkpt' : 'Trackpoint';
  let failed: string | null = null;
  parser.on('error', (e) => {
    failed ??= e.message;
  });
  parser.on('opentag', (node) => {
    const name = localName(node.name);
    stack.push(name);
    textBuf = '';
    if (name === trackTag) {
      track = {
        line: parser.line,
        type: format === 'tcx' ? String(node.attributes.Sport ?? '') : '',
        id: null,
        points: [],
        lapSeconds: null,
        lapDistanceM: null,
        lapStart: null,
      };
    } else if (track && name === pointTag) {
      point = {
        time: null,
        lat: format === 'gpx' ? parseDecimal(String(node.attributes.lat ?? '')) : null,
        lon: format === 'gpx' ? parseDecimal(String(node.attributes.lon ?? '')) : null,
        hr: null,
        distanceM: null,
      };
    } else if (track && format === 'tcx' && name === 'Lap' && !track.lapStart) {
      track.lapStart = String(node.attributes.StartTime ?? '') || null;
    }
  });
  parser.on('text', (t) => {
    textBuf += t;
  });
  parser.on('closetag', (node) => {
    const name = localName(node.name);
    const parent = stack[stack.length - 2] ?? '';
    const value = textBuf.trim();
    const t: Track | null = track;
    const p: Point | null = point;
    if (t && p) {
      if (name === pointTag) {
        t.points.push(p);
        point = null;
      } else if (name === 'time' || name === 'Time') {
        const ms = Date.parse(value);
        p.time = Number.isNaN(ms) ? null : ms;
      } else if (name === 'hr' || (name === 'Value' && parent === 'HeartRateBpm')) {
        p.hr = parseDecimal(value);
      } else if (name === 'LatitudeDegrees') p.lat = parseDecimal(value);
      else if (name === 'LongitudeDegrees') p.lon = parseDecimal(value);
      else if (name === 'DistanceMeters') p.distanceM = parseDecimal(value);
    } else if (t) {
      if (name === trackTag) {
        tracks.push(t);
        track = null;
      } else if (format === 'gpx' && name === 'type' && parent === 'trk') t.type = value;
      else if (format === 'tcx' && name === 'Id' && parent === 'Activity') t.id = value;
      else if (format === 'tcx' && parent === 'Lap' && name === 'TotalTimeSeconds') {
        t.lapSeconds = (t.lapSeconds ?? 0) + (parseDecimal(value) ?? 0);
      } else if (format === 'tcx' && parent === 'Lap' && name === 'DistanceMeters') {
        t.lapDistanceM = (t.lapDistanceM ?? 0) + (parseDecimal(value) ?? 0);
      }
    }
    stack.pop();
    textBuf = '';
  });
  try {
    parser.write(text).close();
  } catch {
    // reported through the 'error' handler
  }
  if (failed) return { rows: [], errors: [{ line: parser.line, fields: { file: 'notWellFormed' } }] };
  if (tracks.length === 0) return { rows: [], errors: [{ line: 0, fields: { file: 'noActivities' } }] };
  const rows: DeviceActivity[] = [];
  const errors: DeviceImportRowError[] = [];
  for (const tr of tracks) {
    const timed = tr.points.filter((p) => p.time !== null);
    const first = timed[0]?.time ?? null;
    const last = timed[timed.length - 1]?.time ?? null;
    const startIso = tr.id ?? tr.lapStart ?? (first === null ? null : new Date(first).toISOString());
    const startMs = startIso === null ? Number.NaN : Date.parse(startIso);
    if (Number.isNaN(startMs)) {
      errors.push({ line: tr.line, fields: { startedAt: 'invalidDate' } });
      continue;
    }
    const seconds = tr.lapSeconds ?? (first !== null && last !== null ? (last - first) / 1000 : 0);
    let distanceM = tr.lapDistanceM;
    if (distanceM === null) {
      const cumulative = tr.points.map((p) => p.distanceM).filter((d): d is number => d !== null);
      if (cumulative.length > 0) distanceM = Math.max(...cumulative);
    }
    if (distanceM === null) {
      const located = tr.points.filter((p) => p.lat !== null && p.lon !== null);
      if (located.length > 1) {
        distanceM = 0;
        for (let i = 1; i < located.length; i++) {
          const a = located[i - 1]!;
          const b = located[i]!;
          distanceM += haversineM(a.lat!, a.lon!, b.lat!, b.lon!);
        }
      }
    }
    const hrs = tr.points.map((p) => p.hr).filter((h): h is number => h !== null && h > 0);
    rows.push({
      line: tr.line,
      startedAt: new Date(startMs).toISOString(),
      type: tr.type,
      seconds: Math.round(seconds),
      distanceM: distanceM === null ? null : Math.round(distanceM),
      averageHr: hrs.length ? Math.round(hrs.reduce((s, h) => s + h, 0) / hrs.length) : null,
      steps: null,
    });
  }
  return { rows, errors };
}

const CSV_COLUMNS = {
  date: /^(date|start|start date|start time|started at|date time|datetime|activity date|timestamp|fecha|inicio|fecha y hora)$/,
  time: /^(time|hora|time of day)$/,
  type: /^(type|activity|activity type|sport|tipo|actividad|deporte)$/,
  duration:
    /^(duration|elapsed time|moving time|total time|duracion|tiempo)( (min|minutes|minutos|s|sec|seconds|segundos|h mm ss))?$/,
  distance: /^(distance|distancia)( (km|m|mi|meters|metros|miles))?$/,
  heartRate:
    /^(heart rate|avg hr|average hr|average heart rate|hr|avg heart rate|pulse|bpm|fc|fc media|frecuencia cardiaca|frecuencia cardiaca media|pulso)( bpm)?$/,
  steps: /^(steps|pasos|step count)$/,
} as const;

/** Seconds from `h:mm:ss`, `mm:ss`, or a number in the header's unit (minutes unless it says seconds or hours). */
function durationSeconds(value: string, header: string): number | null {
  const v = value.trim();
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.\d+)?$/.exec(v);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const n = parseDecimal(v);
  if (n === null) return null;
  if (/\b(s|sec|seconds|segundos)$/.test(header)) return n;
  if (/\b(h|hours|horas)$/.test(header)) return n * 3600;
  return n * 60;
}

function distanceMetres(value: string, header: string): number | null {
  const n = parseDecimal(value);
  if (n === null) return null;
  if (/\b(m|meters|metros)$/.test(header)) return n;
  if (/\b(mi|miles)$/.test(header)) return n * 1609.344;
  return n * 1000;
}

/** A watch's CSV: one activity per row. */
export function parseCsvActivities(text: string): ParsedActivities {
  const table = parseDelimited(text);
  const [header, ...body] = table;
  if (!header) return { rows: [], errors: [{ line: 0, fields: { file: 'empty' } }] };
  const norm = header.map(normalizeHeader);
  const col = (key: keyof typeof CSV_COLUMNS) => norm.findIndex((h) => CSV_COLUMNS[key].test(h));
  const idx = {
    date: col('date'),
    time: col('time'),
    type: col('type'),
    duration: col('duration'),
    distance: col('distance'),
    heartRate: col('heartRate'),
    steps: col('steps'),
  };
  const missing: Record<string, string> = {};
  for (const k of ['date', 'type', 'duration'] as const) if (idx[k] < 0) missing[k] = 'columnMissing';
  if (Object.keys(missing).length > 0) return { rows: [], errors: [{ line: 1, fields: missing }] };
  if (body.length === 0) return { rows: [], errors: [{ line: 0, fields: { file: 'noActivities' } }] };
  const rows: DeviceActivity[] = [];
  const errors: DeviceImportRowError[] = [];
  body.forEach((cells, i) => {
    const line = i + 2;
    const cell = (k: keyof typeof idx) => (idx[k] >= 0 ? (cells[idx[k]] ?? '').trim() : '');
    const fields: Record<string, string> = {};
    const startedAt = cell('date') ? parseDeviceDate(cell('date'), cell('time')) : null;
    if (!cell('date')) fields.date = 'required';
    else if (!startedAt) fields.date = 'invalidDate';
    const type = cell('type');
    if (!type) fields.type = 'required';
    const seconds = cell('duration') ? durationSeconds(cell('duration'), norm[idx.duration]!) : null;
    if (!cell('duration')) fields.duration = 'required';
    else if (seconds === null) fields.duration = 'invalidNumber';
    const distanceM = cell('distance') ? distanceMetres(cell('distance'), norm[idx.distance]!) : null;
    if (cell('distance') && distanceM === null) fields.distance = 'invalidNumber';
    const hr = cell('heartRate') ? parseDecimal(cell('heartRate')) : null;
    if (cell('heartRate') && hr === null) fields.heartRate = 'invalidNumber';
    const steps = cell('steps') ? parseDecimal(cell('steps')) : null;
    if (cell('steps') && (steps === null || !Number.isInteger(steps) || steps < 0)) {
      fields.steps = 'invalidNumber';
    }
    if (Object.keys(fields).length > 0) {
      errors.push({ line, fields });
      return;
    }
    rows.push({
      line,
      startedAt: startedAt!,
      type,
      seconds: Math.round(seconds!),
      distanceM: distanceM === null ? null : Math.round(distanceM),
      averageHr: hr === null ? null : Math.round(hr),
      steps,
    });
  });
  return { rows, errors };
}

type Sport = 'running' | 'walking' | 'hiking' | 'cycling' | 'swimming';

const SPORTS: [RegExp, Sport][] = [
  [/^(run|running|jog|jogging|trail run|trail running|treadmill running|correr|carrera|trote|9)$/, 'running'],
  [/^(walk|walking|caminar|caminata|paseo|andar|10)$/, 'walking'],
  [/^(hike|hiking|senderismo|excursion|4)$/, 'hiking'],
  [
    /^(cycling|cycle|bike|biking|ride|road bike|road cycling|mountain biking|ciclismo|bicicleta|bici|1)$/,
    'cycling',
  ],
  [/^(swim|swimming|pool swim|lap swimming|natacion|nadar|2)$/, 'swimming'],
];

export function sportOf(type: string): Sport | null {
  const t = normalizeHeader(type);
  return SPORTS.find(([re]) => re.test(t))?.[1] ?? null;
}

/**
 * The 2011 Compendium code for a device's activity: the type names the group, the average speed
 * (when a distance is known) the row within it. Null for a type the import does not know.
 */
export function activityCodeFor(type: string, seconds: number, distanceM: number | null): string | null {
  const sport = sportOf(type);
  if (!sport) return null;
  const kmh = distanceM !== null && seconds > 0 ? distanceM / 1000 / (seconds / 3600) : null;
  switch (sport) {
    case 'running':
      if (kmh === null) return '12020';
      return kmh < 8.9 ? '12030' : kmh < 10.5 ? '12050' : '12070';
    case 'walking':
      if (kmh === null) return '17190';
      return kmh < 4 ? '17152' : kmh < 5.35 ? '17190' : kmh < 6 ? '17200' : '17220';
    case 'hiking':
      return '17080';
    case 'cycling':
      if (kmh === null) return '01015';
      return kmh < 16 ? '01010' : kmh < 19 ? '01015' : '01030';
    case 'swimming':
      return '18240';
  }
}

export function parseActivityFile(format: DeviceImportFormat, text: string): ParsedActivities {
  return format === 'csv' ? parseCsvActivities(text) : parseXmlActivities(format, text);
}
