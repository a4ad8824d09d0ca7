/** What every appointment e-mail says, already formatted in the recipient's language by the sender. */
import type { AppointmentType, Language } from '@verdant/shared';

export interface AppointmentFacts {
  /** The recipient's first name. */
  name: string;
  /** The other side: the professional for the patient, the patient for the professional. */
  otherName: string;
  serviceName: string;
  durationMinutes: number;
  /** The date and time in the appointment's zone (`formatWhen`). */
  when: string;
  type: AppointmentType;
  location: string | null;
  videoUrl: string | null;
  /** The calendar in Verdant (for people with an account). */
  url: string | null;
}

export interface MessageText {
  subject: string;
  text: string;
}

/** "Where": the place, the video link or the phone line, in the recipient's language. */
export function whereLine(lang: Language, f: AppointmentFacts): string {
  const es = lang === 'es';
  if (f.type === 'video') {
    const label = es ? 'Videollamada' : 'Video call';
    return f.videoUrl
      ? `${label}: ${f.videoUrl}`
      : `${label} (${es ? 'el enlace llegará antes de la cita' : 'the link follows before the visit'})`;
  }
  if (f.type === 'phone') {
    const label = es ? 'Llamada telefónica' : 'Phone call';
    return f.location ? `${label}: ${f.location}` : label;
  }
  return f.location || (es ? 'En persona' : 'In person');
}

export function signature(lang: Language): string[] {
  return ['', lang === 'es' ? 'El equipo de Verdant' : 'The Verdant team'];
}

export function calendarLine(lang: Language, f: AppointmentFacts): string[] {
  if (!f.url) return [];
  return ['', lang === 'es' ? `Tu calendario en Verdant: ${f.url}` : `Your calendar in Verdant: ${f.url}`];
}
