/** Helpers for tests that need consultations and their parts (this module's tests, the access test). */
import { expect } from 'vitest';
import { toneWav } from '../../seed/consultations.ts';
import type { TestApp, TestClient } from '../../test/app.ts';

export { toneWav };

const RECORDING_QUERY = 'type=audio_only&platform=manual_upload&consent=true&filename=visit.wav';

/** Uploads `bytes` as a recording of the consultation (consent given unless `query` says otherwise). */
export function uploadRecording(
  client: TestClient,
  consultationId: string,
  bytes: Uint8Array | ReadableStream<Uint8Array>,
  query = RECORDING_QUERY,
) {
  return client.request('POST', `/api/v1/consultations/${consultationId}/recordings?${query}`, {
    body: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

/**
 * A consultation of `patientId` by `provider` (on its care team) with vitals, anthropometrics and a
 * goal, one recording with a transcript, generated insights, and one standalone entry of each series.
 */
export async function consultationRows(
  _t: TestApp,
  provider: TestClient,
  patientId: string,
): Promise<{
  consultation: string;
  recording: string;
  insight: string;
  vitalsEntry: string;
  anthroEntry: string;
}> {
  const created = await provider.post('/api/v1/consultations', {
    patientId,
    occurredAt: new Date().toISOString(),
    sessionType: 'initial',
    summary: 'First visit',
    goalCodes: ['blood_pressure'],
    vitals: { systolic: 150, diastolic: 95, heartRate: 72 },
    anthropometrics: { weightKg: 82, heightCm: 170, waistCm: 96 },
  });
  expect(created.status, created.text).toBe(201);
  const consultation = created.body.id as string;
  const rec = await uploadRecording(provider, consultation, toneWav(1));
  expect(rec.status, rec.text).toBe(201);
  const transcript = await provider.put(
    `/api/v1/consultations/${consultation}/recordings/${rec.body.id}/transcript`,
    {
      content: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Patient>My blood pressure was high.\n',
    },
  );
  expect(transcript.status, transcript.text).toBe(200);
  const insights = await provider.post(`/api/v1/consultations/${consultation}/insights`);
  expect(insights.status, insights.text).toBe(200);
  const vitals = await provider.post(`/api/v1/patients/${patientId}/vitals`, { heartRate: 64 });
  expect(vitals.status, vitals.text).toBe(201);
  const anthro = await provider.post(`/api/v1/patients/${patientId}/anthropometrics`, { weightKg: 81 });
  expect(anthro.status, anthro.text).toBe(201);
  return {
    consultation,
    recording: rec.body.id,
    insight: insights.body.items[0].id,
    vitalsEntry: vitals.body.id,
    anthroEntry: anthro.body.id,
  };
}
