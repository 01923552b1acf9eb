import { checkConvertSettings, DEFAULT_ACCEPT_THRESHOLD, RecordedMappingSchema, type RecordedMapping } from '@/lib/catalog';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { CONVERSION_COLUMNS, CONVERSION_COLUMNS_WITHOUT_MAPPINGS, toConversion, type Conversion, type ConversionRow, type ConversionStatus } from './conversion-record';
import { pageSize } from './files';
import { pinForNewConversion } from '../reference/reference-releases';
import { invalid, invalidFinding, notFound, notValid, requireRole } from '../workspaces';
import { say } from '@/lib/catalog/messages';

export interface StartConversionInput {
  workspaceId: string;
  uploadId: string;
  /** BrandAAIAID, four capital letters. */
  brand: string;
  /** A mapping to apply, saying where it came from; null/absent = detect the columns. */
  mapping?: RecordedMapping | null;
  /** Default 0.9. */
  acceptThreshold?: number;
  /**
   * XLSX: the sheet to read, one the upload listed (the database refuses another: invalid, constraint
   * `conversions_sheet_exists`); null/absent = the engine's default.
   */
  sheet?: string | null;
  /**
   * The reference release to pin it to: absent = the workspace's current release, null = the bundled
   * demo set, a number = that release (a re-run against another release; the workspace's own or shared).
   */
  referenceReleaseId?: number | null;
  /**
   * A re-run: the conversion (same workspace and upload) it moves to another release. Its review
   * decisions are carried over when the new one finishes. Only recorded when this call creates it.
   */
  rerunOf?: string;
}

/**
 * Asks for a conversion (owners and operators, `withUser`), pinned to a reference release (see
 * `referenceReleaseId`). Idempotent: the same file with the same mapping, brand, threshold and
 * release returns the conversion that exists (`created: false`), whatever its status — retry a
 * failed one with `retryConversion`. The job is queued by lib/jobs (`submitConversion`), which calls
 * this. Refusals: not_found, not_allowed, invalid.
 */
export async function startConversion(
  tx: Queryable,
  input: StartConversionInput,
): Promise<Outcome<{ conversion: Conversion; created: boolean }>> {
  const threshold = input.acceptThreshold ?? DEFAULT_ACCEPT_THRESHOLD;
  const problem = checkConvertSettings({ brand: input.brand, acceptThreshold: threshold })[0];
  if (problem) return invalidFinding(problem);
  let mappingJson: string | null = null;
  if (input.mapping) {
    const parsed = RecordedMappingSchema.safeParse(input.mapping);
    if (!parsed.success) return notValid('savedMapping', parsed.error);
    mappingJson = JSON.stringify(parsed.data);
  }
  const allowed = await requireRole(tx, input.workspaceId, 'convert');
  if (!allowed.ok) return allowed;
  const pinned = await pinForNewConversion(tx, input.workspaceId, input.referenceReleaseId);
  if (!pinned.ok) return pinned;
  const { pin } = pinned;

  return refusing(tx, async (q) => {
    // A release's date and hash are copied from its row by the insert trigger; the demo set's are ours.
    const [inserted] = await q.query<{ id: string }>(
      `insert into public.conversions (workspace_id, upload_id, brand, mapping, accept_threshold,
                                       reference_release_id, reference_version_date, reference_sha256, rerun_of, sheet)
       values ($1, $2, $3, $4::text::jsonb, $5, $6, $7::date, $8, $9, $10)
       on conflict on constraint conversions_settings_key do nothing
       returning id`,
      [
        input.workspaceId,
        input.uploadId,
        input.brand,
        mappingJson,
        threshold,
        pin.releaseId,
        pin.releaseId === null ? pin.versionDate : null,
        pin.releaseId === null ? pin.sha256 : null,
        input.rerunOf ?? null,
        input.sheet ?? null,
      ],
    );
    // The version is computed the way the insert trigger computes it, so the lookup cannot drift.
    const id =
      inserted?.id ??
      (
        await q.query<{ id: string }>(
          `select c.id from public.conversions c
           where c.workspace_id = $1
             and c.upload_sha256 = (select u.sha256 from public.uploads u where u.id = $2)
             and c.mapping_version = case when $3::text::jsonb is null then 'auto'
                   else encode(sha256(convert_to($3::text::jsonb::text, 'UTF8')), 'hex') end
             and c.brand = $4 and c.accept_threshold = $5::numeric
             and c.reference_release_id is not distinct from $6::integer
             and ($6::integer is not null or c.reference_sha256 = $7)
             and c.sheet is not distinct from $8::text`,
          [input.workspaceId, input.uploadId, mappingJson, input.brand, threshold, pin.releaseId, pin.sha256, input.sheet ?? null],
        )
      )[0]?.id;
    if (!id) throw Object.assign(new Error('the upload is not in this workspace'), { code: '23503' });
    const conversion = await getConversion(q, id);
    if (!conversion) throw new Error('conversion vanished after insert');
    return { conversion, created: inserted !== undefined };
  });
}

