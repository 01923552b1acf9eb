/**
 * `--reference db` or `db:<release id>`: a release in this installation's database (group 1: the id);
 * anything else is a delivery on disk. Its own module: the convert command's main thread picks the
 * conversion thread's entry by it without loading the reference code (reference-source.ts).
 */
export const DB_REFERENCE = /^db(?::(\d+))?$/;
