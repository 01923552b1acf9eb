/** A named series of a multi-series chart (a finding code, "delivered", "failed"). */
export interface ChartSeries {
  key: string;
  label: string;
  /** Defaults to the palette, in order. */
  color?: string;
}

/** Several values per category (one per series). */
export interface MultiDatum {
  label: string;
  values: Record<string, number>;
}
