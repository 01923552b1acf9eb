/** What the converting thread and the ACES thread say to each other (structured-clone data only). */
import type { EncodedApps } from './app-codec';
import type { AcesStageResult, AcesStageSettings } from './aces-stage';

export type ToAcesThread =
  | { kind: 'start'; settings: AcesStageSettings }
  /** A batch's apps; the buffers of `apps.numbers` and `apps.lengths` are transferred. */
  | { kind: 'apps'; apps: EncodedApps; reserveScale?: number }
  /** No more apps: finish the document and say the result. */
  | { kind: 'end' }
  /** The run failed on the converting side: stop, close the scratch files, say nothing more. */
  | { kind: 'abort' };

export type FromAcesThread =
  /** A batch was taken off the queue: room for one more. */
  | { kind: 'taken' }
  /** The next piece of aces.xml, bytes [0, length) of `bytes` (transferred). */
  | { kind: 'xml'; bytes: ArrayBuffer; length: number }
  | { kind: 'done'; result: AcesStageResult }
  | { kind: 'failed'; error: unknown };
