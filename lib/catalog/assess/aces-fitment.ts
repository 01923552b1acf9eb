import { describeVehicle, vehicleIdentity, type ReadAcesApp } from '../readers';
import type { FindingLog } from '../report';
import type { AcesApp } from '../types';
import { createFitmentChecker, type FitmentChecker } from '../validate';

const CODES = [
  ['APP_DUPLICATE', 'warning'],
  ['APP_OVERLAP', 'error'],
  ['APP_COMMENT_CONFLICT', 'warning'],
] as const;

const hasBaseVehicle = (app: ReadAcesApp): app is ReadAcesApp & { baseVehicleId: number } =>
  app.baseVehicleId !== undefined;

/**
 * Duplicates, overlaps and comment/no-comment conflicts, by the validator's fitment checker. That
 * checker keys vehicles by BaseVehicle id; apps that name their vehicle otherwise (Years + Make +
 * Model, equipment) get a stand-in negative id per distinct vehicle, and findings name the vehicle
 * as written. Such apps are compared by their exact range: 2010–2012 and 2011–2013 are different
 * vehicles here.
 */
export class AcesFitmentChecks {
  private readonly checker: FitmentChecker;
  private readonly standIns = new Map<string, number>();
  private readonly labels: string[] = [];

  constructor(maxFindingsPerCode: number) {
    this.checker = createFitmentChecker({
      maxFindingsPerCode,
      lines: true,
      vehicleName: (id) => (id < 0 ? this.labels[-id - 1] : undefined),
    });
  }

  add(app: ReadAcesApp): void {
    if (hasBaseVehicle(app)) {
      this.checker.add(app);
      return;
    }
    const key = vehicleIdentity(app);
    let id = this.standIns.get(key);
    if (id === undefined) {
      this.labels.push(describeVehicle(app));
      id = -this.labels.length;
      this.standIns.set(key, id);
    }
    const standIn: AcesApp = { ...app, baseVehicleId: id };
    this.checker.add(standIn);
  }

  /** Apps taken in so far. */
  get apps(): number {
    return this.checker.apps;
  }

  /** A hint that about `expected` apps will come in all (see `FitmentChecker.reserve`). */
  reserve(expected: number): void {
    this.checker.reserve(expected);
  }

  finish(log: FindingLog, file: string): void {
    const findings = this.checker.finish();
    const counts = this.checker.counts();
    for (const [code, severity] of CODES) {
      const mine = findings.filter((f) => f.code === code).map((f) => ({ ...f, file }));
      if (mine.length || counts[code]) log.addCounted(mine, code, severity, counts[code] ?? mine.length);
    }
  }
}