/**
 * One conversion with its report (`withReport: false`: report null) and, when asked, its report's
 * findings summary (`withSummary`; else reportSummary null); null when missing or not visible to the caller.
 */
export async function getConversion(tx: Queryable, conversionId: string, options: { withReport?: boolean; withSummary?: boolean } = {}): Promise<Conversion | null> {
  // A finished run's report can be megabytes: pollers, downloads and the conversion page (which
  // reads the summary) skip it.
  const report = options.withReport === false ? '' : ', c.report';
  const summary = options.withSummary ? ', c.report_summary' : '';
  const [row] = await tx.query<ConversionRow>(
    `select ${CONVERSION_COLUMNS}${report}${summary} from public.conversions c join public.uploads u on u.id = c.upload_id where c.id = $1`,
    [conversionId],
  );
  return row ? toConversion(row) : null;
}

export interface ListConversionsOptions {
  status?: ConversionStatus;
  uploadId?: string;
  /** Newest first; conversions created before this time (paging). */
  before?: Date;
  /**
   * Keyset paging: the conversions listed after this one (pass the last id of the previous page).
   * Exact where `before` is not: a batch creates its conversions in one transaction, at one time.
   */
  afterId?: string;
  limit?: number;
  /** False: `mapping` and `mappingUsed` are null (a list that shows neither need not read them). */
  withMappings?: boolean;
}

/** The workspace's conversions, newest first, without reports (`report` is null here). */
export async function listConversions(tx: Queryable, workspaceId: string, options: ListConversionsOptions = {}): Promise<Conversion[]> {
  const columns = options.withMappings === false ? CONVERSION_COLUMNS_WITHOUT_MAPPINGS : CONVERSION_COLUMNS;
  const rows = await tx.query<ConversionRow>(
    `select ${columns} from public.conversions c join public.uploads u on u.id = c.upload_id
     where c.workspace_id = $1
       and ($2::text is null or c.status = $2)
       and ($3::uuid is null or c.upload_id = $3)
       and ($4::timestamptz is null or c.created_at < $4)
       and ($6::uuid is null or (c.created_at, c.id) < (select p.created_at, p.id from public.conversions p where p.id = $6))
     order by c.created_at desc, c.id desc limit $5`,
    [workspaceId, options.status ?? null, options.uploadId ?? null, options.before?.toISOString() ?? null, pageSize(options.limit), options.afterId ?? null],
  );
  return rows.map(toConversion);
}

/**
 * Puts a failed conversion back in the queue (owners and operators; audited). `retried: false` when
 * it was not failed. lib/jobs (`retryConversion`) calls this and queues the job. Refusals: not_found,
 * not_allowed, invalid (a run that stopped at its mapping: the same mapping stops the same way).
 */
export async function retryConversion(tx: Queryable, conversionId: string): Promise<Outcome<{ retried: boolean }>> {
  const conversion = await getConversion(tx, conversionId, { withReport: false });
  if (!conversion) return notFound('conversion');
  const allowed = await requireRole(tx, conversion.workspaceId, 'convert');
  if (!allowed.ok) return allowed;
  if (conversion.status === 'failed' && conversion.error?.code === 'MAPPING_INCOMPLETE') {
    return invalid(say('refusal.retryMappingIncomplete'));
  }
  return refusing(tx, async (q) => {
    const [row] = await q.query<{ retried: boolean }>(`select public.retry_conversion($1) as retried`, [conversionId]);
    return { retried: row?.retried ?? false };
  });
}
