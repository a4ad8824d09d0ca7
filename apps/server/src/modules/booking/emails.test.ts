import { BOOKING_HOLD_MINUTES, INVITATION_TTL_DAYS } from '@verdant/shared';
import { describe, expect, it } from 'vitest';
import { bookedEmail } from './emails/booked.ts';
import { holdEmail } from './emails/hold.ts';
import { providerBookedEmail } from './emails/provider-booked.ts';
import { providerCancelledEmail } from './emails/provider-cancelled.ts';

const facts = {
  name: 'Ana',
  providerName: 'Dr. Keller',
  serviceName: 'First visit',
  when: 'Monday',
  location: 'Online',
  code: 'ABCD2345',
  bookingUrl: 'https://x.test/book/p?booking=b&code=ABCD2345',
  confirmUrl: 'https://x.test/booking/confirm?{link}',
  cancelUrl: 'https://x.test/booking/cancel?{link}',
};

describe('booking e-mails, one file per message in English and Spanish', () => {
  it('the hold carries both links and the hold time in the language of the booking', () => {
    const en = holdEmail('en', facts);
    const es = holdEmail('es', facts);
    expect(en.subject).toBe('Confirm your appointment with Dr. Keller');
    expect(es.subject).toBe('Confirma tu cita con Dr. Keller');
    for (const m of [en, es]) {
      expect(m.text).toContain(facts.confirmUrl);
      expect(m.text).toContain(facts.cancelUrl);
      expect(m.text).toContain(String(BOOKING_HOLD_MINUTES));
    }
    expect(en.text).toContain('Where: Online');
    expect(es.text).toContain('Dónde: En línea');
  });

  it('the booked e-mail invites to Verdant only when an invitation was made', () => {
    const invited = bookedEmail('es', {
      ...facts,
      invitationUrl: 'https://x.test/auth?invite=t',
      hasAccount: false,
    });
    expect(invited.subject).toBe('Cita confirmada con Dr. Keller');
    expect(invited.text).toContain('https://x.test/auth?invite=t');
    expect(invited.text).toContain(`${INVITATION_TTL_DAYS} días`);
    const member = bookedEmail('en', { ...facts, invitationUrl: null, hasAccount: true });
    expect(member.text).not.toContain('invite');
    expect(member.text).toContain('upcoming appointments on your Verdant dashboard');
  });

  it("the provider's notices name the patient and the code in both languages", () => {
    const booked = {
      patientName: 'Ana Ruiz',
      serviceName: 'First visit',
      durationMinutes: 45,
      when: 'Monday',
    };
    const en = providerBookedEmail('en', {
      ...booked,
      location: 'Online',
      patientEmail: 'ana@x.test',
      patientPhone: null,
      notes: 'Gluten free',
      code: 'ABCD2345',
    });
    expect(en.subject).toBe('New booking: Ana Ruiz, Monday');
    expect(en.text).toContain('Notes from the patient: Gluten free');
    expect(en.text).not.toContain('Patient phone');
    const es = providerCancelledEmail('es', { ...booked, code: 'ABCD2345' });
    expect(es.subject).toBe('Cita anulada: Ana Ruiz, Monday');
    expect(es.text).toContain('ABCD2345');
  });
});
